import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets } from '../../src/server/db/schema/assets';
import { employees } from '../../src/server/db/schema/people';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { assetAddBodySchema, assetListItemSchema, type AssetListItem } from '../../src/shared/assets/assets.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { activityPage } from '../helpers/activity-api';
import { useAssetsTest, postAsset, validAsset } from '../helpers/assets-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { fieldNamed, objectValuesOf } from '../helpers/custom-fields-api';
import { managerScope } from '../helpers/demo-facts';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// POST /api/assets/add: one asset of /assets/new or of a bulk assign, checked by the shared rules
// (asset-rules.ts), saved with the client's id, its auto number and its activity items.
const s = useAssetsTest();

const laptop = () => s.typeNamed('Laptop').id;
const person = (i = 5) => s.facts.peopleOf('Demo Company')[i]!;
const added = (res: { json: <T>() => T }) => res.json<{ id: string; data: AssetListItem }>();

describe('assigning an asset', () => {
  it('saves it with the client’s id and answers { id, data } in list shape, the price normalised', async () => {
    const p = person();
    const body = validAsset(laptop(), p.id, { price: '1299,5', vendor: '  Dell ', insert_method: 'bulk', excel_import_id: 'sheet-7' });
    const res = await postAsset(s.admin, 'add', body);
    expect(res.statusCode, res.body).toBe(200);
    const { id, data } = added(res);
    expect(id).toBe(body.id);
    expect(assetListItemSchema.strict().parse(data)).toMatchObject({
      id,
      asset_type_id: laptop(),
      asset_name: 'Laptop',
      picture: 'laptop',
      owner_employee_id: p.id,
      owner_employee_name: p.name,
      price: '1299.50',
      vendor: 'Dell',
      insert_method: 'bulk',
      deleted: 0,
    });
    const [row] = await s.t.db.select().from(assets).where(eq(assets.id, id));
    expect(row).toMatchObject({ excel_import_id: 'sheet-7', insert_method: 'bulk', updated_by: s.facts.userId(DEMO_EMAILS.admin) });
  });

  it('makes an id when none is sent, and takes manual as the insert method', async () => {
    const { id: _omit, insert_method: _m, ...body } = validAsset(laptop(), person().id);
    const res = await postAsset(s.admin, 'add', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added(res).data.insert_method).toBe('manual');
  });

  it('may leave price, vendor and serial number empty', async () => {
    const res = await postAsset(s.admin, 'add', { asset_type_id: laptop(), owner_employee_id: person().id });
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res).data).toMatchObject({ price: null, vendor: null, serial_number: null });
  });

  it('gives it the next inventory number (the auto-numbered asset field)', async () => {
    const field = await fieldNamed(s.admin, 'asset', 'Inventory number');
    const first = added(await postAsset(s.admin, 'add', validAsset(laptop(), person().id))).id;
    const second = added(await postAsset(s.admin, 'add', validAsset(laptop(), person().id))).id;
    const numberOf = async (id: string) => Number((await objectValuesOf(s.admin, 'asset', id)).find((v) => v.id === field.id)!.value);
    expect(await numberOf(first)).toBeGreaterThan(250);
    expect(await numberOf(second)).toBe((await numberOf(first)) + 1);
  });

  it('writes asset_added on the asset and asset_assigned on the person', async () => {
    const p = person(7);
    const { id } = added(await postAsset(s.admin, 'add', validAsset(s.typeNamed('Headset').id, p.id)));
    const onAsset = (await activityPage(s.admin, 'asset', id)).data;
    expect(onAsset.map((a) => [a.event_type, a.event_info_json])).toEqual([
      ['asset_added', { asset_name: 'Headset', employee_id: p.id, employee_name: p.name }],
    ]);
    const onPerson = (await activityPage(s.admin, 'employee', p.id)).data.filter((a) => a.event_info_json.asset_id === id);
    expect(onPerson.map((a) => [a.event_type, a.event_info_json])).toEqual([['asset_assigned', { asset_id: id, asset_name: 'Headset' }]]);
  });

  it('answers a replayed Idempotency-Key with the first answer and adds nothing more', async () => {
    const body = validAsset(laptop(), person().id);
    const key = uuidv7();
    const first = await postAsset(s.admin, 'add', body, { key });
    const again = await postAsset(s.admin, 'add', body, { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(
      await s.t.db
        .select()
        .from(assets)
        .where(eq(assets.id, body.id as string)),
    ).toHaveLength(1);
  });
});

describe('what it refuses, with the spec’s messages', () => {
  it('no asset type: please select asset', async () => {
    for (const asset_type_id of [undefined, null, '']) {
      const res = await postAsset(s.admin, 'add', { ...validAsset(laptop(), person().id), asset_type_id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.asset_type_id).toBe(messages.assets.selectAsset);
    }
  });

  it('no person: the field is required', async () => {
    for (const owner_employee_id of [undefined, null, -1, '0']) {
      const res = await postAsset(s.admin, 'add', validAsset(laptop(), '', { owner_employee_id }));
      expect(res.statusCode, String(owner_employee_id)).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: messages.validation.required, fields: { owner_employee_id: messages.validation.required } });
    }
  });

  it('a price that is no amount, negative or with three decimals', async () => {
    const cases: [string, string][] = [
      ['abc', messages.money.invalidNumber],
      ['-5', messages.money.mustBePositive],
      ['12.345', messages.money.tooManyDecimals],
    ];
    for (const [price, message] of cases) {
      const res = await postAsset(s.admin, 'add', validAsset(laptop(), person().id, { price }));
      expect(res.statusCode, price).toBe(400);
      expect(errorOf(res)).toMatchObject({ message, fields: { price: message } });
    }
  });

  it('a type of another company, or none at all', async () => {
    const foreign = (await s.t.as(DEMO_EMAILS.other)).get('/api/asset_types/list');
    const otherType = (await foreign).json<{ data: { id: string }[] }>().data[0]!.id;
    for (const typeId of [otherType, uuidv7()]) {
      const res = await postAsset(s.admin, 'add', validAsset(typeId, person().id));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: messages.assets.typeNotFound, fields: { asset_type_id: messages.assets.typeNotFound } });
    }
  });

  it('a person of another company, or outside a team-only manager’s teams', async () => {
    const stranger = s.facts.peopleOf('Other Company')[3]!;
    const res = await postAsset(s.admin, 'add', validAsset(laptop(), stranger.id));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: messages.assets.personNotFound, fields: { owner_employee_id: messages.assets.personNotFound } });

    const manager = await s.t.as(DEMO_EMAILS.manager);
    const { members } = managerScope(s.facts);
    const outside = s.facts.peopleOf('Demo Company').find((p) => !members.has(p.id))!;
    const inside = s.facts.peopleOf('Demo Company').find((p) => members.has(p.id))!;
    expect(errorOf(await postAsset(manager, 'add', validAsset(laptop(), outside.id))).message).toBe(messages.assets.personNotFound);
    expect((await postAsset(manager, 'add', validAsset(laptop(), inside.id))).statusCode).toBe(200);
  });

  it('a person of a company of the same group: only for an admin who may pick across groups', async () => {
    const groupPerson = s.facts.peopleOf('Demo Logistics')[2]!;
    const res = await postAsset(s.admin, 'add', validAsset(laptop(), groupPerson.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res).data).toMatchObject({ owner_employee_id: groupPerson.id, owner_employee_name: groupPerson.name });
    // Not admin (light), or the asset's feed only: the other company's person feed is theirs.
    expect((await activityPage(s.admin, 'asset', added(res).id)).data.map((a) => a.event_type)).toEqual(['asset_added']);
    const light = await s.t.as(DEMO_EMAILS.light);
    expect(errorOf(await postAsset(light, 'add', validAsset(laptop(), groupPerson.id))).message).toBe(messages.assets.personNotFound);
  });

  it('a person who has left: their name in the message, on the person field', async () => {
    const p = person(9);
    await s.t.db.update(employees).set({ active_until: '2024-06-30' }).where(eq(employees.id, p.id));
    try {
      const res = await postAsset(s.admin, 'add', validAsset(laptop(), p.id));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: messages.assets.personLeft(p.name), fields: { owner_employee_id: messages.assets.personLeft(p.name) } });
    } finally {
      await s.t.db.update(employees).set({ active_until: p.active_until }).where(eq(employees.id, p.id));
    }
  });

  it('an id already used (here or in another company) answers 409', async () => {
    const body = validAsset(laptop(), person().id);
    expect((await postAsset(s.admin, 'add', body)).statusCode).toBe(200);
    const res = await postAsset(s.admin, 'add', body);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(messages.assets.idTaken);
    const [foreign] = await s.t.db
      .select()
      .from(assets)
      .where(eq(assets.company_id, s.facts.companyId('Other Company')));
    expect((await postAsset(s.admin, 'add', validAsset(laptop(), person().id, { id: foreign!.id }))).statusCode).toBe(409);
  });

  it('refuses every malformed body with 400 and changes nothing', async () => {
    await expectBadInputRejected({
      app: s.t.app,
      cookie: s.admin.cookie,
      method: 'POST',
      url: '/api/assets/add',
      schema: assetAddBodySchema,
      valid: validAsset(laptop(), person().id),
      snapshot: () => s.t.db.select().from(assets).orderBy(assets.id),
      allowLong: [],
      minCases: 20,
    });
  });

  it('read-only users may not assign', async () => {
    const readonly = await s.t.as(DEMO_EMAILS.readonly);
    expect((await postAsset(readonly, 'add', validAsset(laptop(), person().id))).statusCode).toBe(403);
  });
});
