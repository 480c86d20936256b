// The activity feed, attachable to any object's detail page with one line (docs/architecture.md section 3):
//   <ActivityFeed object="car" id={car.id} />
export { ActivityFeed } from './activity-feed';
// What one item says, with the areas' texts the shell provides (lib/activity-texts.tsx).
export { ItemText } from './activity-text';
