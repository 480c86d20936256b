import { defineMutation } from '../sync/mutation';
import { updateTagsBodySchema, type TagsRow } from './tags.schema';

// The tags' one write: set an object's tag list. Replayed as updateTags, which replaces the set.

export const tagsUpdate = defineMutation({
  name: 'tags.update',
  title: 'Edit tags',
  args: updateTagsBodySchema,
  table: 'tags',
  entityId: (a) => a.related_object_id,
  changedFields: () => ['tag_names'],
  method: 'POST',
  path: '/api/tags/updateTags',
  body: updateTagsBodySchema,
  apply: (row: TagsRow | null, a): TagsRow => ({
    id: a.related_object_id,
    related_object: a.related_object,
    related_object_id: a.related_object_id,
    tag_names: a.tag_names,
    version: row?.version ?? 0,
  }),
  describe: (_row, a) => `Tags of ${a.related_object} ${a.related_object_id.slice(0, 8)}`,
});

export const tagsMutations = [tagsUpdate];
