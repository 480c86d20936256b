import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CarEditFields, CarListItem, carsListQuerySchema } from '../../shared/fleet/fleet.schema';
import type { Db } from '../db/database';
import { containsSql, foldSql } from '../db/text-sql';
import { users } from '../db/schema/auth';
import { cars } from '../db/schema/fleet';
import { employees } from '../db/schema/people';
import { inScopeTeams, type PeopleScope } from '../people/people.repo';
import { type ChangeWindow, inWindow } from '../sync/changes';

export type CarsListQuery = z.infer<typeof carsListQuerySchema>;

const personName = sql<string | null>`${employees.first_name} || ' ' || ${employees.last_name}`;

/** The fields of GET /api/cars/list, the mirror and every car write's answer. */
const listColumns = {
  id: cars.id,
  type: cars.type,
  brand: cars.brand,
  model: cars.model,
  plate: cars.plate,
  chassis_number: cars.chassis_number,
  color: cars.color,
  pk: cars.pk,
  specifics: cars.specifics,
  supplier: cars.supplier,
  fuel: cars.fuel,
  related_employee_id: cars.related_employee_id,
  person_name: personName,
  is_pool_vehicle: cars.is_pool_vehicle,
  catalogue_value: cars.catalogue_value,
  contract_type: cars.contract_type,
  cost_yearly: cars.cost_yearly,
  operational_cost_yearly: cars.operational_cost_yearly,
  own_contribution: cars.own_contribution,
  own_contribution_payment_type: cars.own_contribution_payment_type,
  date_first_registration: cars.date_first_registration,
  date_commissioning: cars.date_commissioning,
  order_date: cars.order_date,
  date_end: cars.date_end,
  co2_g_km: cars.co2_g_km,
  co2_g_km_wltp: cars.co2_g_km_wltp,
  is_utility_vehicle: cars.is_utility_vehicle,
  usage_type: cars.usage_type,
  payroll_processed: cars.payroll_processed,
  deleted: cars.deleted,
  created_at: cars.created_at,
  version: cars.version,
  updated_at: cars.updated_at,
};

type RawCar = Omit<CarListItem, 'updated_at' | 'created_at'> & { updated_at: Date; created_at: Date };
const toItem = (r: RawCar): CarListItem => ({ ...r, version: Number(r.version), created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

/** A team-only manager sees the cars of the people in their teams; pool cars belong to no team. */
const visibleCondition = (scope: PeopleScope): SQL => inScopeTeams(scope, cars.related_employee_id);
const scopeCondition = (scope: PeopleScope): SQL => and(eq(cars.company_id, scope.companyId), visibleCondition(scope))!;

const text = foldSql;
const sortExpressions: Record<CarsListQuery['orderby_column'], SQL> = {
  vehicle: text(sql`${cars.brand} || ' ' || ${cars.model}`),
  person: text(personName),
  plate: text(sql`${cars.plate}`),
  fuel: sql`${cars.fuel}`,
  brand: text(sql`${cars.brand}`),
  model: text(sql`${cars.model}`),
  color: text(sql`${cars.color}`),
};

/** `segment`: which cars of the scope (segments/segment-filter.ts); without it, show_deleted_only alone decides. */
export async function listCars(db: Db, scope: PeopleScope, q: CarsListQuery, segment?: SQL) {
  const conditions: SQL[] = [scopeCondition(scope), segment ?? eq(cars.deleted, q.show_deleted_only === '1' ? 1 : 0)];
  if (q.search_term) {
    const term = q.search_term;
    conditions.push(or(...[sql`${cars.brand}`, sql`${cars.model}`, sql`${cars.plate}`, sql`${cars.color}`, personName].map((e) => containsSql(e, term)))!);
  }
  const where = and(...conditions);
  const order = q.orderby_direction === 'desc' ? desc : asc;
  const rows = await db
    .select(listColumns)
    .from(cars)
    .leftJoin(employees, eq(employees.id, cars.related_employee_id))
    .where(where)
    .orderBy(sql`${order(sortExpressions[q.orderby_column])} nulls last`, asc(cars.id))
    .limit(q.per_page)
    .offset(q.page * q.per_page);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(cars).leftJoin(employees, eq(employees.id, cars.related_employee_id)).where(where);
  const [archived] = await db.select({ yes: sql<boolean>`exists (select 1 from ${cars} where ${and(scopeCondition(scope), eq(cars.deleted, 1))})` }).from(sql`(select 1) as one`);
  return { data: (rows as RawCar[]).map(toItem), count: Number(total?.n ?? 0), has_archived_vehicles: Boolean(archived?.yes) };
}

/** One car in scope with who changed it last (for a conflict's `changed_by`), or null. */
export async function getCar(db: Db, scope: PeopleScope, id: string) {
  const [row] = await db
    .select({ ...listColumns, updated_by: cars.updated_by, updated_by_name: users.name, person_avatar: employees.avatar })
    .from(cars)
    .leftJoin(employees, eq(employees.id, cars.related_employee_id))
    .leftJoin(users, eq(users.id, cars.updated_by))
    .where(and(scopeCondition(scope), eq(cars.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, person_avatar, ...car } = row;
  return { car: toItem(car as RawCar), changedBy: { id: updated_by, name: updated_by_name }, personAvatar: person_avatar };
}

/** Sets the given fields; the trigger takes the new version and stamps updated_at and updated_by. */
export async function updateCar(db: Db, p: { companyId: string; id: string; userId: string; fields: Partial<CarEditFields> }): Promise<void> {
  await db
    .update(cars)
    .set({ ...p.fields, updated_by: p.userId })
    .where(and(eq(cars.company_id, p.companyId), eq(cars.id, p.id)));
}

/** Cars changed after the cursor, in version order, in the list's shape (sync pull). */
export async function carChanges(db: Db, scope: PeopleScope, w: ChangeWindow): Promise<{ car: CarListItem; visible: boolean }[]> {
  const visible = visibleCondition(scope);
  const rows = await db
    .select({ ...listColumns, visible: sql<boolean>`${visible}` })
    .from(cars)
    .leftJoin(employees, eq(employees.id, cars.related_employee_id))
    .where(inWindow(cars, scope.companyId, w, visible))
    .orderBy(asc(cars.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...car }) => ({ car: toItem(car as RawCar), visible: Boolean(seen) }));
}
