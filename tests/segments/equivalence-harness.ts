import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { cars } from '../../src/server/db/schema/fleet';
import { employees } from '../../src/server/db/schema/people';
import { listCars } from '../../src/server/fleet/cars.repo';
import { listEmployees } from '../../src/server/people/people.repo';
import { segmentWhere, type SegmentSqlOptions } from '../../src/server/segments/segment-sql';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import type { PersonListItem } from '../../src/shared/people/people.schema';
import { compileSegment } from '../../src/shared/segments/evaluate';
import { carSegmentAccess, employeeSegmentAccess, teamIdsByPerson } from '../../src/shared/segments/segment-access';
import { segmentFieldsFor, type SegmentCustomField, type SegmentField } from '../../src/shared/segments/segment-fields';
import type { SegmentDefinition } from '../../src/shared/segments/segment.schema';
import type { Random } from './random';
import { randomDefinition, type SegmentWorld } from './random-segments';

// What the equivalence tests share: the rows read back through the list repos (so the evaluator
// sees what the API and the mirror hold), the ids SQL selects in queries shaped like the list
// endpoints', and a readable report of a disagreement.

export type SegmentSide = 'car' | 'employee';

export interface Worlds {
  car: SegmentWorld<CarListItem>;
  employee: SegmentWorld<PersonListItem>;
}

export interface WorldOptions {
  companyId: string;
  teamIds: string[];
  carFields: readonly SegmentCustomField[];
  employeeFields: readonly SegmentCustomField[];
  /** A row's custom value as the mirror holds it. */
  customValue: (row: { id: string }, fieldId: string) => unknown;
}

/** Every car and person of the company, as the list endpoints answer them. */
export async function loadWorlds(db: Db, o: WorldOptions): Promise<Worlds> {
  const scope = { companyId: o.companyId, teamIds: null };
  const people = (
    await listEmployees(db, scope, { search_term: '', show_all: true, page: 0, per_page: 10_000, orderby_column: 'name', orderby_direction: 'asc' })
  ).data;
  const carQuery = {
    page: 0,
    per_page: 10_000,
    search_term: '',
    orderby_column: 'vehicle',
    orderby_direction: 'asc' as const,
    requested_cf_ids: [] as string[],
  } as const;
  const carRows = [
    ...(await listCars(db, scope, { ...carQuery, show_deleted_only: '0' })).data,
    ...(await listCars(db, scope, { ...carQuery, show_deleted_only: '1' })).data,
  ];
  return {
    car: {
      fields: segmentFieldsFor('car', { customFields: o.carFields }),
      rows: carRows,
      access: carSegmentAccess({ teamIdsOfPerson: teamIdsByPerson(people), customFields: o.carFields, customValue: o.customValue }),
      teamIds: o.teamIds,
    },
    employee: {
      fields: segmentFieldsFor('employee', { customFields: o.employeeFields }),
      rows: people,
      access: employeeSegmentAccess({ customFields: o.employeeFields, customValue: o.customValue }),
      teamIds: o.teamIds,
    },
  };
}

const manager = alias(employees, 'manager');

/** The ids the server selects, inside queries shaped like the list endpoints' (same joins). */
export async function sqlIds(db: Db, companyId: string, object: SegmentSide, definition: SegmentDefinition, opts: SegmentSqlOptions): Promise<string[]> {
  const where = (own: SQL) => and(own, segmentWhere(object, definition, opts));
  const rows =
    object === 'car'
      ? await db
          .select({ id: cars.id })
          .from(cars)
          .leftJoin(employees, eq(employees.id, cars.related_employee_id))
          .where(where(eq(cars.company_id, companyId)))
      : await db
          .select({ id: employees.id })
          .from(employees)
          .leftJoin(manager, eq(manager.id, employees.manager_id))
          .where(where(eq(employees.company_id, companyId)));
  return rows.map((r) => r.id).sort();
}

export function jsIds<Row extends { id: string }>(world: SegmentWorld<Row>, definition: SegmentDefinition): string[] {
  const matches = compileSegment(definition, world.access);
  return world.rows
    .filter(matches)
    .map((r) => r.id)
    .sort();
}

function describeMismatch<Row extends { id: string }>(
  label: string,
  world: SegmentWorld<Row>,
  definition: SegmentDefinition,
  js: string[],
  db: string[],
): string {
  const onlyJs = js.filter((id) => !db.includes(id));
  const onlyDb = db.filter((id) => !js.includes(id));
  const rowsOf = (ids: string[]) => ids.slice(0, 3).map((id) => JSON.stringify(world.rows.find((r) => r.id === id)));
  return [
    `${label} selects different rows:`,
    JSON.stringify(definition, null, 2),
    `only the evaluator (${onlyJs.length}): ${onlyJs.join(', ')}`,
    ...rowsOf(onlyJs),
    `only the SQL (${onlyDb.length}): ${onlyDb.join(', ')}`,
    ...rowsOf(onlyDb),
  ].join('\n');
}

/** Fails on the first definition the two sides disagree on; answers how many picked some rows but not all. */
export async function checkDefinitions<Row extends { id: string }>(
  p: { db: Db; companyId: string; object: SegmentSide; world: SegmentWorld<Row>; sql: SegmentSqlOptions; label: (i: number) => string },
  definitions: SegmentDefinition[],
): Promise<number> {
  let discriminating = 0;
  for (const [i, definition] of definitions.entries()) {
    const js = jsIds(p.world, definition);
    const db = await sqlIds(p.db, p.companyId, p.object, definition, p.sql);
    if (js.join() !== db.join()) expect.fail(describeMismatch(p.label(i), p.world, definition, js, db));
    if (js.length > 0 && js.length < p.world.rows.length) discriminating++;
  }
  return discriminating;
}

type SideParams = Omit<Parameters<typeof checkDefinitions>[0], 'world'>;

/** checkDefinitions on the world of `p.object`. */
export function checkSide(worlds: Worlds, p: SideParams, definitions: SegmentDefinition[]): Promise<number> {
  return p.object === 'car' ? checkDefinitions({ ...p, world: worlds.car }, definitions) : checkDefinitions({ ...p, world: worlds.employee }, definitions);
}

/** Random definitions over the fields of one side, or over those `only` keeps. */
export function randomDefinitions(rnd: Random, worlds: Worlds, object: SegmentSide, count: number, only?: (f: SegmentField) => boolean): SegmentDefinition[] {
  const narrow = <Row>(w: SegmentWorld<Row>): SegmentWorld<Row> => (only ? { ...w, fields: w.fields.filter(only) } : w);
  return Array.from({ length: count }, () => (object === 'car' ? randomDefinition(rnd, narrow(worlds.car)) : randomDefinition(rnd, narrow(worlds.employee))));
}
