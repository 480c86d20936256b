import { asc, eq, sql } from 'drizzle-orm';
import { cfNameOf, type CustomFieldRow, type CustomFieldType } from '../../shared/custom-fields/custom-fields.schema';
import { uuidv7 } from '../../shared/ids';
import type { ObjectType } from '../../shared/objects';
import type { Db } from '../db/database';
import { customFieldValues, customFields } from '../db/schema/custom-fields';
import { cars } from '../db/schema/fleet';
import { employees } from '../db/schema/people';
import { listFields, takeNumbers } from '../custom-fields/custom-fields.repo';
import type { BuiltCompany } from './company-builder';
import { insertInChunks } from './company-builder';
import { intBetween, isoDateBetween, mulberry32, pick, type Rng } from './random';

// The demo companies' custom fields, and values for most of their vehicles and people. Values are
// generated from each field's machine name or type, so `npm run seed` fills any company's fields.

interface FieldPlan {
  name: string;
  type: CustomFieldType;
  options?: string[];
  max_length?: number;
}

const DEMO_CAR_FIELDS: FieldPlan[] = [
  { name: 'Fleet number', type: 'auto_incrementing_int' },
  { name: 'Lease company', type: 'select_option', options: ['Athlon', 'Arval', 'LeasePlan', 'Alphabet', 'Ayvens'] },
  { name: 'Monthly lease', type: 'money' },
  { name: 'Next inspection', type: 'date' },
  { name: 'Fuel card number', type: 'textfield', max_length: 20 },
  { name: 'Parking spot', type: 'textfield' },
  { name: 'Service portal', type: 'hyperlink' },
];
const DEMO_EMPLOYEE_FIELDS: FieldPlan[] = [
  { name: 'T-shirt size', type: 'select_option', options: ['S', 'M', 'L', 'XL'] },
  { name: 'Emergency contact email', type: 'email' },
  { name: 'Badge number', type: 'textfield', max_length: 12 },
];
const OTHER_CAR_FIELDS: FieldPlan[] = [{ name: 'Cost centre', type: 'textfield', max_length: 20 }];

/** Share of objects that get a value of an optional field; select fields are always filled. */
const FILLED_SHARE = 0.7;

export async function addFields(db: Db, companyId: string, type: ObjectType, plans: FieldPlan[]): Promise<void> {
  await db.insert(customFields).values(
    plans.map((p, priority) => ({
      id: uuidv7(),
      company_id: companyId,
      object_type: type,
      name: p.name,
      cf_name: cfNameOf(p.name),
      type: p.type,
      max_length: p.max_length ?? null,
      options: (p.options ?? []).map((option_name) => ({ id: uuidv7(), option_name })),
      priority,
    })),
  );
}

/** The company's objects of a type, oldest first: the order auto-incrementing numbers follow. */
async function objectIds(db: Db, companyId: string, type: 'car' | 'employee'): Promise<string[]> {
  const t = type === 'car' ? cars : employees;
  const rows = await db.select({ id: t.id }).from(t).where(eq(t.company_id, companyId)).orderBy(asc(t.created_at), asc(t.id));
  return rows.map((r) => r.id);
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => intBetween(rng, 0, 9)).join('');
const FIRST = ['anna', 'marc', 'julie', 'pieter', 'sara', 'koen', 'lotte', 'wim', 'els', 'bram'];
const LAST = ['peeters', 'janssens', 'maes', 'jacobs', 'willems', 'claes', 'goossens', 'wouters'];

/** Values by machine name for the demo's fields; any other field gets one by its type. */
const BY_NAME: Record<string, (rng: Rng) => string> = {
  monthly_lease: (rng) => `${intBetween(rng, 280, 990)}.${pick(rng, ['00', '50', '95', digits(rng, 2)])}`,
  next_inspection: (rng) => isoDateBetween(rng, '2026-01-01', '2027-12-31'),
  fuel_card_number: (rng) => `FC-${digits(rng, 4)}-${digits(rng, 8)}`,
  parking_spot: (rng) => `P${intBetween(rng, -2, 3)}-${String(intBetween(rng, 1, 180)).padStart(3, '0')}`,
  service_portal: (rng) => `https://portal.fleet.example.com/vehicles/${digits(rng, 6)}`,
  emergency_contact_email: (rng) => `${pick(rng, FIRST)}.${pick(rng, LAST)}@${pick(rng, ['example.com', 'example.net', 'example.org'])}`,
  badge_number: (rng) => `B-${digits(rng, 6)}`,
  cost_centre: (rng) => `CC-${digits(rng, 3)}`,
  trainer: (rng) => `${pick(rng, ['Anna', 'Marc', 'Julie', 'Pieter', 'Sara', 'Koen'])} ${pick(rng, ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Willems'])}`,
  certificate_number: (rng) => `CERT-${intBetween(rng, 2025, 2026)}-${digits(rng, 5)}`,
};

function sampleValue(rng: Rng, f: CustomFieldRow): string | null {
  const byName = BY_NAME[f.cf_name];
  if (byName) return byName(rng);
  switch (f.type) {
    case 'select_option':
      return f.options.length ? pick(rng, f.options).id : null;
    case 'money':
      return `${intBetween(rng, 10, 2000)}.${digits(rng, 2)}`;
    case 'date':
      return isoDateBetween(rng, '2024-01-01', '2027-12-31');
    case 'email':
      return `${pick(rng, FIRST)}@example.com`;
    case 'hyperlink':
      return `https://example.com/${digits(rng, 5)}`;
    case 'textfield':
    case 'plain_text':
      return `${pick(rng, ['Ref', 'Note', 'Code'])} ${digits(rng, 4)}`.slice(0, f.max_length ?? 240);
    case 'auto_incrementing_int':
      return null;
  }
}

function valuesFor(rng: Rng, fields: CustomFieldRow[], numbers: Map<string, number>, index: number): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    if (f.type === 'auto_incrementing_int') values[f.id] = String(numbers.get(f.id)! + index);
    else if (f.type === 'select_option' || rng() < FILLED_SHARE) {
      const v = sampleValue(rng, f);
      if (v !== null) values[f.id] = v;
    }
  }
  return values;
}

/**
 * Fills the custom fields of the given objects (new ones: generated vehicles or people) with
 * plausible values, numbering them after the numbers already given, in bulk. Run it inside the
 * company's write lock when a server may be running.
 */
export async function fillCustomValues(db: Db, rng: Rng, p: { companyId: string; type: ObjectType; ids: string[] }): Promise<number> {
  const fields = await listFields(db, p.companyId, p.type);
  if (fields.length === 0 || p.ids.length === 0) return 0;
  const numbers = new Map<string, number>();
  for (const f of fields) if (f.type === 'auto_incrementing_int') numbers.set(f.id, await takeNumbers(db, f.id, p.ids.length));
  const rows = p.ids.map((id, i) => ({
    id,
    company_id: p.companyId,
    related_object: p.type,
    related_object_id: id,
    values: valuesFor(rng, fields, numbers, i),
  }));
  await insertInChunks(rows, (chunk) =>
    db
      .insert(customFieldValues)
      .values(chunk)
      .onConflictDoUpdate({
        target: customFieldValues.id,
        set: { values: sql`${customFieldValues.values} || excluded.values` },
        setWhere: eq(customFieldValues.company_id, p.companyId),
      }),
  );
  return rows.length;
}

/** The demo's field definitions and values; its own random stream, so other demo data stays as it was. */
export async function addDemoCustomFields(db: Db, demo: BuiltCompany, other: BuiltCompany): Promise<void> {
  const rng = mulberry32(20261125);
  await addFields(db, demo.companyId, 'car', DEMO_CAR_FIELDS);
  await addFields(db, demo.companyId, 'employee', DEMO_EMPLOYEE_FIELDS);
  await addFields(db, other.companyId, 'car', OTHER_CAR_FIELDS);
  for (const [company, type] of [
    [demo, 'car'],
    [demo, 'employee'],
    [other, 'car'],
  ] as const) {
    await fillCustomValues(db, rng, { companyId: company.companyId, type, ids: await objectIds(db, company.companyId, type) });
  }
}
