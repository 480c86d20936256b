import { expect } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import type { LicenseItem, ProductItem } from '../../src/shared/software/software.schema';
import { syncHeaders, type SyncHeaderValues } from './sync-api';
import type { Client, Query, Response } from './test-app';

// Calls and fixtures of the software API tests (tests/api/software-*.test.ts).

export type Holder = { id: string; name: string; avatar: string | null };
export type ProductListItem = ProductItem & { employees: Holder[]; license_count: number };
export type LicenseListItem = LicenseItem & {
  name: string;
  url: string;
  logo: string | null;
  product: { id: string; name: string; deleted: 0 | 1 };
  person: { name: string | null; avatar: string | null };
  person_id: string;
};

type SoftwareWrite = 'products/add' | 'products/edit' | 'products/delete' | 'licenses/add' | 'licenses/delete' | 'licenses/reactivate' | 'licenses/edit';

export function postSoftware(c: Client, path: SoftwareWrite, body: Record<string, unknown>, h: SyncHeaderValues = {}): Promise<Response> {
  return c.request({ method: 'POST', url: `/api/software/${path}`, payload: body, headers: syncHeaders(h) });
}

/** A GET asserted to answer 200, as JSON. */
export async function getOk<T>(c: Client, url: string, query: Query = {}): Promise<T> {
  const res = await c.get(url, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

let made = 0;
/** A new product's body with a name no other test uses. */
export const validProduct = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  name: `Test tool ${++made} ${uuidv7().slice(-6)}`,
  url: 'testtool.example.com',
  ...over,
});

export async function addProductApi(c: Client, over: Record<string, unknown> = {}): Promise<ProductItem> {
  const res = await postSoftware(c, 'products/add', validProduct(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ProductItem }>().data;
}

export async function addLicenseApi(c: Client, productId: string, employeeId: string, over: Record<string, unknown> = {}): Promise<LicenseItem> {
  const res = await postSoftware(c, 'licenses/add', { id: uuidv7(), product_id: productId, employee_id: employeeId, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: LicenseItem }>().data;
}

export const productsApi = (c: Client) => getOk<{ data: ProductListItem[]; count: number }>(c, '/api/software/products/list');
export const productNamed = async (c: Client, name: string): Promise<ProductListItem> => {
  const found = (await productsApi(c)).data.find((p) => p.name === name);
  if (!found) throw new Error(`No product ${name}`);
  return found;
};
