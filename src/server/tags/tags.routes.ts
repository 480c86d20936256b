import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import {
  suggestTags,
  tagChange,
  tagsListParamsSchema,
  tagsObjectParamsSchema,
  tagsSuggestQuerySchema,
  usedTagsQuerySchema,
  type TagsRow,
} from '../../shared/tags/tags.schema';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { canSeeObject } from '../objects/object-access';
import { recordActivity } from '../activity/record-activity';
import { writeRoute } from '../sync/write-route';
import { tagsUpdate } from '../../shared/tags/tags.mutations';
import { objectTags, setObjectTags, usedTags } from './tags.repo';

/**
 * The tag calls (software-contracts-push.md section 7 'Tags', paths verbatim). Reading needs seeing
 * the object (object-access.ts), else 404; used tags and suggestions come from the objects of that
 * type the viewer may see. updateTags needs 'tags.edit' and seeing the object, and replaces the set.
 */
export function tagsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/tags/:object/:id/list', { config: { access: 'signed_in' }, schema: { params: tagsListParamsSchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { object, id } = req.params;
    if (!(await canSeeObject(db, viewer, object, id))) throw notFound(messages.tags.objectNotFound);
    return { data: (await objectTags(db, viewer.company.id, object, id))?.tag_names ?? [] };
  });

  r.get(
    '/api/tags/:object/suggest',
    { config: { access: 'signed_in' }, schema: { params: tagsObjectParamsSchema, querystring: tagsSuggestQuerySchema } },
    async (req) => ({
      data: suggestTags(await usedTags(db, viewerOf(req), req.params.object), req.query.keyword),
    }),
  );

  r.get(
    '/api/tags/:object/listUsedTags',
    { config: { access: 'signed_in' }, schema: { params: tagsObjectParamsSchema, querystring: usedTagsQuerySchema } },
    async (req) => ({
      data: await usedTags(db, viewerOf(req), req.params.object),
    }),
  );

  writeRoute(app, tagsUpdate, deps, {
    access: 'tags.edit',
    handler: async (tx, write, body): Promise<WriteAnswer<TagsRow>> => {
      const { viewer } = write;
      const { related_object: type, related_object_id: id, tag_names: names } = body;
      if (!(await canSeeObject(tx, viewer, type, id))) throw notFound(messages.tags.objectNotFound);
      const before = (await objectTags(tx, viewer.company.id, type, id))?.tag_names ?? [];
      await setObjectTags(tx, { companyId: viewer.company.id, userId: viewer.user.id, type, id, names });
      const change = tagChange(before, names);
      if (change) await recordActivity(tx, write, { related_object: type, related_object_id: id, event_type: 'tags_updated', event_info_json: change });
      return { data: (await objectTags(tx, viewer.company.id, type, id))! };
    },
  });
}
