import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canUseCustomSegments } from '../../shared/segments/segment-fields';
import { builtInSegmentItems } from '../../shared/segments/built-in-segments';
import { segmentsListQuerySchema, type SegmentListItem } from '../../shared/segments/segments.schema';
import type { Db } from '../db/database';
import { canSeeObjectType } from '../../shared/policy/object-rights';
import { viewerOf } from '../http/access';
import { forbidden } from '../http/errors';
import { writeRoute } from '../sync/write-route';
import { segmentDelete, segmentSave } from '../../shared/segments/segments.mutations';
import { removeSegment, saveSegment } from './segment-save';
import { listCustomSegments } from './segments.repo';

/**
 * Segments: getSegments (software-contracts-push.md section 7) and the builder's save and delete.
 * Everyone signed in gets the built-in segments; custom ones need 'segments.custom' (not light
 * access) to read and 'segments.edit' to write, and all of them the right to see the object type
 * (shared/policy/object-rights.ts). The lists that take `segment_id` are the areas'
 * own (cars, people), through segment-filter.ts.
 */
export function segmentsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/segments/list', { config: { access: 'signed_in' }, schema: { querystring: segmentsListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const object = req.query.object_type;
    if (!canSeeObjectType(viewer, object)) throw forbidden();
    const custom = canUseCustomSegments(viewer) ? await listCustomSegments(db, viewer.company.id, object) : [];
    const data: SegmentListItem[] = [
      ...builtInSegmentItems(object),
      ...custom.map((s) => ({ id: s.id, name: s.name, object_type: s.object_type, definition: s.definition, built_in: false })),
    ];
    return { data, count: data.length };
  });

  writeRoute(app, segmentSave, deps, { access: 'segments.edit', handler: (tx, write, body) => saveSegment(tx, write, body) });
  writeRoute(app, segmentDelete, deps, { access: 'segments.edit', handler: (tx, write, body) => removeSegment(tx, write, body.id) });
}
