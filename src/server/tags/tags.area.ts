import { tags } from '../db/schema/tags';
import { defineServerArea } from '../http/server-area';
import { pullItem } from '../sync/changes';
import { tagChanges } from './tags.repo';
import { tagsRoutes } from './tags.routes';

export const tagsArea = defineServerArea({
  name: 'tags',
  routes: tagsRoutes,
  pull: {
    tags: {
      changes: async (tx, v, w) => (await tagChanges(tx, v, w)).map((r) => pullItem('tags', r.row, r.visible)),
      sqlTable: tags,
    },
  },
});
