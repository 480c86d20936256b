import { and, asc, eq, sql } from 'drizzle-orm';
import type { SegmentObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import type { SegmentRow, SegmentSaveBody } from '../../shared/segments/segments.schema';
import type { Db } from '../db/database';
import { foldSql } from '../db/text-sql';
import { segments } from '../db/schema/segments';
import { type ChangeWindow, inWindow } from '../sync/changes';

// The segments table: plain queries, every one scoped by company except the id lookup that a
// save needs to tell "new" from "someone else's".

const rowColumns = {
  id: segments.id,
  object_type: segments.object_type,
  name: segments.name,
  definition: segments.definition,
  version: segments.version,
};

const toRow = (r: SegmentRow): SegmentRow => ({ ...r, version: Number(r.version) });

/** The company's custom segments of one type, by name. */
export async function listCustomSegments(db: Db, companyId: string, object: SegmentObjectType): Promise<SegmentRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(segments)
    .where(and(eq(segments.company_id, companyId), eq(segments.object_type, object)))
    .orderBy(foldSql(sql`${segments.name}`), asc(segments.id));
  return rows.map(toRow);
}

/** One of the company's segments, or null. */
export async function segmentOf(db: Db, companyId: string, id: string): Promise<SegmentRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(segments)
    .where(and(eq(segments.company_id, companyId), eq(segments.id, id)));
  return row ? toRow(row) : null;
}

/** Whose a segment id is, whatever the company: ids are made by clients, so a save must check. */
export async function segmentOwner(db: Db, id: string): Promise<{ company_id: string; object_type: SegmentObjectType } | null> {
  const [row] = await db.select({ company_id: segments.company_id, object_type: segments.object_type }).from(segments).where(eq(segments.id, id));
  return row ?? null;
}

/** Creates the segment or replaces its name and definition (the trigger stamps the version). */
export async function upsertSegment(db: Db, p: { companyId: string; userId: string; body: SegmentSaveBody }): Promise<void> {
  const { id, object_type, name, definition } = p.body;
  await db
    .insert(segments)
    .values({ id, company_id: p.companyId, object_type, name, definition, created_by: p.userId, updated_by: p.userId })
    .onConflictDoUpdate({ target: segments.id, set: { name, definition, updated_by: p.userId } });
}

export async function deleteSegment(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(segments).where(and(eq(segments.company_id, companyId), eq(segments.id, id)));
}

/** Segments changed after the cursor, in version order (sync pull); the whole company's, for those who may use them. */
export async function segmentChanges(db: Db, viewer: Viewer, w: ChangeWindow): Promise<SegmentRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(segments)
    .where(inWindow(segments, viewer.company.id, w))
    .orderBy(asc(segments.version))
    .limit(w.limit);
  return rows.map(toRow);
}
