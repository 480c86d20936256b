import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { builtInSegments } from '../../src/shared/segments/built-in-segments';
import type { SegmentDefinition } from '../../src/shared/segments/segment.schema';
import { openTestDatabase } from '../helpers/test-db';
import { checkSide, loadWorlds, randomDefinitions, type SegmentSide, type Worlds } from './equivalence-harness';
import { runSeed, seededRandom } from './random';
import { readCustomValues, seedRandomRows, testCustomFieldSql } from './random-rows';
import { CAR_CUSTOM_FIELDS, EMPLOYEE_CUSTOM_FIELDS } from './random-values';

// The mirror's evaluator and the server's SQL must pick the same rows for any segment
// (docs/architecture.md section 6: lists filter locally; the API filters in SQL). Rows are read back
// through the list repos, so the evaluator sees exactly what the API and the mirror hold. Custom
// values come from a test-only typed table here; custom-field-equivalence.test.ts runs the same
// over the real custom_field_values storage. Replay a failure with SEGMENT_SEED=<seed>.

const DEFINITIONS_PER_OBJECT = 400;
const seed = runSeed();
const rnd = seededRandom(seed);
let database: Database;
let companyId: string;
let worlds: Worlds | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  const seeded = await seedRandomRows(database.db, rnd, { people: 80, cars: 220 });
  companyId = seeded.companyId;
  const values = await readCustomValues(database.db);
  worlds = await loadWorlds(database.db, {
    companyId,
    teamIds: seeded.teamIds,
    carFields: CAR_CUSTOM_FIELDS,
    employeeFields: EMPLOYEE_CUSTOM_FIELDS,
    customValue: (row, fieldId) => values.get(`${row.id}|${fieldId}`),
  });
  expect(worlds.car.rows).toHaveLength(seeded.carIds.length);
  expect(worlds.employee.rows).toHaveLength(seeded.employeeIds.length);
});
afterAll(() => database?.close());

function check(object: SegmentSide, definitions: SegmentDefinition[]) {
  if (!worlds) throw new Error('beforeAll did not set up the rows');
  const customFields = object === 'car' ? CAR_CUSTOM_FIELDS : EMPLOYEE_CUSTOM_FIELDS;
  const label = (i: number) => `${object} definition #${i} (SEGMENT_SEED=${seed})`;
  return checkSide(worlds, { db: database.db, companyId, object, sql: { customFields, customFieldSql: testCustomFieldSql }, label }, definitions);
}

async function checkRandom(object: SegmentSide) {
  if (!worlds) throw new Error('beforeAll did not set up the rows');
  // Guard the generator: most segments must pick some rows and leave others.
  expect(await check(object, randomDefinitions(rnd, worlds, object, DEFINITIONS_PER_OBJECT))).toBeGreaterThan(DEFINITIONS_PER_OBJECT / 2);
}

describe('segments: evaluator and SQL agree', () => {
  it(`for cars, on ${DEFINITIONS_PER_OBJECT} random definitions over random rows`, () => checkRandom('car'));
  it(`for people, on ${DEFINITIONS_PER_OBJECT} random definitions over random rows`, () => checkRandom('employee'));
  it('on the built-in segments (all, archived / inactive)', async () => {
    for (const object of ['car', 'employee'] as const) {
      const definitions = builtInSegments(object).map((s) => s.definition);
      expect(definitions).toHaveLength(2);
      expect(await check(object, definitions)).toBe(2);
    }
  });
});
