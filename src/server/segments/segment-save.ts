import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { validateSegment } from '../../shared/segments/segment-validate';
import { segmentNameTaken, type SegmentRow, type SegmentSaveBody } from '../../shared/segments/segments.schema';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { segmentCustomFields } from './segment-custom-fields';
import { deleteSegment, listCustomSegments, segmentOf, segmentOwner, upsertSegment } from './segments.repo';

/**
 * POST /api/segments/save, inside runWrite: the definition must fit the type's fields as this
 * viewer may use them (each problem named at `definition.conditions.{i}.{field|op|value}`), the
 * name must be free for the type, and an existing segment keeps its type.
 */
export async function saveSegment(tx: Db, { viewer }: WriteInfo, body: SegmentSaveBody): Promise<WriteAnswer<SegmentRow>> {
  const companyId = viewer.company.id;
  const owner = await segmentOwner(tx, body.id);
  // Another company's id is answered as unknown: saying more would tell that it exists.
  if (owner && owner.company_id !== companyId) throw notFound(messages.segments.notFound);
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
  if (!(await segmentOf(tx, viewer.company.id, id))) throw notFound(messages.segments.notFound);
  await deleteSegment(tx, viewer.company.id, id);
  return { data: null };
}
