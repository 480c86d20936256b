// The activity feed, attachable to any object's detail page with one line (docs/architecture.md section 3):
//   <ActivityFeed object="car" id={car.id} />
export { ActivityFeed } from './activity-feed';
