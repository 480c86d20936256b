import { and, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { SegmentObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import { builtInSegment } from '../../shared/segments/built-in-segments';
import { canUseCustomSegments } from '../../shared/segments/segment-fields';
import { listSegmentDefinitions, type ListSegment } from '../../shared/segments/segment-scope';
import { segmentMessages } from '../../shared/segments/segment-validate';
import type { SegmentDefinition } from '../../shared/segments/segment.schema';
import { isBuiltInSegmentId } from '../../shared/segments/segment-keys';
import { customFieldSql } from '../custom-fields/custom-field-sql';
import type { Db } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { segmentCustomFields, usesCustomFields } from './segment-custom-fields';
import { segmentWhere } from './segment-sql';
import { segmentOf } from './segments.repo';

// A list endpoint's `segment_id`, as a WHERE condition on top of the caller's own scope, by the
// shared rule of which rows a segment picks (segment-scope.ts).

/** The segment of this id for this viewer: a built-in, or one of their company's of this type. */
export async function resolveSegment(db: Db, viewer: Viewer, object: SegmentObjectType, id: string): Promise<ListSegment> {
  if (isBuiltInSegmentId(id)) {
    const builtIn = builtInSegment(object, id);
    if (!builtIn) throw notFound(messages.segments.notFound);
    return { id, definition: builtIn.definition };
  }
  // Light access gets the built-in segments only (fleet-and-assets.md section 6).
  if (!canUseCustomSegments(viewer)) throw forbidden(segmentMessages.noCustomSegments);
  const row = await segmentOf(db, viewer.company.id, id);
  if (!row || row.object_type !== object) throw notFound(messages.segments.notFound);
  return { id, definition: row.definition };
}

/** The definitions as one condition; custom fields are looked up only when a definition uses them. */
export async function definitionsWhere(db: Db, viewer: Viewer, object: SegmentObjectType, definitions: readonly SegmentDefinition[]): Promise<SQL> {
  if (definitions.length === 0) return sql`true`;
  const customFields = usesCustomFields(definitions) ? await segmentCustomFields(db, viewer, object) : [];
  return and(...definitions.map((d) => segmentWhere(object, d, { customFields, customFieldSql, viewer })))!;
}

export interface ListSegmentQuery {
  /** `segment_id` as sent; absent means 'all'. */
  segmentId: string | undefined;
  /** The list's own switch for archived rows (people's show_all). */
  includeArchived?: boolean;
  /** More definitions every row must match besides (an object list's show_deleted_only). */
  also?: readonly SegmentDefinition[];
}

/** What a list endpoint adds to its WHERE for a segment. Unknown id 404, a custom one for light access 403. */
export async function listSegmentWhere(db: Db, viewer: Viewer, object: SegmentObjectType, q: ListSegmentQuery): Promise<SQL> {
  const segment = await resolveSegment(db, viewer, object, q.segmentId ?? 'all');
  const definitions = [...listSegmentDefinitions(object, segment, { includeArchived: q.includeArchived ?? false }), ...(q.also ?? [])];
  return definitionsWhere(db, viewer, object, definitions);
}

/**
 * The segment of an object list with the spec's show_deleted_only: '1' keeps to archived objects
 * whatever the segment (on its own, the built-in 'Archived'). Undefined for 'All' (or none): the
 * list's own test of show_deleted_only then says the same as an equality on its deleted column,
 * which its sort indexes read; a segment's flag test is wrapped against NULLs and reads none.
 */
export async function objectListSegmentWhere(
  db: Db,
  viewer: Viewer,
  object: SegmentObjectType,
  q: { segment_id?: string | undefined; show_deleted_only: '0' | '1' },
): Promise<SQL | undefined> {
  if (q.segment_id === undefined || q.segment_id === 'all') return undefined;
  const archivedOnly = q.show_deleted_only === '1';
  const archived = builtInSegment(object, 'archived')!.definition;
  return listSegmentWhere(db, viewer, object, { segmentId: q.segment_id, includeArchived: archivedOnly, also: archivedOnly ? [archived] : [] });
}
