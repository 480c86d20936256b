import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { assignAutoNumbers } from '../../src/server/custom-fields/auto-numbers';
import { customFieldValues, customFields } from '../../src/server/db/schema/custom-fields';
import { employees } from '../../src/server/db/schema/people';
import { generatePerson } from '../../src/server/seed/people-generator';
import { mulberry32 } from '../../src/server/seed/random';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { customFieldDeleteSchema, customFieldSaveSchema, MAX_CUSTOM_FIELDS_PER_TYPE } from '../../src/shared/custom-fields/custom-fields.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { expectBadInputRejected } from '../helpers/bad-input';
import { createField, customFieldTables, deleteField, errorOf, fieldNamed, fieldsOf, saveField, setValues, storedValues } from '../helpers/custom-fields-api';
import { useApiTest } from '../helpers/api-test';

// Defining fields (admins): create under the device's id or update, the rules on names, types and
// options, options taken away clearing the values that chose them, numbers given to objects by
// auto-incrementing fields, and a deleted field leaving no value behind.
const { t, admin, facts } = useApiTest();
let demoId: string;
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
});

const m = messages.customFields;
const snapshot = () => customFieldTables(t.db, demoId);
const option = (option_name: string) => ({ id: uuidv7(), option_name });

describe('save', () => {
  it('creates a field under the id the device made, then updates it', async () => {
    const id = uuidv7();
    const created = await createField(admin, {
      id,
      object_type: 'employee',
      name: ' Shoe size ',
      type: 'textfield',
      priority: 7,
      options: [option('ignored')],
    });
    expect(created).toMatchObject({
      id,
      object_type: 'employee',
      name: 'Shoe size',
      cf_name: 'shoe_size',
      type: 'textfield',
      max_length: null,
      options: [],
      priority: 7,
    });
    expect((await fieldsOf(admin, 'employee')).map((f) => f.name)).toEqual(['T-shirt size', 'Emergency contact email', 'Badge number', 'Shoe size']);
    const updated = await createField(admin, {
      id,
      object_type: 'employee',
      name: 'Shoe size (EU)',
      type: 'textfield',
      max_length: 3,
      priority: 0,
      expense_visibility: 1,
    });
    expect(updated).toMatchObject({ name: 'Shoe size (EU)', cf_name: 'shoe_size_eu', max_length: 3, expense_visibility: 1 });
    expect(updated.version).toBeGreaterThan(created.version);
    expect((await fieldsOf(admin, 'employee'))[0]!.name).toBe('Shoe size (EU)');
  });

  it('keeps a length only for limited text and options only for select fields', async () => {
    const money = await createField(admin, { object_type: 'car', name: 'Deposit', type: 'money', max_length: 50, options: [option('A')] });
    expect(money).toMatchObject({ max_length: null, options: [] });
  });

  it('refuses a name already used for the type, whatever its case, and allows it on another type', async () => {
    const before = await snapshot();
    const res = await saveField(admin, { object_type: 'car', name: 'fleet NUMBER', type: 'textfield' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'invalid_input', message: m.nameTaken, fields: { name: m.nameTaken } });
    expect(await snapshot()).toEqual(before);
    expect((await saveField(admin, { object_type: 'employee', name: 'Fleet number', type: 'textfield' })).statusCode).toBe(200);
  });

  it('refuses changing a field’s type or object type', async () => {
    const field = await fieldNamed(admin, 'car', 'Parking spot');
    const before = await snapshot();
    const type = await saveField(admin, { id: field.id, object_type: 'car', name: 'Parking spot', type: 'plain_text' });
    expect(errorOf(type)).toEqual({ code: 'invalid_input', message: m.typeFixed, fields: { type: m.typeFixed } });
    const object = await saveField(admin, { id: field.id, object_type: 'employee', name: 'Parking spot', type: 'textfield' });
    expect(errorOf(object)).toEqual({ code: 'invalid_input', message: m.objectTypeFixed, fields: { object_type: m.objectTypeFixed } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a select field without options or with two options of one name', async () => {
    const before = await snapshot();
    expect(errorOf(await saveField(admin, { object_type: 'car', name: 'Tyres', type: 'select_option', options: [] }))).toEqual({
      code: 'invalid_input',
      message: m.optionsRequired,
      fields: { options: m.optionsRequired },
    });
    expect(
      errorOf(await saveField(admin, { object_type: 'car', name: 'Tyres', type: 'select_option', options: [option('Winter'), option('winter')] })).fields,
    ).toEqual({ options: m.optionTwice });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses more than the most fields a type may have', async () => {
    const rows = Array.from({ length: MAX_CUSTOM_FIELDS_PER_TYPE }, (_, i) => ({
      id: uuidv7(),
      company_id: demoId,
      object_type: 'product' as const,
      name: `Field ${i}`,
      cf_name: `field_${i}`,
      type: 'textfield' as const,
    }));
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) => tx.insert(customFields).values(rows));
    const before = await snapshot();
    const res = await saveField(admin, { object_type: 'product', name: 'One more', type: 'textfield' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.tooMany);
    expect(await snapshot()).toEqual(before);
    // Updating one of them is still fine.
    expect((await saveField(admin, { id: rows[0]!.id, object_type: 'product', name: 'Renamed', type: 'textfield' })).statusCode).toBe(200);
  });

  it('clears the values that chose an option taken off a select field, in the same write', async () => {
    const size = await fieldNamed(admin, 'employee', 'T-shirt size');
    const xl = size.options.find((o) => o.option_name === 'XL')!;
    const m_ = size.options.find((o) => o.option_name === 'M')!;
    const chose = async (optionId: string) =>
      (
        await t.db
          .select({ id: customFieldValues.id })
          .from(customFieldValues)
          .where(and(eq(customFieldValues.company_id, demoId), sql`${customFieldValues.values} ->> ${size.id}::text = ${optionId}`))
      ).map((r) => r.id);
    const [withXl, withM] = [await chose(xl.id), await chose(m_.id)];
    expect(withXl.length).toBeGreaterThan(0);
    const renamed = size.options.filter((o) => o.id !== xl.id).map((o) => (o.id === m_.id ? { ...o, option_name: 'Medium' } : o));
    const res = await saveField(admin, { ...size, options: renamed });
    expect(res.statusCode, res.body).toBe(200);
    expect(await chose(xl.id)).toEqual([]);
    expect(await storedValues(t.db, withXl[0]!)).not.toHaveProperty(size.id);
    // A renamed option keeps its id, so the people who chose it keep their value.
    expect(await chose(m_.id)).toEqual(withM);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/custom_fields/save',
      schema: customFieldSaveSchema,
      valid: { id: uuidv7(), object_type: 'asset', name: 'Purchase date', type: 'date' },
      snapshot,
    });
  });
});

describe('auto-incrementing numbers', () => {
  it('number the objects already there when the field is made, oldest first', async () => {
    const field = await createField(admin, { object_type: 'employee', name: 'Staff number', type: 'auto_incrementing_int' });
    const people = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.company_id, demoId))
      .orderBy(asc(employees.created_at), asc(employees.id));
    const numbers = await Promise.all(people.map(async (p) => (await storedValues(t.db, p.id))?.[field.id]));
    expect(numbers).toEqual(people.map((_, i) => String(i + 1)));
    const [stored] = await t.db.select({ last: customFields.last_number }).from(customFields).where(eq(customFields.id, field.id));
    expect(stored!.last).toBe(people.length);
  });

  it('give a new object the next number, and an object whose row lost it a new one when its values are written', async () => {
    const field = await fieldNamed(admin, 'employee', 'Staff number');
    const [{ last }] = (await t.db.select({ last: customFields.last_number }).from(customFields).where(eq(customFields.id, field.id))) as [{ last: number }];
    const person = generatePerson(mulberry32(7), demoId, 'demo-company.test', 9001);
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, async (tx) => {
      await tx.insert(employees).values(person);
      expect(await assignAutoNumbers(tx, demoId, 'employee', person.id)).toBe(true);
      expect(await assignAutoNumbers(tx, demoId, 'employee', person.id)).toBe(false);
    });
    expect((await storedValues(t.db, person.id))?.[field.id]).toBe(String(last + 1));

    const older = facts.peopleOf('Demo Company')[0]!.id;
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) => tx.delete(customFieldValues).where(eq(customFieldValues.id, older)));
    const badge = await fieldNamed(admin, 'employee', 'Badge number');
    const res = await setValues(admin, 'employee', older, { [badge.id]: 'B-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedValues(t.db, older)).toEqual({ [badge.id]: 'B-1', [field.id]: String(last + 2) });
  });
});

describe('delete', () => {
  it('deletes the field and its value on every object, in the same write', async () => {
    const spot = await fieldNamed(admin, 'car', 'Parking spot');
    const holding = sql`${customFieldValues.values} ? ${spot.id}::text`;
    expect((await t.db.select({ id: customFieldValues.id }).from(customFieldValues).where(holding)).length).toBeGreaterThan(0);
    const res = await deleteField(admin, spot.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(await t.db.select({ id: customFieldValues.id }).from(customFieldValues).where(holding)).toEqual([]);
    expect((await fieldsOf(admin, 'car')).map((f) => f.name)).not.toContain('Parking spot');
    expect((await admin.get('/api/custom_fields/getCustomFieldOptions', { custom_field_id: spot.id })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown field, and refuses bad bodies with 400', async () => {
    const res = await deleteField(admin, uuidv7());
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(m.fieldNotFound);
    const doomed = await createField(admin, { object_type: 'asset', name: 'Doomed', type: 'email' });
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/custom_fields/delete',
      schema: customFieldDeleteSchema,
      valid: { id: doomed.id },
      snapshot,
    });
  });
});
