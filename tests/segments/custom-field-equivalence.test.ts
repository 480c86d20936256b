import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFieldSql, customValueAs } from '../../src/server/custom-fields/custom-field-sql';
import { cars } from '../../src/server/db/schema/fleet';
import { companies } from '../../src/server/db/schema/companies';
import { customFieldValues } from '../../src/server/db/schema/custom-fields';
import type { Database, Db } from '../../src/server/db/database';
import { customValueKey } from '../../src/shared/custom-fields/custom-fields.schema';
import type { SegmentCustomField } from '../../src/shared/segments/segment-fields';
import { isIsoDate } from '../../src/shared/segments/segment-values';
import { CUSTOM_FIELD_PREFIX } from '../../src/shared/segments/segment.schema';
import { openTestDatabase } from '../helpers/test-db';
import { checkSide, loadWorlds, randomDefinitions, type SegmentSide, type Worlds } from './equivalence-harness';
import { runSeed, seededRandom, type Random } from './random';
import { seedRandomRows } from './random-rows';
import { CAR_CUSTOM_FIELDS, customValue, EMPLOYEE_CUSTOM_FIELDS, shiftDate } from './random-values';

// The same equivalence as segment-equivalence.test.ts, over the real custom field storage: one
// custom_field_values row per object, values as canonical text under the field's id, read by the
// server through customFieldSql and by the mirror as the pull sends them (`custom_field_{id}` keys).
// A share of stored values is not what its kind expects (no real date, a comma decimal): both
// sides must read those as empty, and the SQL must not fail on them.

const DEFINITIONS_PER_OBJECT = 300;
const seed = runSeed() + 1;
const rnd = seededRandom(seed);
let database: Database;
let companyId: string;
let worlds: Worlds | undefined;

const JUNK = ['not a date', '2024-02-30', '2023-02-29', '0000-01-01', '2024-1-5', '12,50', '1e5', ' 12', '-', 'yes', '', '１２'];

function storedValue(r: Random, field: SegmentCustomField): string | null {
  if (r.chance(0.08)) return r.pick(JUNK);
  const v = customValue(r, field);
  return v === null ? null : String(v);
}

/** One values row per object, as the custom-fields area stores them: its id is the object's id. */
async function insertValues(
  db: Db,
  object: 'car' | 'employee',
  ids: string[],
  fields: readonly SegmentCustomField[],
): Promise<Map<string, Record<string, string>>> {
  const mirror = new Map<string, Record<string, string>>();
  const rows = ids.flatMap((id) => {
    if (rnd.chance(0.1)) return [];
    const values: Record<string, string> = {};
    for (const f of fields) {
      const v = storedValue(rnd, f);
      if (v !== null) values[f.id] = v;
    }
    mirror.set(id, Object.fromEntries(Object.entries(values).map(([k, v]) => [customValueKey(k), v])));
    return [{ id, company_id: companyId, related_object: object, related_object_id: id, values }];
  });
  if (rows.length) await db.insert(customFieldValues).values(rows);
  return mirror;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const seeded = await seedRandomRows(database.db, rnd, { people: 70, cars: 180 });
  companyId = seeded.companyId;
  const carValues = await insertValues(database.db, 'car', seeded.carIds, CAR_CUSTOM_FIELDS);
  const personValues = await insertValues(database.db, 'employee', seeded.employeeIds, EMPLOYEE_CUSTOM_FIELDS);
  // A row of another company under the same object id must never be read.
  const otherCompany = rnd.uuid();
  await database.db.insert(companies).values({ id: otherCompany, name: 'Elsewhere' });
  await database.db.insert(customFieldValues).values({
    id: rnd.uuid(),
    company_id: otherCompany,
    related_object: 'car',
    related_object_id: seeded.carIds[0]!,
    values: { [CAR_CUSTOM_FIELDS[2]!.id]: 'Leaked' },
  });
  worlds = await loadWorlds(database.db, {
    companyId,
    teamIds: seeded.teamIds,
    carFields: CAR_CUSTOM_FIELDS,
    employeeFields: EMPLOYEE_CUSTOM_FIELDS,
    customValue: (row, fieldId) => (carValues.get(row.id) ?? personValues.get(row.id))?.[customValueKey(fieldId)],
  });
});
afterAll(() => database?.close());

async function checkRandom(object: SegmentSide) {
  if (!worlds) throw new Error('beforeAll did not set up the rows');
  const customFields = object === 'car' ? CAR_CUSTOM_FIELDS : EMPLOYEE_CUSTOM_FIELDS;
  // Half the definitions on custom fields only, half over every field.
  const half = DEFINITIONS_PER_OBJECT / 2;
  const definitions = [
    ...randomDefinitions(rnd, worlds, object, half, (f) => f.id.startsWith(CUSTOM_FIELD_PREFIX)),
    ...randomDefinitions(rnd, worlds, object, half),
  ];
  const label = (i: number) => `${object} definition #${i} (SEGMENT_SEED=${seed - 1})`;
  const discriminating = await checkSide(worlds, { db: database.db, companyId, object, sql: { customFields, customFieldSql }, label }, definitions);
  expect(discriminating).toBeGreaterThan(half);
}

describe('segments on real custom field values: evaluator and SQL agree', () => {
  it(`for cars, on ${DEFINITIONS_PER_OBJECT} random definitions`, () => checkRandom('car'));
  it(`for people, on ${DEFINITIONS_PER_OBJECT} random definitions`, () => checkRandom('employee'));

  it('reads a real date exactly where the evaluator does, around month ends and leap days', async () => {
    const samples = [
      '0001-01-01',
      '9999-12-31',
      '0000-02-29',
      '0004-02-29',
      '1900-02-29',
      '2000-02-29',
      '2100-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-02-3',
      '12024-01-01',
    ];
    for (let day = 0; day < 800; day++) samples.push(shiftDate('2023-01-01', day));
    // The same days pushed past their month's end: some real, some not.
    for (const s of samples.slice(12)) samples.push(s.replace(/-(\d\d)$/, (_, d: string) => `-${String(Number(d) + 2).padStart(2, '0')}`));
    const read = await database.db.execute(
      sql`select s, ${customValueAs('date', sql`s`)}::text as d from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) s`,
    );
    const rows = (read as unknown as { rows: { s: string; d: string | null }[] }).rows;
    expect(rows).toHaveLength(samples.length);
    for (const r of rows) expect(r.d, r.s).toBe(isIsoDate(r.s) ? r.s : null);
  });

  it('reads decimals as the evaluator does, and nothing of another company', async () => {
    const samples = ['12.50', '-0', '007', '1e5', '12,5', '.5', '5.', ' 1', '99999999999999999999.000000000000000000001'];
    const read = await database.db.execute(
      sql`select s, ${customValueAs('number', sql`s`)}::text as n from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) s`,
    );
    const parsed = Object.fromEntries((read as unknown as { rows: { s: string; n: string | null }[] }).rows.map((r) => [r.s, r.n]));
    expect(parsed).toEqual({
      '12.50': '12.50',
      '-0': '0',
      '007': '7',
      '1e5': null,
      '12,5': null,
      '.5': null,
      '5.': null,
      ' 1': null,
      '99999999999999999999.000000000000000000001': '99999999999999999999.000000000000000000001',
    });
    const leaked = await database.db.execute(
      sql`select ${customFieldSql(CAR_CUSTOM_FIELDS[2]!.id, 'text', cars.id)} as v from ${cars} where ${cars.company_id} = ${companyId}::uuid`,
    );
    expect((leaked as unknown as { rows: { v: string | null }[] }).rows.map((r) => r.v)).not.toContain('Leaked');
  });
});
