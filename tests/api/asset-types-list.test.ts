import { describe, expect, it } from 'vitest';
import { assetTypes } from '../../src/server/db/schema/assets';
import { matchingAssetTypes } from '../../src/shared/assets/asset-rules';
import { ASSET_TYPE_PAGE_SIZE, assetTypeAddBodySchema, assetTypeSchema, assetTypesQuerySchema, type AssetType } from '../../src/shared/assets/assets.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { allAssetTypes, useAssetsTest, assetTypesApi, postAssetType } from '../helpers/assets-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// GET /api/asset_types/list?keyword&page (pages of ASSET_TYPE_PAGE_SIZE, matchingAssetTypes's
// order) and POST /api/asset_types/add (/settings/assetTypes/add).
const s = useAssetsTest();

const added = (res: { json: <T>() => T }) => res.json<{ id: string; data: AssetType }>();

describe('the asset types list', () => {
  it('answers the company’s 12 demo types by name', async () => {
    const { data, count } = await assetTypesApi(s.admin);
    expect(count).toBe(12);
    expect(data.map((t) => t.name)).toEqual(matchingAssetTypes(data, '').map((t) => t.name));
    for (const t of data) assetTypeSchema.strict().parse(t);
  });

  it('pages of 20 in the device’s order, with the keyword (case and accents ignored)', async () => {
    for (let i = 0; i < 25; i++)
      expect((await postAssetType(s.admin, { name: `Équipement ${String(i).padStart(2, '0')}`, picture: 'other' })).statusCode).toBe(200);
    const everything = await allAssetTypes(s.admin);
    expect(everything).toHaveLength(37);
    expect(everything.map((t) => t.id)).toEqual(matchingAssetTypes(everything, '').map((t) => t.id));
    const first = await assetTypesApi(s.admin, { keyword: 'EQUIP', page: 0 });
    const second = await assetTypesApi(s.admin, { keyword: 'equip', page: 1 });
    expect(first.count).toBe(25);
    expect(first.data).toHaveLength(ASSET_TYPE_PAGE_SIZE);
    expect(second.data).toHaveLength(5);
    expect([...first.data, ...second.data].map((t) => t.id)).toEqual(matchingAssetTypes(everything, 'équip').map((t) => t.id));
    expect((await assetTypesApi(s.admin, { keyword: 'top' })).data.map((t) => t.name)).toEqual(['Laptop']);
    expect(await assetTypesApi(s.admin, { page: 9 })).toEqual({ data: [], count: 37 });
  });

  it('everyone of the company sees the types; another company its own', async () => {
    for (const email of [DEMO_EMAILS.manager, DEMO_EMAILS.readonly, DEMO_EMAILS.light])
      expect((await assetTypesApi(await s.t.as(email))).count).toBeGreaterThanOrEqual(12);
    expect((await assetTypesApi(await s.t.as(DEMO_EMAILS.other))).data.map((t) => t.name)).toEqual(['Laptop', 'Monitor', 'Smartphone']);
  });

  it('refuses every malformed query with 400', async () => {
    await expectBadInputRejected({
      app: s.t.app,
      cookie: s.admin.cookie,
      method: 'GET',
      url: '/api/asset_types/list',
      schema: assetTypesQuerySchema,
      valid: { keyword: 'lap', page: 0 },
      minCases: 5,
    });
  });
});

describe('adding an asset type', () => {
  it('saves it with the client’s id, answers { id, data }', async () => {
    const id = uuidv7();
    const res = await postAssetType(s.admin, { id, name: '  Phone charger ', picture: 'phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res)).toMatchObject({ id, data: { id, name: 'Phone charger', picture: 'phone' } });
    expect((await assetTypesApi(s.admin, { keyword: 'charger' })).data.map((t) => t.id)).toEqual([id]);
  });

  it('a name the company has already (case and accents ignored): 400 on name; another company may have it', async () => {
    for (const name of ['laptop', 'LAPTOP ', 'Lâptop']) {
      const res = await postAssetType(s.admin, { name });
      expect(res.statusCode, name).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: messages.assets.typeExists, fields: { name: messages.assets.typeExists } });
    }
    expect((await postAssetType(await s.t.as(DEMO_EMAILS.other), { name: 'Desk chair' })).statusCode).toBe(200);
  });

  it('an empty name: please fill the asset type name; an id taken: 409', async () => {
    const empty = await postAssetType(s.admin, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.name).toBe(messages.assets.fillTypeName);
    const id = uuidv7();
    expect((await postAssetType(s.admin, { id, name: 'Projector' })).statusCode).toBe(200);
    const again = await postAssetType(s.admin, { id, name: 'Beamer' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.assets.idTaken);
  });

  it('read-only users may not add types', async () => {
    expect((await postAssetType(await s.t.as(DEMO_EMAILS.readonly), { name: 'Whiteboard' })).statusCode).toBe(403);
  });

  it('refuses every malformed body with 400 and changes nothing', async () => {
    await expectBadInputRejected({
      app: s.t.app,
      cookie: s.admin.cookie,
      method: 'POST',
      url: '/api/asset_types/add',
      schema: assetTypeAddBodySchema,
      valid: { id: uuidv7(), name: 'Flip chart', picture: 'other' },
      snapshot: () => s.t.db.select().from(assetTypes).orderBy(assetTypes.id),
      minCases: 8,
    });
  });
});
