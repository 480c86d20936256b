import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/shared/ids';
import type { LicenseItem, ProductItem } from '../../src/shared/software/software.schema';
import { apiPost, type Person } from './trainings-helpers';

// The software product pages as a person uses them, and what the server holds afterwards. Every
// product is the spec's own (a name made unique per run), so the two workers never share one.

let serial = 0;
/** A name no other run or test has: 'E2E Prod 1732581234567-3'. */
export const uniqueName = (prefix = 'E2E Prod') => `${prefix} ${Date.now()}-${++serial}`;

/** A product made on the server (POST /api/software/products/add); its id. */
export async function apiProduct(
  request: APIRequestContext,
  name: string,
  url = `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`,
): Promise<string> {
  const id = uuidv7();
  await apiPost(request, '/api/software/products/add', { id, name, url });
  return id;
}

/** One licence of the product for each person, on the server. */
export async function apiLicenses(request: APIRequestContext, productId: string, people: readonly Person[]): Promise<void> {
  for (const p of people) await apiPost(request, '/api/software/licenses/add', { id: uuidv7(), product_id: productId, employee_id: p.id });
}

/** GET /api/software/licenses/product/{id}/list: every licence of a product. */
export async function serverProductLicenses(request: APIRequestContext, productId: string): Promise<{ data: LicenseItem[]; total: number }> {
  const res = await request.get(`/api/software/licenses/product/${productId}/list?per_page=150`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { data: LicenseItem[]; total: number };
}

/** The company's products that are not deleted (GET /api/software/products/list), never throwing (for expect.poll). */
export async function serverProducts(request: APIRequestContext): Promise<ProductItem[]> {
  const res = await request.get('/api/software/products/list').catch(() => null);
  if (!res || !res.ok()) return [];
  return ((await res.json()) as { data: ProductItem[] }).data;
}

/** Picks people one by one through the picker's search (by their unique names). */
export async function pickPeople(page: Page, people: readonly Person[]): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search people by name or email' });
  for (const p of people) {
    await search.fill(p.name);
    const box = page.getByRole('checkbox', { name: new RegExp(`^${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
    await box.check();
  }
  await search.fill('');
  await expect(page.getByText(`${people.length} people picked`)).toBeVisible();
}

/** The product id of a /software/products/{id}... page. */
export const productIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[3]!;
