import { expect } from 'vitest';
import type { AssetListItem, AssetType } from '../../src/shared/assets/assets.schema';
import { uuidv7 } from '../../src/shared/ids';
import { useApiTest } from './api-test';
import { syncHeaders, type SyncHeaderValues } from './sync-api';
import { type Client, type Query, type Response } from './test-app';

// Calls and fixtures of the asset API tests (tests/api/assets-*.test.ts, asset-types-*.test.ts).

export type AssetsAnswer = { data: (AssetListItem & { custom_fields?: Record<string, string | null> })[]; count: number };
export type AssetTypesAnswer = { data: AssetType[]; count: number };
/** GET /api/assets/list, asserted to answer 200. */
export async function listAssetsApi(c: Client, query: Query = {}): Promise<AssetsAnswer> {
  const res = await c.get('/api/assets/list', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AssetsAnswer>();
}

/** Every active and archived asset the client sees, in list shape. */
export async function allAssetsApi(c: Client): Promise<AssetListItem[]> {
  const active = await listAssetsApi(c, { per_page: 2000 });
  const archived = await listAssetsApi(c, { per_page: 2000, show_deleted_only: '1' });
  return [...active.data, ...archived.data];
}

/** GET /api/asset_types/list, asserted to answer 200. */
export async function assetTypesApi(c: Client, query: Query = {}): Promise<AssetTypesAnswer> {
  const res = await c.get('/api/asset_types/list', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AssetTypesAnswer>();
}

/** Every type of the client's company (types are few: one page of 20 or two). */
export async function allAssetTypes(c: Client): Promise<AssetType[]> {
  const out: AssetType[] = [];
  for (let page = 0; ; page++) {
    const { data, count } = await assetTypesApi(c, { page });
    out.push(...data);
    if (out.length >= count || data.length === 0) return out;
  }
}

export function postAsset(c: Client, path: 'add' | 'edit' | 'delete' | 'undelete', body: Record<string, unknown>, h: SyncHeaderValues = {}): Promise<Response> {
  return c.request({ method: 'POST', url: `/api/assets/${path}`, payload: body, headers: syncHeaders(h) });
}

export function postAssetType(c: Client, body: Record<string, unknown>, h: SyncHeaderValues = {}): Promise<Response> {
  return c.request({ method: 'POST', url: '/api/asset_types/add', payload: body, headers: syncHeaders(h) });
}

/** A new asset that passes every rule: the caller gives the type and the person. */
export function validAsset(typeId: string, ownerId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: uuidv7(),
    asset_type_id: typeId,
    owner_employee_id: ownerId,
    price: '1249,00',
    vendor: 'Dell',
    serial_number: `TST${String(++serials).padStart(5, '0')}`,
    insert_method: 'manual',
    ...over,
  };
}
let serials = 0;

/** POST /api/assets/add asserted to answer 200; the saved row. */
export async function addAssetApi(c: Client, typeId: string, ownerId: string, over: Record<string, unknown> = {}): Promise<AssetListItem> {
  const res = await postAsset(c, 'add', validAsset(typeId, ownerId, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AssetListItem }>().data;
}

/** An asset test file's opening: the demo app, its facts, the clients and Demo Company's asset types. */
export function useAssetsTest() {
  return useApiTest({
    extra: async ({ admin }) => {
      const types = await allAssetTypes(admin);
      const typeNamed = (name: string): AssetType => {
        const found = types.find((ty) => ty.name === name);
        if (!found) throw new Error(`No asset type ${name}`);
        return found;
      };
      return { types, typeNamed };
    },
  });
}
