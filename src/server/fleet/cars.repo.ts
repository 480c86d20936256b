import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { CAR_SEARCH, searchTerms } from '../../shared/list-search';
import type { CarListItem, CarsListQuery } from '../../shared/fleet/fleet.schema';
import type { Db } from '../db/database';
import { listCount } from '../db/list-count';
import { listSearchSql } from '../db/search-sql';

import { users } from '../db/schema/auth';
import { cars } from '../db/schema/fleet';
import { COUNTED, countIn, narrowed, ownOrder, partRows, rowsInOrder, type Paging, type SortedPart } from '../custom-fields/custom-field-sort';
import { employees } from '../db/schema/people';
import { inScopeTeams, personNamed, type PeopleScope } from '../people/people-scope';
import { type ChangeWindow, type SqlRowsQuery, sqlRowSelection, inWindow } from '../sync/changes';
import { jsonArraySql } from '../db/json-row-sql';
import { carListColumns, toCarItem, type RawCar } from './cars-columns';
import { carSortSql } from './cars-sort';

export type { CarsListQuery };

/** A team-only manager sees the cars of the people in their teams; pool cars belong to no team. */
export const carVisibleCondition = (scope: PeopleScope): SQL => inScopeTeams(scope, cars.related_employee_id);
export const carScopeCondition = (scope: PeopleScope): SQL => and(eq(cars.company_id, scope.companyId), carVisibleCondition(scope))!;

const own = { stored: cars.search_text };
const SEARCHED = { brand: own, model: own, plate: own, color: own, chassis_number: own, person: personNamed(cars.related_employee_id) };

/** `segment`: which cars of the scope (segments/segment-filter.ts); without it, show_deleted_only alone decides. */
function listWhere(
  scope: PeopleScope,
  q: Pick<CarsListQuery, 'show_deleted_only' | 'search_term'>,
  segment: SQL | undefined,
  searchFields: readonly CustomFieldRow[],
): SQL {
  const search = listSearchSql(CAR_SEARCH, SEARCHED, q.search_term, { fields: searchFields, objectId: cars.id, companyId: scope.companyId });
  return and(carScopeCondition(scope), segment ?? eq(cars.deleted, q.show_deleted_only === '1' ? 1 : 0), search)!;
}

export interface CarsListOptions {
  /** The custom field of a cf_{id} orderby_column (the route checked it is one of the company's car fields). */
  sortField?: CustomFieldRow | null;
  /** No paging: every matching row (the Excel export). */
  all?: boolean;
  /** The custom fields the search reads (custom-fields/list-custom-columns.ts searchedCustomFields). */
  searchFields?: readonly CustomFieldRow[];
}

/** The rows of GET /api/cars/list (or its export) in the requested order; ties by id, empty values last. */
export async function listCars(db: Db, scope: PeopleScope, q: CarsListQuery, segment?: SQL, o: CarsListOptions = {}) {
  const where = listWhere(scope, q, segment, o.searchFields ?? []);
  // A page's ids are chosen first and only its own rows read whole: reading, joining and sorting
  // every match's columns made most of a search's time (5,400 cars hold 'volvo' in 100,000).
  // Conditions and sort keys read the car alone (a person's name through a subquery), so choosing
  // and counting join nothing: with the person joined, PostgreSQL 15 removes the join but still
  // reads every row for its person id, and counting 97,000 cars took 34 ms instead of 7.
  const rawRows = (part: SortedPart, page: Paging | null) => {
    const whole = () => db.select(carListColumns).from(cars).$dynamic().leftJoin(employees, eq(employees.id, cars.related_employee_id));
    if (!page) return partRows(narrowed(whole(), part, where), part, null);
    const ids = partRows(narrowed(db.select({ id: cars.id }).from(cars).$dynamic(), part, where), part, page);
    return partRows(narrowed(whole(), part, inArray(cars.id, ids)), part, null);
  };
  // Each page shaped as it comes (toCarItem), not a whole export's rows at the end in one go.
  const read = async (part: SortedPart, page: Paging | null) => ((await rawRows(part, page)) as RawCar[]).map(toCarItem);
  const countOf = (part: SortedPart) => countIn(narrowed(db.select(COUNTED).from(cars).$dynamic(), part, where));
  const page = o.all ? null : { offset: q.page * q.per_page, limit: q.per_page };
  const key = carSortSql(q.orderby_column, searchTerms(q.search_term).length > 0);
  const rows = await rowsInOrder({ direction: q.orderby_direction, field: o.sortField, key, then: [asc(cars.id)] }, cars.id, page, read, countOf);
  const total = await listCount(db, where, () => countOf(ownOrder([])));
  const [archived] = await db
    .select({ yes: sql<boolean>`exists (select 1 from ${cars} where ${and(carScopeCondition(scope), eq(cars.deleted, 1))})` })
    .from(sql`(select 1) as one`);
  return { data: rows, count: total, has_archived_vehicles: Boolean(archived?.yes) };
}

/** One car in scope with who changed it last (for a conflict's `changed_by`) and its person's avatar, or null. */
export async function getCar(db: Db, scope: PeopleScope, id: string) {
  const [row] = await db
    .select({ ...carListColumns, updated_by: cars.updated_by, updated_by_name: users.name, person_avatar: employees.avatar })
    .from(cars)
    .leftJoin(employees, eq(employees.id, cars.related_employee_id))
    .leftJoin(users, eq(users.id, cars.updated_by))
    .where(and(carScopeCondition(scope), eq(cars.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, person_avatar, ...car } = row;
  return { car: toCarItem(car as RawCar), changedBy: { id: updated_by, name: updated_by_name }, personAvatar: person_avatar };
}

/** A car just written, as its answer carries it: read unscoped by team, as a change of person may take it out of the writer's teams. */
export async function savedCar(db: Db, companyId: string, id: string): Promise<CarListItem> {
  const found = await getCar(db, { companyId, teamIds: null }, id);
  if (!found) throw new Error(`Car ${id} was not saved`);
  return found.car;
}

/** Cars changed after the cursor, in version order, in the list's shape (sync pull, column form). */
export function carChanges(db: Db, scope: PeopleScope, w: ChangeWindow): SqlRowsQuery {
  const visible = carVisibleCondition(scope);
  const query = db
    .select(sqlRowSelection(jsonArraySql(carListColumns), cars, visible))
    .from(cars)
    .leftJoin(employees, eq(employees.id, cars.related_employee_id))
    .where(inWindow(cars, scope.companyId, w, visible))
    .orderBy(asc(cars.version))
    .limit(w.limit);
  return { cols: Object.keys(carListColumns), query };
}
