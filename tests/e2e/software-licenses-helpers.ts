import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate, isoDay } from '../../src/shared/format';
import { screenshot, screenshotSizes } from './screenshot';

// The licence specs' own objects, made through the API (two workers share one demo company, so a
// spec never touches a product another one reads), and the server's view of them.

export interface ApiPerson {
  id: string;
  name: string;
  first_name: string;
}

export interface ServerLicense {
  id: string;
  product_id: string;
  employee_id: string;
  username: string | null;
  active: 0 | 1;
  date_enabled: string;
  date_deactivated: string | null;
}

/** A product name and web address no other test uses. */
export const uniqueProduct = (stem: string) => {
  const tag = Math.random().toString(36).slice(2, 8);
  return { name: `${stem} ${tag}`, url: `${stem.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${tag}.example.com` };
};

/** Current people of the company as the server lists them, by name. */
export async function listPeople(request: APIRequestContext): Promise<ApiPerson[]> {
  const res = await request.get('/api/employees/list?per_page=150');
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: ApiPerson[] }).data;
}

/** POST /api/software/products/add; answers the product's id. */
export async function newProduct(request: APIRequestContext, product: { name: string; url: string }): Promise<string> {
  const res = await request.post('/api/software/products/add', { data: product });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { id?: string; data?: { id: string } };
  return body.id ?? body.data!.id;
}

/** POST /api/software/licenses/add; answers the licence's id. */
export async function newLicense(request: APIRequestContext, productId: string, employeeId: string): Promise<string> {
  const res = await request.post('/api/software/licenses/add', { data: { product_id: productId, employee_id: employeeId } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { id?: string; data?: { id: string } };
  return body.id ?? body.data!.id;
}

/** GET /api/software/licenses/{id}/detail's details. */
export async function serverLicense(request: APIRequestContext, id: string): Promise<ServerLicense> {
  const res = await request.get(`/api/software/licenses/${id}/detail`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { details: ServerLicense }).details;
}

/** A person's licences as the server lists them (GET /api/software/licenses/employee/{id}/list). */
export async function serverPersonLicenses(request: APIRequestContext, employeeId: string): Promise<ServerLicense[]> {
  const res = await request.get(`/api/software/licenses/employee/${employeeId}/list?per_page=150`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: ServerLicense[] }).data;
}

/** The event types of a licence's feed on the server, oldest first. */
export async function licenseEvents(request: APIRequestContext, id: string): Promise<string[]> {
  const res = await request.get(`/api/activity/license/${id}`).catch(() => null);
  if (!res || !res.ok()) return [];
  const items = ((await res.json()) as { data: { event_type: string; version: number }[] }).data;
  return items.sort((a, b) => a.version - b.version).map((i) => i.event_type);
}

/** Opens a page of objects made through the API once this device's mirror holds them (the heading shows). */
export async function openWhenMirrored(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** Today as the device (the browser, on this machine) writes it: yyyy-mm-dd and dd/mm/yyyy. */
export const today = () => {
  const iso = isoDay(new Date());
  return { iso, shown: formatDate(iso) };
};

/** The app's toasts (one region, as the other specs read it). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The whole page from its top (a page scrolled down draws the sticky bar across a full-page shot). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `software-${name}`, { fullPage: true });
}
export const shotSizes = (page: Page, name: string) => screenshotSizes(page, `software-${name}`, { fullPage: true });
