import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityParamsSchema, activityQuerySchema } from '../../shared/activity/activity.schema';
import { messages } from '../../shared/messages';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { canSeeObject } from '../objects/object-access';
import { writeRoute } from '../sync/write-route';
import { noteAdd } from '../../shared/activity/activity.mutations';
import { listActivity } from './activity.repo';
import { addNote } from './add-note';

/**
 * The activity calls (software-contracts-push.md section 7, paths ours): getActivity and addNote.
 * Anyone signed in may ask; each call is about one object, which the viewer must be able to see
 * (object-access.ts): otherwise 404, whether it does not exist or is not theirs.
 */
export function activityRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/activity/:relatedObject/:relatedObjectId',
    { config: { access: 'signed_in' }, schema: { params: activityParamsSchema, querystring: activityQuerySchema } },
    async (req) => {
      const viewer = viewerOf(req);
      const { relatedObject, relatedObjectId } = req.params;
      if (!(await canSeeObject(db, viewer, relatedObject, relatedObjectId))) throw notFound(messages.activity.objectNotFound);
      return listActivity(db, { companyId: viewer.company.id, type: relatedObject, id: relatedObjectId, page: req.query.page });
    },
  );

  writeRoute(app, noteAdd, deps, { access: 'activity.addNote', handler: (tx, write, body) => addNote(tx, write, body) });
}
