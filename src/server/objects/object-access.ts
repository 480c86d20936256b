import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OBJECT_TYPES, type ObjectType } from '../../shared/objects';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { assets } from '../db/schema/assets';
import { cars } from '../db/schema/fleet';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import { inScopeTeams } from '../people/people-scope';
import { peopleScope } from '../people/people-scope';

// Who may see which object, for the capabilities that attach to any object (activity, tags, files,
// custom fields): they may read or write an object's things exactly when the viewer may see the
// object itself. One entry per object type; a type without one is seen by nobody (not built yet).

/** An object id as SQL: a column of the caller's query, or a value. */
type IdRef = AnyPgColumn | SQL;

interface ObjectAccess {
  /** The right to this kind of object at all (no fleet right: no car, not even by id). */
  kind: (v: Viewer) => boolean;
  /** True for an object of the viewer's company and scope with this id. Used inside `exists`. */
  row: (v: Viewer, id: IdRef) => SQL;
}

const REGISTRY: Partial<Record<ObjectType, ObjectAccess>> = {
  // fleet-and-assets.md section 6: the fleet right; team-only managers see their teams' people's cars.
  car: {
    kind: (v) => can(v, 'fleet.view'),
    row: (v, id) =>
      sql`exists (select 1 from ${cars} where ${and(eq(cars.id, id), eq(cars.company_id, v.company.id), inScopeTeams(peopleScope(v), cars.related_employee_id))})`,
  },
  // Section 6: no right of its own; team-only managers see their teams' people's assets.
  asset: {
    kind: (v) => can(v, 'assets.view'),
    row: (v, id) =>
      sql`exists (select 1 from ${assets} where ${and(eq(assets.id, id), eq(assets.company_id, v.company.id), inScopeTeams(peopleScope(v), assets.owner_employee_id))})`,
  },
  // trainings.md section 6: the company's trainings are seen by all its users.
  training: {
    kind: (v) => can(v, 'trainings.view'),
    row: (v, id) => sql`exists (select 1 from ${trainings} where ${and(eq(trainings.id, id), eq(trainings.company_id, v.company.id))})`,
  },
  // Team-only managers see the participants who are their teams' people.
  training_participant: {
    kind: (v) => can(v, 'trainings.view'),
    row: (v, id) =>
      sql`exists (select 1 from ${trainingParticipants} where ${and(eq(trainingParticipants.id, id), eq(trainingParticipants.company_id, v.company.id), inScopeTeams(peopleScope(v), trainingParticipants.employee_id))})`,
  },
  employee: {
    kind: (v) => can(v, 'people.view'),
    row: (v, id) => sql`exists (select 1 from ${employees} where ${and(eq(employees.id, id), eq(employees.company_id, v.company.id), inScopeTeams(peopleScope(v)))})`,
  },
};

/** The object types whose objects this viewer may see some of. */
export const visibleObjectTypes = (v: Viewer): ObjectType[] => OBJECT_TYPES.filter((t) => REGISTRY[t]?.kind(v) ?? false);

/** SQL: the object of this type and id is one the viewer may see. */
export function objectVisible(v: Viewer, type: ObjectType, id: IdRef): SQL {
  const access = REGISTRY[type];
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
  if (!REGISTRY[type]?.kind(v)) return false;
  const [row] = await db.select({ yes: sql<boolean>`${objectVisible(v, type, sql`${id}::uuid`)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.yes);
}
