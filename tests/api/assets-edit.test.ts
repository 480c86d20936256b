import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets } from '../../src/server/db/schema/assets';
import { employees } from '../../src/server/db/schema/people';
import { assetEditBodySchema, type AssetListItem } from '../../src/shared/assets/assets.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import type { ConflictBody } from '../../src/shared/sync/protocol';
import { activityPage } from '../helpers/activity-api';
import { addAssetApi, useAssetsTest, postAsset } from '../helpers/assets-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { managerScope } from '../helpers/demo-facts';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// POST /api/assets/edit: owner, price, vendor and serial number over the asset as it is now,
// checked by editError ('fill all forms'), with the outbox's `base` check and the feed items.
const s = useAssetsTest();

const person = (i: number) => s.facts.peopleOf('Demo Company')[i]!;
const fresh = (over: Record<string, unknown> = {}) =>
  addAssetApi(s.admin, s.typeNamed('Monitor').id, person(4).id, { price: '299.00', vendor: 'Dell', serial_number: 'CN0ABC', ...over });
const data = (res: { json: <T>() => T }) => res.json<{ data: AssetListItem }>().data;

describe('editing an asset', () => {
  it('changes what is sent and answers the row; an unchanged edit changes nothing', async () => {
    const a = await fresh();
    const res = await postAsset(s.admin, 'edit', { asset_id: a.id, price: '319,9', serial_number: ' CN0XYZ ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ price: '319.90', serial_number: 'CN0XYZ', vendor: 'Dell', owner_employee_id: person(4).id });
    expect(data(res).version).toBeGreaterThan(a.version);
    const same = await postAsset(s.admin, 'edit', { asset_id: a.id, price: 319.9, vendor: 'Dell' });
    expect(data(same).version).toBe(data(res).version);
  });

  it('writes asset_updated with the changed fields, and asset_owner_changed with assigned / unassigned on the people', async () => {
    const a = await fresh();
    const [from, to] = [person(4), person(6)];
    const res = await postAsset(s.admin, 'edit', { asset_id: a.id, vendor: 'Samsung', owner_employee_id: to.id });
    expect(data(res)).toMatchObject({ owner_employee_id: to.id, owner_employee_name: to.name });
    const onAsset = (await activityPage(s.admin, 'asset', a.id)).data.map((x) => [x.event_type, x.event_info_json]);
    expect(onAsset).toEqual(
      expect.arrayContaining([
        ['asset_updated', { changes: [{ field: 'vendor', old: 'Dell', new: 'Samsung' }] }],
        ['asset_owner_changed', { old_employee_id: from.id, old_employee_name: from.name, new_employee_id: to.id, new_employee_name: to.name }],
      ]),
    );
    const onPerson = async (id: string) =>
      (await activityPage(s.admin, 'employee', id)).data.filter((x) => x.event_info_json.asset_id === a.id).map((x) => x.event_type);
    expect(await onPerson(from.id)).toEqual(['asset_unassigned', 'asset_assigned']);
    expect(await onPerson(to.id)).toEqual(['asset_assigned']);
  });

  it('keeps a person who has left when only the price changes, but will not give them the asset anew', async () => {
    const leaver = person(11);
    const a = await addAssetApi(s.admin, s.typeNamed('Mouse').id, leaver.id);
    await s.t.db.update(employees).set({ active_until: '2024-01-31' }).where(eq(employees.id, leaver.id));
    try {
      expect((await postAsset(s.admin, 'edit', { asset_id: a.id, price: '35.00' })).statusCode).toBe(200);
      const b = await fresh();
      const res = await postAsset(s.admin, 'edit', { asset_id: b.id, owner_employee_id: leaver.id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        message: messages.assets.personLeft(leaver.name),
        fields: { owner_employee_id: messages.assets.personLeft(leaver.name) },
      });
    } finally {
      await s.t.db.update(employees).set({ active_until: leaver.active_until }).where(eq(employees.id, leaver.id));
    }
  });
});

describe('what it refuses', () => {
  it('no owner: fill all forms', async () => {
    const a = await fresh();
    for (const owner_employee_id of [null, -1, '0']) {
      const res = await postAsset(s.admin, 'edit', { asset_id: a.id, owner_employee_id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: messages.assets.fillAllForms, fields: { owner_employee_id: messages.assets.fillAllForms } });
    }
  });

  it('a bad price, with its inline message', async () => {
    const a = await fresh();
    const res = await postAsset(s.admin, 'edit', { asset_id: a.id, price: '-1' });
    expect(errorOf(res)).toMatchObject({ message: messages.money.mustBePositive, fields: { price: messages.money.mustBePositive } });
  });

  it('an archived asset: only active assets can be edited', async () => {
    const a = await fresh();
    expect((await postAsset(s.admin, 'delete', { asset_id: a.id })).statusCode).toBe(200);
    const res = await postAsset(s.admin, 'edit', { asset_id: a.id, vendor: 'HP' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(messages.assets.onlyActiveEditable);
  });

  it('an asset not seen: 404 (another company’s, or outside a team-only manager’s teams)', async () => {
    const [foreign] = await s.t.db
      .select()
      .from(assets)
      .where(eq(assets.company_id, s.facts.companyId('Other Company')));
    for (const id of [foreign!.id, uuidv7()]) {
      const res = await postAsset(s.admin, 'edit', { asset_id: id, vendor: 'HP' });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(messages.assets.assetNotFound);
    }
    const { members } = managerScope(s.facts);
    const outside = s.facts.peopleOf('Demo Company').find((p) => !members.has(p.id))!;
    const a = await addAssetApi(s.admin, s.typeNamed('Webcam').id, outside.id);
    expect((await postAsset(await s.t.as(DEMO_EMAILS.manager), 'edit', { asset_id: a.id, vendor: 'HP' })).statusCode).toBe(404);
  });

  it('a stale base: 409 with the current row and who changed it', async () => {
    const a = await fresh();
    expect((await postAsset(s.admin, 'edit', { asset_id: a.id, vendor: 'LG' })).statusCode).toBe(200);
    // The same value written differently is no change; a field changed in the meantime is.
    expect((await postAsset(s.admin, 'edit', { asset_id: a.id, price: '310', base: { price: '299' } })).statusCode).toBe(200);
    const res = await postAsset(s.admin, 'edit', { asset_id: a.id, vendor: 'HP', base: { vendor: 'Dell' } });
    expect(res.statusCode).toBe(409);
    const body = res.json<ConflictBody>();
    expect(body.error.code).toBe('conflict');
    expect(body.current).toMatchObject({ id: a.id, vendor: 'LG' });
    expect(body.changed_by).toMatchObject({ name: 'Sophie Laurent' });
    expect((await postAsset(s.admin, 'edit', { asset_id: a.id, vendor: 'HP', base: { asset_type_id: 'x' } })).statusCode).toBe(400);
  });

  it('refuses every malformed body with 400 and changes nothing', async () => {
    const a = await fresh();
    await expectBadInputRejected({
      app: s.t.app,
      cookie: s.admin.cookie,
      method: 'POST',
      url: '/api/assets/edit',
      schema: assetEditBodySchema,
      valid: { asset_id: a.id, vendor: 'Lenovo' },
      snapshot: () => s.t.db.select().from(assets).orderBy(assets.id),
      allowLong: [],
      minCases: 15,
    });
  });
});
