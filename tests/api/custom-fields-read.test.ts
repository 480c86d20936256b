import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customFieldValues } from '../../src/server/db/schema/custom-fields';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { customValueName } from '../../src/shared/custom-fields/custom-field-values';
import { getCustomFieldOptionsQuerySchema, getCustomFieldsQuerySchema } from '../../src/shared/custom-fields/custom-fields.schema';
import { messages } from '../../src/shared/messages';
import { expectBadInputRejected } from '../helpers/bad-input';
import { errorOf, fieldNamed, fieldsOf, objectValuesOf, storedValues } from '../helpers/custom-fields-api';
import { carsOf } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// The reading calls: a type's fields in form order, a field's options, and one object's fields
// with their values as the detail pages show them. The demo gives every company its fields.
const { t, facts, admin } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  carIds = (await carsOf(t.db, facts.companyId('Demo Company'))).map((c) => c.id);
});

describe('getCustomFields', () => {
  it('answers the demo’s vehicle fields in priority order, with their definitions', async () => {
    const fields = await fieldsOf(admin, 'car');
    expect(fields.map((f) => f.name)).toEqual([
      'Fleet number',
      'Lease company',
      'Monthly lease',
      'Next inspection',
      'Fuel card number',
      'Parking spot',
      'Service portal',
    ]);
    expect(fields.map((f) => f.type)).toEqual(['auto_incrementing_int', 'select_option', 'money', 'date', 'textfield', 'textfield', 'hyperlink']);
    const lease = fields[1]!;
    expect(lease).toMatchObject({ object_type: 'car', cf_name: 'lease_company', employee_visibility: 0, expense_required: 0, max_length: null });
    expect(lease.options.map((o) => o.option_name)).toEqual(['Athlon', 'Arval', 'LeasePlan', 'Alphabet', 'Ayvens']);
    expect(fields[4]).toMatchObject({ name: 'Fuel card number', max_length: 20, options: [] });
    expect(fields.every((f) => f.version > 0)).toBe(true);
  });

  it('answers each type’s own fields, and none for a type without any (the other company’s products)', async () => {
    expect((await fieldsOf(admin, 'employee')).map((f) => f.name)).toEqual(['T-shirt size', 'Emergency contact email', 'Badge number']);
    expect(await fieldsOf(await t.as(DEMO_EMAILS.other), 'product')).toEqual([]);
    expect((await fieldsOf(await t.as(DEMO_EMAILS.other), 'car')).map((f) => f.name)).toEqual(['Cost centre']);
  });

  it('refuses a bad query with 400', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/custom_fields/getCustomFields',
      schema: getCustomFieldsQuerySchema,
      valid: { object_type: 'car' },
    });
  });
});

describe('getCustomFieldOptions', () => {
  it('answers a select field’s options, nothing for another field, 404 for an unknown id', async () => {
    const size = await fieldNamed(admin, 'employee', 'T-shirt size');
    const res = await admin.get('/api/custom_fields/getCustomFieldOptions', { custom_field_id: size.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { id: string; option_name: string }[] }>().data).toEqual(size.options);
    const badge = await fieldNamed(admin, 'employee', 'Badge number');
    expect((await admin.get('/api/custom_fields/getCustomFieldOptions', { custom_field_id: badge.id })).json()).toEqual({ data: [] });
    const unknown = await admin.get('/api/custom_fields/getCustomFieldOptions', { custom_field_id: '0192f000-0000-7000-8000-000000000001' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(messages.customFields.fieldNotFound);
  });

  it('refuses a bad query with 400', async () => {
    const size = await fieldNamed(admin, 'employee', 'T-shirt size');
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/custom_fields/getCustomFieldOptions',
      schema: getCustomFieldOptionsQuerySchema,
      valid: { custom_field_id: size.id },
    });
  });
});

describe('an object’s values', () => {
  it('lists every field of the type with the stored value and the value as shown', async () => {
    const carId = carIds[3]!;
    const stored = (await storedValues(t.db, carId))!;
    const answer = await objectValuesOf(admin, 'car', carId);
    expect(answer.map((f) => f.name)).toEqual((await fieldsOf(admin, 'car')).map((f) => f.name));
    for (const f of answer) {
      expect(f.value, f.name).toBe(stored[f.id] ?? null);
      expect(f.value_name, f.name).toBe(customValueName(f, stored[f.id]));
    }
    const lease = answer.find((f) => f.name === 'Lease company')!;
    expect(lease.options.map((o) => o.option_name)).toContain(lease.value_name);
    expect(answer.find((f) => f.name === 'Fleet number')!.value).toMatch(/^\d+$/);
  });

  it('shows money and dates as the user reads them', async () => {
    const withBoth = [];
    for (const id of carIds) {
      const values = await objectValuesOf(admin, 'car', id);
      const money = values.find((f) => f.type === 'money')!;
      const date = values.find((f) => f.type === 'date')!;
      if (money.value && date.value) withBoth.push({ money, date });
      if (withBoth.length) break;
    }
    const [{ money, date }] = withBoth as [(typeof withBoth)[number]];
    expect(money.value).toMatch(/^\d+\.\d{2}$/);
    expect(money.value_name).toMatch(/^€[\d,]+\.\d{2}$/);
    expect(date.value_name).toBe(date.value!.split('-').reverse().join('/'));
  });

  it('answers every field with no value for an object without a values row', async () => {
    const person = facts.peopleOf('Demo Company')[0]!;
    expect((await objectValuesOf(admin, 'employee', person.id)).find((f) => f.name === 'T-shirt size')!.value_name).toMatch(/^(S|M|L|XL)$/);
    await withCompanyWrite(t.db, { companyId: facts.companyId('Demo Company'), userId: null }, (tx) =>
      tx.delete(customFieldValues).where(eq(customFieldValues.id, person.id)),
    );
    const values = await objectValuesOf(admin, 'employee', person.id);
    expect(values.map((f) => [f.name, f.value, f.value_name])).toEqual([
      ['T-shirt size', null, null],
      ['Emergency contact email', null, null],
      ['Badge number', null, null],
    ]);
  });

  it('answers 404 for an unknown object and 400 for a bad path', async () => {
    const unknown = await admin.get('/api/custom_fields/car/0192f000-0000-7000-8000-000000000001/values');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(messages.customFields.objectNotFound);
    expect((await admin.get(`/api/custom_fields/boat/${carIds[0]}/values`)).statusCode).toBe(400);
    expect((await admin.get('/api/custom_fields/car/not-an-id/values')).statusCode).toBe(400);
    // Trainings are not built yet: nobody sees one.
    expect((await admin.get('/api/custom_fields/training/0192f000-0000-7000-8000-000000000001/values')).statusCode).toBe(404);
  });
});
