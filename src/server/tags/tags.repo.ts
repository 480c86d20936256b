import { and, asc, eq, sql } from 'drizzle-orm';
import type { ObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import { usedTagNames, type TagsRow } from '../../shared/tags/tags.schema';
import type { Db } from '../db/database';
import { tags } from '../db/schema/tags';
import { pointsAtVisibleObject } from '../objects/object-access';
import { type ChangeWindow, inWindow } from '../sync/changes';

const rowColumns = {
  id: tags.id,
  related_object: tags.related_object,
  related_object_id: tags.related_object_id,
  tag_names: tags.tag_names,
  version: tags.version,
};

const toRow = (r: TagsRow): TagsRow => ({ ...r, version: Number(r.version) });

/** An object's tag names; none when it has no row. The caller checked the object. */
export async function objectTags(db: Db, companyId: string, type: ObjectType, id: string): Promise<TagsRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(tags)
    .where(and(eq(tags.company_id, companyId), eq(tags.related_object, type), eq(tags.related_object_id, id)));
  return row ? toRow(row) : null;
}

/** The distinct names on the objects of this type the viewer may see, sorted. */
export async function usedTags(db: Db, viewer: Viewer, type: ObjectType): Promise<string[]> {
  const rows = await db
    .select({ tag_names: tags.tag_names })
    .from(tags)
    .where(
      and(eq(tags.company_id, viewer.company.id), eq(tags.related_object, type), pointsAtVisibleObject(viewer, tags.related_object, tags.related_object_id)),
    );
  return usedTagNames(rows);
}

/** Replaces the object's tags (the row is made on first use). */
export async function setObjectTags(db: Db, p: { companyId: string; userId: string; type: ObjectType; id: string; names: string[] }): Promise<void> {
  await db
    .insert(tags)
    .values({ id: p.id, company_id: p.companyId, related_object: p.type, related_object_id: p.id, tag_names: p.names, updated_by: p.userId })
    .onConflictDoUpdate({ target: tags.id, set: { tag_names: p.names, updated_by: p.userId } });
}

/** Rows changed after the cursor, in version order (sync pull); visible: the viewer sees the object. */
export async function tagChanges(db: Db, viewer: Viewer, w: ChangeWindow): Promise<{ row: TagsRow; visible: boolean }[]> {
  const visible = pointsAtVisibleObject(viewer, tags.related_object, tags.related_object_id);
  const rows = await db
    .select({ ...rowColumns, visible: sql<boolean>`${visible}` })
    .from(tags)
    .where(inWindow(tags, viewer.company.id, w, visible))
    .orderBy(asc(tags.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...row }) => ({ row: toRow(row), visible: Boolean(seen) }));
}
