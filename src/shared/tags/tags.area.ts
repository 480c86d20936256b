import { mirrored, type SharedArea } from '../sync/area';
import { tagsMutations } from './tags.mutations';
import type { TagsRow } from './tags.schema';

const tables = [
  // Per-object tag lists; the used tags of one object type for suggestions and list filters.
  mirrored<TagsRow>()('tags', 'Tags', 'id, related_object'),
] as const;

export const tagsArea: SharedArea<typeof tables> = { tables, mutations: tagsMutations, objectTypes: [] };
