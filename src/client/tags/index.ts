// Tags, attachable to any object's detail page with one line (docs/architecture.md section 3):
//   <TagInput object="car" id={car.id} />
// and a filter for lists of objects of one type: <TagFilter object="car" value={tag} onChange={...} />
export { TagInput } from './tag-input';
export { TagFilter } from './tag-filter';
export { hasTag, useTagsById } from './use-tags';
