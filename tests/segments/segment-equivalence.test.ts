import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { cars } from '../../src/server/db/schema/fleet';
import { employees } from '../../src/server/db/schema/people';
import { listCars } from '../../src/server/fleet/cars.repo';
import { listEmployees } from '../../src/server/people/people.repo';
import { segmentWhere, type SegmentSqlOptions } from '../../src/server/segments/segment-sql';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import type { SegmentObjectType } from '../../src/shared/objects';
import type { PersonListItem } from '../../src/shared/people/people.schema';
import { builtInSegments } from '../../src/shared/segments/built-in-segments';
import { compileSegment } from '../../src/shared/segments/evaluate';
import { carSegmentAccess, employeeSegmentAccess, teamIdsByPerson } from '../../src/shared/segments/segment-access';
import { segmentFieldsFor } from '../../src/shared/segments/segment-fields';
import type { SegmentDefinition } from '../../src/shared/segments/segment.schema';
import { openTestDatabase } from '../helpers/test-db';
import { runSeed, seededRandom } from './random';
import { readCustomValues, seedRandomRows, testCustomFieldSql } from './random-rows';
import { randomDefinition, type SegmentWorld } from './random-segments';
import { CAR_CUSTOM_FIELDS, EMPLOYEE_CUSTOM_FIELDS } from './random-values';

// The mirror's evaluator and the server's SQL must pick the same rows for any segment
// (ARCHITECTURE.md section 6: lists filter locally; the API filters in SQL). Rows are read back
// through the list repos, so the evaluator sees exactly what the API and the mirror hold.
// Replay a failure with SEGMENT_SEED=<seed printed in the message>.

const DEFINITIONS_PER_OBJECT = 400;
const seed = runSeed();
const rnd = seededRandom(seed);
let database: Database;
let companyId: string;
const worlds: { car?: SegmentWorld<CarListItem>; employee?: SegmentWorld<PersonListItem> } = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const seeded = await seedRandomRows(database.db, rnd, { people: 80, cars: 220 });
  companyId = seeded.companyId;
  const scope = { companyId, teamIds: null };
  const people = (await listEmployees(database.db, scope, { search_term: '', show_all: true, page: 0, per_page: 10_000, orderby_column: 'name', orderby_direction: 'asc' })).data;
  const carQuery = { page: 0, per_page: 10_000, search_term: '', orderby_column: 'vehicle', orderby_direction: 'asc' } as const;
  const carRows = [...(await listCars(database.db, scope, { ...carQuery, show_deleted_only: '0' })).data, ...(await listCars(database.db, scope, { ...carQuery, show_deleted_only: '1' })).data];
  const values = await readCustomValues(database.db);
  const customValue = (row: { id: string }, fieldId: string) => values.get(`${row.id}|${fieldId}`);
  worlds.car = {
    fields: segmentFieldsFor('car', { customFields: CAR_CUSTOM_FIELDS }),
    rows: carRows,
    access: carSegmentAccess({ teamIdsOfPerson: teamIdsByPerson(people), customFields: CAR_CUSTOM_FIELDS, customValue }),
    teamIds: seeded.teamIds,
  };
  worlds.employee = {
    fields: segmentFieldsFor('employee', { customFields: EMPLOYEE_CUSTOM_FIELDS }),
    rows: people,
    access: employeeSegmentAccess({ customFields: EMPLOYEE_CUSTOM_FIELDS, customValue }),
    teamIds: seeded.teamIds,
  };
  expect(carRows).toHaveLength(seeded.carIds.length);
  expect(people).toHaveLength(seeded.employeeIds.length);
});
afterAll(() => database?.close());

const manager = alias(employees, 'manager');

/** The ids the server selects, inside queries shaped like the list endpoints' (same joins). */
async function sqlIds(object: 'car' | 'employee', definition: SegmentDefinition): Promise<string[]> {
  const opts: SegmentSqlOptions = { customFields: object === 'car' ? CAR_CUSTOM_FIELDS : EMPLOYEE_CUSTOM_FIELDS, customFieldSql: testCustomFieldSql };
  const where = (own: SQL) => and(own, segmentWhere(object, definition, opts));
  const rows =
    object === 'car'
      ? await database.db.select({ id: cars.id }).from(cars).leftJoin(employees, eq(employees.id, cars.related_employee_id)).where(where(eq(cars.company_id, companyId)))
      : await database.db.select({ id: employees.id }).from(employees).leftJoin(manager, eq(manager.id, employees.manager_id)).where(where(eq(employees.company_id, companyId)));
  return rows.map((r) => r.id).sort();
}

function jsIds<Row extends { id: string }>(world: SegmentWorld<Row>, definition: SegmentDefinition): string[] {
  const matches = compileSegment(definition, world.access);
  return world.rows.filter(matches).map((r) => r.id).sort();
}

function describeMismatch<Row extends { id: string }>(object: SegmentObjectType, world: SegmentWorld<Row>, index: number, definition: SegmentDefinition, js: string[], db: string[]): string {
  const onlyJs = js.filter((id) => !db.includes(id));
  const onlyDb = db.filter((id) => !js.includes(id));
  const rowsOf = (ids: string[]) => ids.slice(0, 3).map((id) => JSON.stringify(world.rows.find((r) => r.id === id)));
  return [
    `${object} definition #${index} (SEGMENT_SEED=${seed}) selects different rows:`,
    JSON.stringify(definition, null, 2),
    `only the evaluator (${onlyJs.length}): ${onlyJs.join(', ')}`,
    ...rowsOf(onlyJs),
    `only the SQL (${onlyDb.length}): ${onlyDb.join(', ')}`,
    ...rowsOf(onlyDb),
  ].join('\n');
}

async function checkObject<Row extends { id: string }>(object: 'car' | 'employee', world: SegmentWorld<Row>, definitions: SegmentDefinition[]) {
  let discriminating = 0;
  for (const [i, definition] of definitions.entries()) {
    const js = jsIds(world, definition);
    const db = await sqlIds(object, definition);
    if (js.join() !== db.join()) expect.fail(describeMismatch(object, world, i, definition, js, db));
    if (js.length > 0 && js.length < world.rows.length) discriminating++;
  }
  return discriminating;
}

async function checkRandom<Row extends { id: string }>(object: 'car' | 'employee', world: SegmentWorld<Row> | undefined) {
  if (!world) throw new Error('beforeAll did not set up the rows');
  const definitions = Array.from({ length: DEFINITIONS_PER_OBJECT }, () => randomDefinition(rnd, world));
  const discriminating = await checkObject(object, world, definitions);
  // Guard the generator: most segments must pick some rows and leave others.
  expect(discriminating).toBeGreaterThan(DEFINITIONS_PER_OBJECT / 2);
}

async function checkBuiltIns<Row extends { id: string }>(object: 'car' | 'employee', world: SegmentWorld<Row> | undefined) {
  if (!world) throw new Error('beforeAll did not set up the rows');
  const definitions = builtInSegments(object).map((s) => s.definition);
  expect(definitions).toHaveLength(2);
  expect(await checkObject(object, world, definitions)).toBe(2);
}

describe('segments: evaluator and SQL agree', () => {
  it(`for cars, on ${DEFINITIONS_PER_OBJECT} random definitions over random rows`, () => checkRandom('car', worlds.car));
  it(`for people, on ${DEFINITIONS_PER_OBJECT} random definitions over random rows`, () => checkRandom('employee', worlds.employee));
  it('on the built-in segments (all, archived / inactive)', async () => {
    await checkBuiltIns('car', worlds.car);
    await checkBuiltIns('employee', worlds.employee);
  });
});
