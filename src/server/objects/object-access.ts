import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OBJECT_TYPES, type ObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import { objectAccessOf } from '../areas';
import type { Db } from '../db/database';

// Who may see which object, for the capabilities that attach to any object (activity, tags, files,
// custom fields): they may read or write an object's things exactly when the viewer may see the
// object itself. Each area gives the entries of its object types (ServerArea.objectAccess); a type
// without one is seen by nobody (not built yet).

/** An object id as SQL: a column of the caller's query, or a value. */
type IdRef = AnyPgColumn | SQL;

export interface ObjectAccess {
  /** The right to this kind of object at all (no fleet right: no car, not even by id). */
  kind: (v: Viewer) => boolean;
  /** True for an object of the viewer's company and scope with this id. Used inside `exists`. */
  row: (v: Viewer, id: IdRef) => SQL;
}

/** The object types whose objects this viewer may see some of. */
export const visibleObjectTypes = (v: Viewer): ObjectType[] => OBJECT_TYPES.filter((t) => objectAccessOf(t)?.kind(v) ?? false);

/** SQL: the object of this type and id is one the viewer may see. */
export function objectVisible(v: Viewer, type: ObjectType, id: IdRef): SQL {
  const access = objectAccessOf(type);
  return access?.kind(v) ? access.row(v, id) : sql`false`;
}

/** SQL over rows that point at objects by (type, id) columns: the viewer may see the row's object. */
export function pointsAtVisibleObject(v: Viewer, typeColumn: AnyPgColumn, idColumn: AnyPgColumn): SQL {
  const types = visibleObjectTypes(v);
  if (types.length === 0) return sql`false`;
  return sql`(case ${typeColumn} ${sql.join(
    types.map((t) => sql`when ${t} then ${objectVisible(v, t, idColumn)}`),
    sql` `,
  )} else false end)`;
}

/** Whether the viewer may see this object: it exists, in their company, within their scope. */
export async function canSeeObject(db: Db, v: Viewer, type: ObjectType, id: string): Promise<boolean> {
  if (!objectAccessOf(type)?.kind(v)) return false;
  const [row] = await db.select({ yes: sql<boolean>`${objectVisible(v, type, sql`${id}::uuid`)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.yes);
}
