import { beforeAll, describe, expect, it } from 'vitest';
import { customValueKey, setCustomFieldValueSchema, type CustomFieldRow, type CustomFieldValuesRow } from '../../src/shared/custom-fields/custom-fields.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { SYNC_HEADERS } from '../../src/shared/sync/protocol';
import { activityPage } from '../helpers/activity-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { customFieldTables, errorOf, fieldsOf, objectValuesOf, setValues, storedValues, valueOn } from '../helpers/custom-fields-api';
import { carsOf, syncHeaders } from '../helpers/sync-api';
import { useApiTest } from '../helpers/api-test';

// setCustomFieldValue: values checked by type (all or nothing), only the sent fields change, a
// stale `base` answers 409, and every real change is one item on the object's feed.
const { t, admin, facts } = useApiTest();
let demoId: string;
let carIds: string[];
const f: Record<string, CustomFieldRow> = {};
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
  carIds = (await carsOf(t.db, demoId)).filter((c) => c.deleted === 0).map((c) => c.id);
  for (const field of await fieldsOf(admin, 'car')) f[field.name] = field;
});

const optionId = (name: string) => f['Lease company']!.options.find((o) => o.option_name === name)!.id;
const snapshot = () => customFieldTables(t.db, demoId);
const rowOf = (res: { json: <T>() => T }) => res.json<{ data: CustomFieldValuesRow }>().data;

describe('setting values', () => {
  it('stores each value in its canonical form and answers the whole row, flat', async () => {
    const car = carIds[0]!;
    const res = await setValues(admin, 'car', car, {
      [f['Monthly lease']!.id]: '612,5',
      [f['Next inspection']!.id]: '7/3/2027',
      [f['Lease company']!.id]: optionId('Arval'),
      [f['Parking spot']!.id]: 'P-1 042',
      [f['Service portal']!.id]: 'https://portal.example.com/car/1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = rowOf(res);
    expect(row).toMatchObject({ id: car, related_object: 'car', related_object_id: car });
    expect(row.version).toBeGreaterThan(0);
    expect(valueOn(row, f['Monthly lease']!.id)).toBe('612.5');
    expect(valueOn(row, f['Next inspection']!.id)).toBe('2027-03-07');
    expect(valueOn(row, f['Lease company']!.id)).toBe(optionId('Arval'));
    // The fleet number the demo gave is kept.
    expect(valueOn(row, f['Fleet number']!.id)).toMatch(/^\d+$/);
    const shown = Object.fromEntries((await objectValuesOf(admin, 'car', car)).map((v) => [v.name, v.value_name]));
    expect(shown).toMatchObject({ 'Monthly lease': '€612.50', 'Next inspection': '07/03/2027', 'Lease company': 'Arval', 'Parking spot': 'P-1 042' });
  });

  it('changes only the fields sent; null and an empty text clear a field', async () => {
    const car = carIds[1]!;
    const before = (await storedValues(t.db, car))!;
    await setValues(admin, 'car', car, { [f['Parking spot']!.id]: 'P2-001', [f['Fuel card number']!.id]: 'FC-1' });
    const res = await setValues(admin, 'car', car, { [f['Parking spot']!.id]: null, [f['Fuel card number']!.id]: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(valueOn(rowOf(res), f['Parking spot']!.id)).toBeUndefined();
    const after = (await storedValues(t.db, car))!;
    const untouched = (v: Record<string, string>) =>
      Object.fromEntries(Object.entries(v).filter(([k]) => k !== f['Parking spot']!.id && k !== f['Fuel card number']!.id));
    expect(untouched(after)).toEqual(untouched(before));
    expect(after[f['Parking spot']!.id]).toBeUndefined();
    expect(after[f['Fuel card number']!.id]).toBeUndefined();
  });
});

describe('refused values', () => {
  it('answer 400 “custom fields invalid”, name each bad field with its rule’s message, and write nothing', async () => {
    const car = carIds[2]!;
    const before = await snapshot();
    const key = (name: string) => customValueKey(f[name]!.id);
    const res = await setValues(admin, 'car', car, {
      [f['Monthly lease']!.id]: '-3',
      [f['Next inspection']!.id]: '31/02/2027',
      [f['Lease company']!.id]: '',
      [f['Fuel card number']!.id]: 'x'.repeat(21),
      [f['Service portal']!.id]: 'portal.example.com',
      [f['Parking spot']!.id]: 'P-9 fine on its own',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'invalid_input',
      message: 'custom fields invalid',
      fields: {
        [key('Monthly lease')]: 'must be positive',
        [key('Next inspection')]: messages.validation.invalidDate,
        [key('Lease company')]: messages.validation.required,
        [key('Fuel card number')]: messages.validation.tooLong(20),
        [key('Service portal')]: messages.validation.invalidUrl,
      },
    });
    const money = await setValues(admin, 'car', car, { [f['Monthly lease']!.id]: '1.234' });
    expect(errorOf(money).fields).toEqual({ [key('Monthly lease')]: 'too many decimals' });
    expect(errorOf(await setValues(admin, 'car', car, { [f['Monthly lease']!.id]: 'abc' })).fields).toEqual({ [key('Monthly lease')]: 'invalid number' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuse a field of another type, an unknown field and the automatic number', async () => {
    const before = await snapshot();
    const personField = (await fieldsOf(admin, 'employee'))[0]!.id;
    const unknown = uuidv7();
    const res = await setValues(admin, 'car', carIds[2]!, { [personField]: 'M', [unknown]: 'x', [f['Fleet number']!.id]: '1' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: 'custom fields invalid',
      fields: {
        [customValueKey(personField)]: messages.customFields.unknownField,
        [customValueKey(unknown)]: messages.customFields.unknownField,
        [customValueKey(f['Fleet number']!.id)]: messages.customFields.autoNumber,
      },
    });
    const notAKey = await admin.post('/api/custom_fields/setCustomFieldValue', { object_type: 'car', object_id: carIds[2], plate: 'X' });
    expect(notAKey.statusCode).toBe(400);
    expect(errorOf(notAKey).fields).toEqual({ plate: messages.customFields.unknownField });
    expect(await snapshot()).toEqual(before);
  });

  it('answer 404 for an object that does not exist', async () => {
    const res = await setValues(admin, 'car', uuidv7(), { [f['Parking spot']!.id]: 'P1' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(messages.customFields.objectNotFound);
  });

  it('refuses every malformed body with 400 and writes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/custom_fields/setCustomFieldValue',
      schema: setCustomFieldValueSchema,
      valid: { object_type: 'car', object_id: carIds[3]!, [customValueKey(f['Parking spot']!.id)]: 'P0-100' },
      snapshot,
    });
  });
});

describe('edits from the outbox (base)', () => {
  it('apply when each sent field still holds its base, merging with changes to other fields', async () => {
    const car = carIds[4]!;
    const lease = f['Monthly lease']!.id;
    const spot = f['Parking spot']!.id;
    await setValues(admin, 'car', car, { [lease]: '500', [spot]: 'P1-001' });
    // Another device changed the parking spot meanwhile: this edit of the lease still lands.
    await setValues(admin, 'car', car, { [spot]: 'P1-002' });
    const res = await setValues(admin, 'car', car, { [lease]: '550' }, { base: { [customValueKey(lease)]: '500' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedValues(t.db, car)).toMatchObject({ [lease]: '550', [spot]: 'P1-002' });
  });

  it('answer 409 with the current row and who changed it when a sent field changed meanwhile, writing nothing', async () => {
    const car = carIds[5]!;
    const lease = f['Monthly lease']!.id;
    await setValues(admin, 'car', car, { [lease]: '700' });
    const before = await snapshot();
    // The parking spot still holds its base: only the lease is stale, and the whole call is refused.
    const spot = f['Parking spot']!.id;
    const spotBase = (await storedValues(t.db, car))![spot] ?? null;
    const res = await setValues(
      admin,
      'car',
      car,
      { [lease]: '750', [spot]: 'P3-003' },
      { base: { [customValueKey(lease)]: '650', [customValueKey(spot)]: spotBase } },
    );
    expect(res.statusCode).toBe(409);
    const body = res.json<{ error: { code: string; message: string }; current: Record<string, unknown>; changed_by: { name: string } }>();
    expect(body.error).toEqual({ code: 'conflict', message: messages.sync.conflict('Monthly lease', 'Sophie Laurent') });
    expect(body.current).toMatchObject({ id: car, [customValueKey(lease)]: '700' });
    expect(body.changed_by.name).toBe('Sophie Laurent');
    expect(await snapshot()).toEqual(before);
    // An emptied field and null are the same base.
    const cleared = await setValues(
      admin,
      'car',
      car,
      { [f['Fuel card number']!.id]: 'FC-9' },
      { base: { [customValueKey(f['Fuel card number']!.id)]: (await storedValues(t.db, car))![f['Fuel card number']!.id] ?? '' } },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('refuse a base naming a field that does not exist', async () => {
    const key = customValueKey(uuidv7());
    const res = await setValues(admin, 'car', carIds[5]!, { [f['Parking spot']!.id]: 'P1' }, { base: { [key]: null } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ [`base.${key}`]: messages.sync.unknownBaseField(key) });
  });
});

describe('the activity feed', () => {
  it('gets one item per change, naming the fields with old and new values as shown, at the device’s time', async () => {
    const car = carIds[6]!;
    const lease = f['Monthly lease']!.id;
    const spot = f['Parking spot']!.id;
    await setValues(admin, 'car', car, { [lease]: '400', [f['Lease company']!.id]: optionId('Athlon'), [spot]: 'P1-010' });
    const count = (await activityPage(admin, 'car', car)).count;
    const madeAt = new Date(Date.now() - 3_600_000).toISOString();
    const headers = { ...syncHeaders({ key: uuidv7(), client: 'device-1', seq: 1 }), [SYNC_HEADERS.madeAt]: madeAt };
    const body = { [lease]: '425,5', [f['Lease company']!.id]: optionId('Ayvens'), [spot]: null };
    expect((await setValues(admin, 'car', car, body, { headers })).statusCode).toBe(200);
    // The same call again (a lost answer) changes nothing more.
    expect((await setValues(admin, 'car', car, body, { headers })).statusCode).toBe(200);
    const page = await activityPage(admin, 'car', car);
    expect(page.count).toBe(count + 1);
    const item = page.data.find((i) => i.event_type === 'custom_fields_updated' && i.happened_at === madeAt)!;
    expect(item.event_info_json.changes).toEqual([
      { field: 'Monthly lease', field_id: lease, old: '€400.00', new: '€425.50' },
      { field: 'Lease company', field_id: f['Lease company']!.id, old: 'Athlon', new: 'Ayvens' },
      { field: 'Parking spot', field_id: spot, old: 'P1-010', new: null },
    ]);
    expect(item.real_name).toBe('Sophie Laurent');
    // Sending the values it already has adds nothing.
    expect((await setValues(admin, 'car', car, { [lease]: '425.50' })).statusCode).toBe(200);
    expect((await activityPage(admin, 'car', car)).count).toBe(count + 1);
  });
});
