import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { validateSegment } from '../../shared/segments/segment-validate';
import { segmentNameTaken } from '../../shared/segments/built-in-segments';
import type { SegmentRow, SegmentSaveBody } from '../../shared/segments/segments.schema';
import type { Db } from '../db/database';
import { canSeeObjectType } from '../../shared/policy/object-rights';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { segmentCustomFields } from './segment-custom-fields';
import { deleteSegment, listCustomSegments, segmentOf, segmentOwner, upsertSegment } from './segments.repo';

/**
 * POST /api/segments/save, inside runWrite: the definition must fit the type's fields as this
 * viewer may use them (each problem named at `definition.conditions.{i}.{field|op|value}`), the
 * name must be free for the type, and an existing segment keeps its type. Segments follow the
 * rights of their object type: one the viewer may not see is unknown to them.
 */
export async function saveSegment(tx: Db, { viewer }: WriteInfo, body: SegmentSaveBody): Promise<WriteAnswer<SegmentRow>> {
  const companyId = viewer.company.id;
  const owner = await segmentOwner(tx, body.id);
  // Another company's id is answered as unknown: saying more would tell that it exists.
  // So is a segment of a type the viewer may not see (no fleet right: no car segments).
  if (owner && (owner.company_id !== companyId || !canSeeObjectType(viewer, owner.object_type))) throw notFound(messages.segments.notFound);
  if (!canSeeObjectType(viewer, body.object_type)) throw forbidden();
  if (owner && owner.object_type !== body.object_type) {
    throw badRequest(messages.segments.objectTypeFixed, { object_type: messages.segments.objectTypeFixed });
  }
  const customFields = await segmentCustomFields(tx, viewer, body.object_type);
  const issues = validateSegment(body.object_type, body.definition, { viewer, customFields });
  if (issues.length > 0) {
    throw badRequest(issues[0]!.message, Object.fromEntries(issues.map((i) => [`definition.${i.path}`, i.message])));
  }
  if (segmentNameTaken(body.name, await listCustomSegments(tx, companyId, body.object_type), body.object_type, body.id)) {
    throw badRequest(messages.segments.nameTaken, { name: messages.segments.nameTaken });
  }
  await upsertSegment(tx, { companyId, userId: viewer.user.id, body });
  return { data: (await segmentOf(tx, companyId, body.id))! };
}

/** POST /api/segments/delete, inside runWrite: answers `{ data: null }`, the row is gone (the outbox drops it). */
export async function removeSegment(tx: Db, { viewer }: WriteInfo, id: string): Promise<WriteAnswer<null>> {
  const segment = await segmentOf(tx, viewer.company.id, id);
  if (!segment || !canSeeObjectType(viewer, segment.object_type)) throw notFound(messages.segments.notFound);
  await deleteSegment(tx, viewer.company.id, id);
  return { data: null };
}
