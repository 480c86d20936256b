import { and, eq, ne, sql } from 'drizzle-orm';
import { plateKey } from '../../shared/fleet/plate-key';
import type { Db } from '../db/database';
import { cars } from '../db/schema/fleet';
import type { PeopleScope } from '../people/people-scope';
import { carVisibleCondition } from './cars.repo';

// The car writes' reads and statements. The sync triggers take each row's new version and stamp
// updated_at; updated_by is set here.

/** Car columns as saved (normalizeCar's output narrowed to the column types). */
export type CarSaved = Omit<typeof cars.$inferInsert, 'id' | 'company_id' | 'updated_by' | 'version' | 'updated_at'>;

export async function insertCar(db: Db, p: { companyId: string; id: string; userId: string; fields: CarSaved }): Promise<void> {
  await db.insert(cars).values({ ...p.fields, id: p.id, company_id: p.companyId, updated_by: p.userId });
}

export async function updateCar(db: Db, p: { companyId: string; id: string; userId: string; fields: Partial<CarSaved> }): Promise<void> {
  await db
    .update(cars)
    .set({ ...p.fields, updated_by: p.userId })
    .where(and(eq(cars.company_id, p.companyId), eq(cars.id, p.id)));
}

/** Hard delete: the triggers drop its custom values, files' rows, tags and activity, and send a tombstone. */
export async function deleteCar(db: Db, p: { companyId: string; id: string }): Promise<void> {
  await db.delete(cars).where(and(eq(cars.company_id, p.companyId), eq(cars.id, p.id)));
}

/** Whether any car of any company has this id (a client-made id must be new). */
export async function carIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, id));
  return row !== undefined;
}

/** The SQL twin of plateKey (shared/fleet/plate-key.ts): the same characters stripped, upper case. */
const plateKeySql = sql`upper(regexp_replace(${cars.plate}, '[[:space:]-]', '', 'g'))`;

/**
 * The active vehicle of the company with this plate (other than `exceptId`), or null; `visible`
 * says whether the viewer may see it (a team-only manager learns that the plate is taken, not which car).
 */
export async function carWithPlate(db: Db, scope: PeopleScope, plate: string, exceptId?: string): Promise<{ id: string; visible: boolean } | null> {
  const conditions = [eq(cars.company_id, scope.companyId), eq(cars.deleted, 0), sql`${plateKeySql} = ${plateKey(plate)}`];
  if (exceptId) conditions.push(ne(cars.id, exceptId));
  const [row] = await db
    .select({ id: cars.id, visible: sql<boolean>`${carVisibleCondition(scope)}` })
    .from(cars)
    .where(and(...conditions))
    .limit(1);
  return row ? { id: row.id, visible: Boolean(row.visible) } : null;
}
