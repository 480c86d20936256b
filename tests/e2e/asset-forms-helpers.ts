import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AssetListItem } from '../../src/shared/assets/assets.schema';

// The single-asset journeys' shared pieces (assign, detail, edit, archive): the server's view of an
// asset and of a person, and the form's controls by their accessible names.

export const meta = (page: Page) => page.locator('.person-header-meta');
export const assetsCard = (page: Page) => page.getByRole('region', { name: 'Assets', exact: true });

/** The status of an asset's detail call, for expect.poll (never throws). */
export const detailStatus = (request: APIRequestContext, id: string) =>
  request.get(`/api/assets/${id}/detail`).then(
    (r) => r.status(),
    () => 0,
  );

/** An asset as the server has it; null when it does not answer 200 (for expect.poll: never throws). */
export async function serverAsset(request: APIRequestContext, id: string): Promise<AssetListItem | null> {
  const res = await request.get(`/api/assets/${id}/detail`).catch(() => null);
  if (!res || !res.ok()) return null;
  return ((await res.json()) as { asset: AssetListItem }).asset;
}

/** The server's assets: active ones, or only the archived ones. */
export async function listAssets(request: APIRequestContext, archived = false): Promise<AssetListItem[]> {
  const res = await request.get(`/api/assets/list?per_page=2000${archived ? '&show_deleted_only=1' : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: AssetListItem[] }).data;
}

/** The company's current people as the server lists them, by name. */
export async function listPeople(request: APIRequestContext): Promise<{ id: string; name: string; first_name: string }[]> {
  const res = await request.get('/api/employees/list?per_page=150');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string; name: string; first_name: string }[] }).data;
}

/** Activity items of an asset on the server, in the order they reached it (their sync version). */
export async function assetEvents(request: APIRequestContext, id: string): Promise<string[]> {
  const res = await request.get(`/api/activity/asset/${id}`).catch(() => null);
  if (!res || !res.ok()) return [];
  const items = ((await res.json()) as { data: { event_type: string; version: number }[] }).data;
  return items.sort((a, b) => a.version - b.version).map((i) => i.event_type);
}

export const typeCombo = (page: Page) => page.getByRole('combobox', { name: 'Asset type' });
export const personCombo = (page: Page) => page.getByRole('combobox', { name: 'Person' });
export const priceBox = (page: Page) => page.getByRole('textbox', { name: 'Price excluding VAT' });

/** The type through its search box, as a person types it, then the option. */
export async function chooseType(page: Page, typed: string, name: string): Promise<void> {
  await typeCombo(page).click();
  await typeCombo(page).fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(typeCombo(page)).toHaveValue(name);
}

/** The person through the picker's search. */
export async function choosePerson(page: Page, name: string): Promise<void> {
  await personCombo(page).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(personCombo(page)).toHaveValue(name);
}
