import { beforeAll, describe, expect, it } from 'vitest';
import { customValueName } from '../../src/shared/custom-fields/custom-field-values';
import type { CustomFieldRow } from '../../src/shared/custom-fields/custom-fields.schema';
import { CONTRACT_TYPE_LABELS, FUEL_LABELS } from '../../src/shared/fleet/car-labels';
import { CAR_LIST_COLUMNS, carTotalCost, type CarListColumn, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { errorOf, listCarsApi } from '../helpers/cars-api';
import { createField, fieldsOf, setValues, storedValues } from '../helpers/custom-fields-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// GET /api/cars/list: every column of /fleet sorts both ways (text folded, money and dates by
// value, enumerations by their label, empty values last, ties by id), custom-field columns too,
// and requested_cf_ids brings each row's custom values as shown.
const { t, admin } = useApiTest();
let fields: CustomFieldRow[];
const values = new Map<string, Record<string, string>>();
beforeAll(async () => {
  fields = await fieldsOf(admin, 'car');
  for (const car of (await listCarsApi(admin, { per_page: 100 })).data) values.set(car.id, (await storedValues(t.db, car.id)) ?? {});
});

type Key = string | number | null;
const lower = (v: string | null) => (v === null ? null : v.toLowerCase());
const BUILT_IN_KEYS: Record<CarListColumn, (c: CarListItem) => Key> = {
  vehicle: (c) => lower(`${c.brand} ${c.model}`),
  person: (c) => lower(c.person_name),
  plate: (c) => lower(c.plate),
  total_cost: (c) => carTotalCost(c),
  fuel: (c) => (c.fuel ? FUEL_LABELS[c.fuel].toLowerCase() : null),
  brand: (c) => lower(c.brand),
  catalogue_value: (c) => (c.catalogue_value === null ? null : Number(c.catalogue_value)),
  chassis_number: (c) => lower(c.chassis_number),
  color: (c) => lower(c.color),
  contract_type: (c) => (c.contract_type ? CONTRACT_TYPE_LABELS[c.contract_type].toLowerCase() : null),
  cost_yearly: (c) => (c.cost_yearly === null ? null : Number(c.cost_yearly)),
  model: (c) => lower(c.model),
  date_first_registration: (c) => c.date_first_registration,
};

function customKey(f: CustomFieldRow): (c: CarListItem) => Key {
  return (c) => {
    const raw = values.get(c.id)?.[f.id];
    if (raw === undefined || raw === '') return null;
    if (f.type === 'money' || f.type === 'auto_incrementing_int') return Number(raw);
    if (f.type === 'select_option') return lower(f.options.find((o) => o.id === raw)?.option_name ?? null);
    if (f.type === 'date') return raw;
    return raw.toLowerCase();
  };
}

/** The rows are in order of `key` (empty last either way), ties by id ascending. */
function outOfOrder(rows: CarListItem[], key: (c: CarListItem) => Key, direction: 'asc' | 'desc'): string[] {
  const problems: string[] = [];
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    const [ka, kb] = [key(a), key(b)];
    let fine: boolean;
    if (ka === null || kb === null) fine = kb === null && (ka !== null || a.id < b.id);
    else if (ka === kb) fine = a.id < b.id;
    else fine = direction === 'asc' ? ka < kb : ka > kb;
    if (!fine) problems.push(`${i}: ${String(ka)} then ${String(kb)}`);
  }
  return problems;
}

describe('sorting', () => {
  it.each(
    CAR_LIST_COLUMNS.flatMap(
      (c) =>
        [
          [c, 'asc'],
          [c, 'desc'],
        ] as const,
    ),
  )('on %s %s', async (column, direction) => {
    const { data, count } = await listCarsApi(admin, { per_page: 100, orderby_column: column, orderby_direction: direction });
    expect(data).toHaveLength(count);
    expect(new Set(data.map(BUILT_IN_KEYS[column])).size, 'the demo data sorts on something').toBeGreaterThan(2);
    expect(outOfOrder(data, BUILT_IN_KEYS[column], direction)).toEqual([]);
  });

  it('on every custom-field column, both ways', async () => {
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(['auto_incrementing_int', 'select_option', 'money', 'date', 'textfield', 'hyperlink']));
    for (const f of fields) {
      for (const direction of ['asc', 'desc'] as const) {
        const { data } = await listCarsApi(admin, { per_page: 100, orderby_column: `cf_${f.id}`, orderby_direction: direction });
        expect(outOfOrder(data, customKey(f), direction), `${f.name} ${direction}`).toEqual([]);
      }
    }
  });

  it('pages through the same order', async () => {
    const all = (await listCarsApi(admin, { per_page: 100, orderby_column: 'total_cost', orderby_direction: 'desc' })).data.map((c) => c.id);
    const pages = [];
    for (let page = 0; page * 7 < all.length; page++)
      pages.push(...(await listCarsApi(admin, { per_page: 7, page, orderby_column: 'total_cost', orderby_direction: 'desc' })).data.map((c) => c.id));
    expect(pages).toEqual(all);
  });

  it('pages through a custom field’s order both ways, across the cars without a value', async () => {
    const field = fields.find((f) => f.type === 'money')!;
    for (const direction of ['asc', 'desc'] as const) {
      const query = { orderby_column: `cf_${field.id}`, orderby_direction: direction };
      const all = (await listCarsApi(admin, { per_page: 100, ...query })).data.map((c) => c.id);
      const empty = all.filter((id) => !values.get(id)?.[field.id]).length;
      expect(empty, 'some cars have no value').toBeGreaterThan(7);
      expect(all.length - empty, 'some cars have one').toBeGreaterThan(7);
      const pages = [];
      for (let page = 0; page * 7 < all.length; page++) pages.push(...(await listCarsApi(admin, { per_page: 7, page, ...query })).data.map((c) => c.id));
      expect(pages, direction).toEqual(all);
    }
  });

  it('follows a value changed, an option renamed and a field made later', async () => {
    const select = fields.find((f) => f.type === 'select_option')!;
    const order = async (f: CustomFieldRow) =>
      (await listCarsApi(admin, { per_page: 100, orderby_column: `cf_${f.id}`, requested_cf_ids: f.id })).data.map((c) => c.id);
    const optionOf = (id: string) => values.get(id)?.[select.id];
    const before = await order(select);
    const first = before[0]!;
    const last = before.filter((id) => optionOf(id) && optionOf(id) !== optionOf(first)).at(-1);
    const lastOption = select.options.find((o) => o.id === optionOf(last!));
    expect(lastOption, 'a later car has another option').toBeDefined();

    // A rename to sort first, and the car holding it comes first.
    const renamed = { ...select, options: select.options.map((o) => (o.id === lastOption!.id ? { ...o, option_name: '0 first' } : o)) };
    expect((await admin.post('/api/custom_fields/save', renamed)).statusCode).toBe(200);
    expect((await order(select))[0]).not.toBe(first);
    expect(optionOf((await order(select))[0]!)).toBe(lastOption!.id);

    // A value cleared moves its car among the empty ones, after those with a value.
    const money = await createField(admin, { object_type: 'car', name: 'Sort check', type: 'money' });
    expect(await order(money)).toHaveLength((await order(select)).length);
    const [a, b] = (await order(money)).slice(0, 2);
    expect((await setValues(admin, 'car', b!, { [money.id]: '5.5' })).statusCode).toBe(200);
    expect((await setValues(admin, 'car', a!, { [money.id]: '10' })).statusCode).toBe(200);
    expect((await order(money)).slice(0, 2)).toEqual([b, a]);
    expect((await setValues(admin, 'car', b!, { [money.id]: '' })).statusCode).toBe(200);
    expect((await order(money))[0]).toBe(a);
    expect((await order(money)).indexOf(b!)).toBeGreaterThan(0);
    expect((await admin.post('/api/custom_fields/delete', { id: money.id })).statusCode).toBe(200);
    expect((await admin.post('/api/custom_fields/save', select)).statusCode).toBe(200);
  });

  it('refuses a custom column that is not one of the company’s car fields, or for a viewer without custom fields', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    const res = await other.get('/api/cars/list', { orderby_column: `cf_${fields[0]!.id}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.orderby_column).toBe(messages.people.unknownColumn);
    expect((await admin.get('/api/cars/list', { orderby_column: `cf_${uuidv7()}` })).statusCode).toBe(400);
    expect((await (await t.as(DEMO_EMAILS.light)).get('/api/cars/list', { orderby_column: `cf_${fields[0]!.id}` })).statusCode).toBe(400);
  });
});

describe('requested_cf_ids', () => {
  it('adds each row’s requested custom values, as shown', async () => {
    const asked = fields.slice(0, 4);
    const { data } = await listCarsApi(admin, { per_page: 100, requested_cf_ids: asked.map((f) => f.id).join(',') });
    for (const car of data) {
      expect(Object.keys(car.custom_fields!).sort()).toEqual(asked.map((f) => f.id).sort());
      for (const f of asked) expect(car.custom_fields![f.id], `${car.id} ${f.name}`).toBe(customValueName(f, values.get(car.id)?.[f.id]));
    }
    expect(data.some((c) => Object.values(c.custom_fields!).some((v) => v !== null))).toBe(true);
    expect((await listCarsApi(admin, { per_page: 3 })).data.every((c) => !('custom_fields' in c))).toBe(true);
  });

  it('refuses ids that are not car fields of the company', async () => {
    const res = await admin.get('/api/cars/list', { requested_cf_ids: uuidv7() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.requested_cf_ids).toBe(messages.customFields.unknownField);
    const personField = (await fieldsOf(admin, 'employee'))[0]!;
    expect((await admin.get('/api/cars/list', { requested_cf_ids: personField.id })).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds a vehicle by its chassis number too', async () => {
    const car = (await listCarsApi(admin, { per_page: 1, orderby_column: 'chassis_number' })).data[0]!;
    const found = await listCarsApi(admin, { search_term: car.chassis_number!.slice(3, 12).toLowerCase() });
    expect(found.data.map((c) => c.id)).toEqual([car.id]);
  });
});
