import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/server/db/database';
import { companies } from '../../src/server/db/schema/companies';
import { cars } from '../../src/server/db/schema/fleet';
import { employees, teamMembers, teams } from '../../src/server/db/schema/people';
import { ALL_FUELS, CAR_TYPES, CONTRACT_TYPES, USAGE_TYPES } from '../../src/shared/fleet/fleet.schema';
import { DIMONA_STATUTES } from '../../src/shared/people/people.schema';
import type { FieldKind, SegmentCustomField } from '../../src/shared/segments/segment-fields';
import type { Random } from './random';
import { CAR_CUSTOM_FIELDS, customValue, date, EMPLOYEE_CUSTOM_FIELDS, maybe, MONEY, text } from './random-values';

// Random companies' worth of rows in the real tables, plus a test-only table standing in for the
// custom-fields area's storage (typed columns, one row per object and field).

export interface SeededRows {
  companyId: string;
  teamIds: string[];
  carIds: string[];
  employeeIds: string[];
}

const CUSTOM_TABLE = sql.raw('seg_test_custom_values');

/** The test's custom field resolver for segmentWhere: typed columns of the test table. */
export function testCustomFieldSql(customFieldId: string, kind: FieldKind, objectId: AnyPgColumn): SQL {
  const column = sql.raw(kind === 'date' ? 'date_value' : kind === 'number' ? 'number_value' : kind === 'flag' ? 'number_value::int' : 'text_value');
  return sql`(select v.${column} from ${CUSTOM_TABLE} v where v.object_id = ${objectId} and v.field_id = ${customFieldId})`;
}

async function insertCustomValues(db: Db, rnd: Random, objectIds: string[], fields: readonly SegmentCustomField[]): Promise<void> {
  const rows: SQL[] = [];
  for (const objectId of objectIds) {
    for (const field of fields) {
      const value = customValue(rnd, field);
      if (value === null) continue;
      const v = String(value);
      // One typed column per kind; flags are 0/1 numbers.
      const [t, n, d] = field.kind === 'date' ? [null, null, v] : field.kind === 'number' || field.kind === 'flag' ? [null, v, null] : [v, null, null];
      rows.push(sql`(${objectId}::uuid, ${field.id}, ${t}::text, ${n}::numeric, ${d}::date)`);
    }
  }
  if (rows.length)
    await db.execute(sql`insert into ${CUSTOM_TABLE} (object_id, field_id, text_value, number_value, date_value) values ${sql.join(rows, sql`, `)}`);
}

/** Inserts a company with teams, people (with managers and memberships), cars and custom values. */
export async function seedRandomRows(db: Db, rnd: Random, counts: { people: number; cars: number }): Promise<SeededRows> {
  const companyId = rnd.uuid();
  await db.insert(companies).values({ id: companyId, name: 'Segment test company' });
  const teamIds = Array.from({ length: 4 }, () => rnd.uuid());
  await db.insert(teams).values(teamIds.map((id, i) => ({ id, company_id: companyId, name: `Team ${i}` })));

  const employeeIds: string[] = [];
  const people: (typeof employees.$inferInsert)[] = [];
  const members: (typeof teamMembers.$inferInsert)[] = [];
  for (let i = 0; i < counts.people; i++) {
    const id = rnd.uuid();
    people.push({
      id,
      company_id: companyId,
      first_name: text(rnd),
      last_name: text(rnd),
      email: maybe(rnd, 0.7, () => text(rnd)),
      phone: maybe(rnd, 0.5, () => text(rnd)),
      role: maybe(rnd, 0.6, () => text(rnd)),
      manager_id: employeeIds.length && rnd.chance(0.6) ? rnd.pick(employeeIds) : null,
      joined: maybe(rnd, 0.8, () => date(rnd)),
      active_until: maybe(rnd, 0.4, () => date(rnd)),
      recent_contract_start: maybe(rnd, 0.5, () => date(rnd)),
      dimona_statute: maybe(rnd, 0.5, () => rnd.pick(DIMONA_STATUTES)),
      seniority_date: maybe(rnd, 0.5, () => date(rnd)),
    });
    for (const team_id of teamIds) if (rnd.chance(0.3)) members.push({ company_id: companyId, team_id, employee_id: id });
    employeeIds.push(id);
  }
  // Managers are always earlier people, so one statement inserts them all.
  await db.insert(employees).values(people);
  await db.insert(teamMembers).values(members);

  const carIds: string[] = [];
  const carRows: (typeof cars.$inferInsert)[] = [];
  for (let i = 0; i < counts.cars; i++) {
    const id = rnd.uuid();
    carRows.push({
      id,
      company_id: companyId,
      type: rnd.pick(CAR_TYPES),
      brand: text(rnd),
      model: text(rnd),
      plate: maybe(rnd, 0.8, () => text(rnd)),
      color: maybe(rnd, 0.6, () => text(rnd)),
      fuel: maybe(rnd, 0.8, () => rnd.pick(ALL_FUELS)),
      related_employee_id: rnd.chance(0.75) ? rnd.pick(employeeIds) : null,
      is_pool_vehicle: rnd.chance(0.2) ? 1 : 0,
      deleted: rnd.chance(0.2) ? 1 : 0,
      chassis_number: maybe(rnd, 0.6, () => text(rnd)),
      usage_type: rnd.pick(USAGE_TYPES),
      contract_type: maybe(rnd, 0.7, () => rnd.pick(CONTRACT_TYPES)),
      catalogue_value: maybe(rnd, 0.7, () => rnd.pick(MONEY)),
      cost_yearly: maybe(rnd, 0.6, () => rnd.pick(MONEY)),
      operational_cost_yearly: maybe(rnd, 0.6, () => rnd.pick(MONEY)),
      date_first_registration: maybe(rnd, 0.7, () => date(rnd)),
    });
    carIds.push(id);
  }
  await db.insert(cars).values(carRows);

  await db.execute(
    sql`create table ${CUSTOM_TABLE} (object_id uuid not null, field_id text not null, text_value text, number_value numeric, date_value date, primary key (object_id, field_id))`,
  );
  await insertCustomValues(db, rnd, carIds, CAR_CUSTOM_FIELDS);
  await insertCustomValues(db, rnd, employeeIds, EMPLOYEE_CUSTOM_FIELDS);
  return { companyId, teamIds, carIds, employeeIds };
}

/** The custom values as the API would send them: `${objectId}|${fieldId}` → value. */
export async function readCustomValues(db: Db): Promise<Map<string, unknown>> {
  type Raw = { object_id: string; field_id: string; text_value: string | null; number_value: string | null; date_value: string | null };
  const result = (await db.execute(
    sql`select object_id::text, field_id, text_value, number_value::text as number_value, date_value::text as date_value from ${CUSTOM_TABLE}`,
  )) as unknown as { rows: Raw[] };
  const values = new Map<string, unknown>();
  for (const r of result.rows) values.set(`${r.object_id}|${r.field_id}`, r.date_value ?? r.number_value ?? r.text_value);
  return values;
}
