import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { deviceDb } from './device-db';

export const mainNav = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });

/** The cars as the server has them, through the page's session (base: another server's origin). */
export async function serverCars(request: APIRequestContext, base = ''): Promise<Array<Record<string, string | number | null>>> {
  const res = await request.get(`${base}/api/cars/list?per_page=2000`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Array<Record<string, string | number | null>> }).data;
}

export async function serverCar(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/cars/${id}/detail`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { details: Record<string, string | number | null> }).details;
}

function currentTestInfo(): TestInfo | null {
  try {
    return test.info();
  } catch {
    return null;
  }
}

/**
 * Waits until the page's service worker controls it, so an offline reload still opens the app.
 * Generous: the worker precaches the whole app first, which takes long on a loaded 2-core machine.
 */
export async function waitForWorker(page: Page): Promise<void> {
  // The wait's own budget comes on top of the test's, so a slow install ends in the diagnosis
  // below rather than in the test's timeout (seen once in a full CI run). The benchmarks call this
  // outside any test, where there is no test timeout to extend.
  const info = currentTestInfo();
  info?.setTimeout(info.timeout + 40_000);
  try {
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 40_000 }).toBe(true);
  } catch (e) {
    // Seen once in a full run, never alone: say what state the worker was in.
    const diag = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return JSON.stringify({
        url: location.href,
        reg: !!r,
        active: r?.active?.state,
        installing: r?.installing?.state,
        waiting: r?.waiting?.state,
        caches: await caches.keys(),
      });
    });
    console.log('waitForWorker: no controlling worker', diag);
    throw e;
  }
}

/**
 * Waits until a pull that started after `since` (ms since epoch) has ended: the engine writes
 * `last_sync_at` once a pull's last page is stored. The pull runs in a worker and starts a moment
 * after the page, so a test that reads rows made through the API just before, or goes offline,
 * waits for it first.
 */
export async function pulledSince(page: Page, since: number): Promise<void> {
  const lastSync = async () => Date.parse((await deviceDb(page)).lastSyncAt ?? '') || 0;
  await expect.poll(lastSync, { timeout: 30_000 }).toBeGreaterThan(since);
}

/** Opens a car's edit page from its page and saves new values, as a person would. */
export async function editCar(
  page: Page,
  id: string,
  values: Partial<Record<'Brand' | 'Model' | 'Plate' | 'Colour' | 'Chassis number', string>>,
  base = '',
): Promise<void> {
  await page.goto(`${base}/fleet/${id}`);
  await page.getByRole('link', { name: 'Edit vehicle' }).click();
  // By accessible name: the required marker is aria-hidden, so it is not part of it. Brand and
  // model offer suggestions (a datalist), which makes them comboboxes.
  for (const [label, value] of Object.entries(values))
    await page
      .getByRole('textbox', { name: label, exact: true })
      .or(page.getByRole('combobox', { name: label, exact: true }))
      .fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${id}$`));
}

/** The app's one offline banner (it says whether the network or the server is missing). */
export const offlineBanner = (page: Page) => page.getByTestId('offline-banner');

export const syncButton = (page: Page) => page.getByRole('button', { name: /Sync status/ });

/** Links of the vehicle table's rows: there once the mirror holds vehicles (an empty state has none). */
export const vehicleLinks = (page: Page) => page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr').getByRole('link');
