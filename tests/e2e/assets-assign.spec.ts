import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { assetsCard, chooseType, listPeople, personCombo, priceBox, serverAsset, typeCombo } from './asset-forms-helpers';
import { toasts } from './fleet-car-helpers';
import { screenshot } from './screenshot';

// /assets/new as a person does it on a tablet: started from a person page (the person preselected,
// back there afterwards), the spec's messages, and the same flow with no network.
test.use({ viewport: TABLET });

const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
const shot = (page: Page, name: string) => screenshot(page, `assets-${name}`, { fullPage: true });

/** Steps 1 and 2 from the person page: Laptop found through the search, '1299,5', then vendor and serial. */
async function assignLaptop(page: Page, personId: string, personName: string, serial: string, shots = false): Promise<string> {
  await page.goto(`/people/${personId}`);
  await assetsCard(page).getByRole('link', { name: 'Assign asset' }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/new\\?employee_id=${personId}&back=`));
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(personCombo(page)).toHaveValue(personName);
  await chooseType(page, 'lapt', 'Laptop');
  await priceBox(page).fill('1299,5');
  if (shots) await shot(page, 'assign-step1-tablet');
  await next(page);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('textbox', { name: 'Vendor' }).fill('Lenovo');
  await page.getByRole('textbox', { name: 'Serial number' }).fill(serial);
  if (shots) await shot(page, 'assign-step2-tablet');
  await page.getByRole('button', { name: 'Assign asset' }).click();
  await expect(page).toHaveURL(`/people/${personId}`);
  await expect(toasts(page).getByText(messages.assets.assigned)).toBeVisible();
  const link = assetsCard(page).getByRole('link').filter({ hasText: serial });
  await expect(link).toBeVisible();
  await expect(link).toContainText('Laptop');
  return (await link.getAttribute('href'))!.replace('/assets/', '');
}

test('assign a laptop from a person page: preselected person, back on the person page, on the server', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@demo.test');
  const person = (await listPeople(page.request))[3]!;
  const serial = `E2E-ASSIGN-${Date.now()}`;
  const id = await assignLaptop(page, person.id, person.name, serial, true);
  await shot(page, 'person-card-tablet');
  const saved = await serverAsset(page.request, id);
  expect(saved).toMatchObject({
    owner_employee_id: person.id,
    asset_name: 'Laptop',
    vendor: 'Lenovo',
    serial_number: serial,
    insert_method: 'manual',
    deleted: 0,
  });
  expect(Number(saved!.price)).toBe(1299.5);
  const pending = await (await page.request.get(`/api/assets/employee/${person.id}/pendingAssets`)).json();
  expect(pending.pending_assets).toContainEqual({ asset_id: id, asset_name: 'Laptop' });
  // The new asset's page says what the server has.
  await assetsCard(page).getByRole('link').filter({ hasText: serial }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laptop' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('€1,299.50');
  await expect(page.getByRole('region', { name: 'Details' }).getByRole('link', { name: person.name })).toHaveAttribute('href', `/people/${person.id}`);
});

test("'please select asset', then the required person; Cancel goes back", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/assets/new');
  await next(page);
  const toast = toasts(page).locator('.toast').filter({ hasText: messages.assets.selectAsset });
  await expect(toast).toContainText(messages.assets.invalid);
  await expect(typeCombo(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(typeCombo(page)).toBeFocused();
  // The whole list opens on a click: types by name with their pictures, a page of 20 at most.
  await typeCombo(page).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await screenshot(page, 'assets-type-picker-open-tablet');
  await chooseType(page, 'phone', 'Smartphone');
  await next(page);
  await expect(personCombo(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(messages.validation.required)).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  // An inline money error blocks too.
  await priceBox(page).fill('12,345');
  await expect(page.getByText(messages.money.tooManyDecimals)).toBeVisible();
  await shot(page, 'assign-errors-tablet');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'assign-errors-desktop');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/assets');
});

test('assign offline from a person page: listed at once, on the server when the network returns', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const person = (await listPeople(page.request))[4]!;
  await page.goto(`/people/${person.id}`);
  await expect(assetsCard(page)).toBeVisible();
  await waitForWorker(page);
  await context.setOffline(true);
  const serial = `E2E-OFFLINE-${Date.now()}`;
  const id = await assignLaptop(page, person.id, person.name, serial);
  await expect(toasts(page).getByText(messages.sync.savedOnDevice)).toBeVisible();
  await expect(assetsCard(page).getByRole('link').filter({ hasText: serial }).getByText('Waiting to sync')).toBeVisible();
  expect(await serverAsset(page.request, id)).toBeNull();
  await page.setViewportSize(DESKTOP);
  await shot(page, 'person-card-offline-desktop');
  await context.setOffline(false);
  await expect.poll(async () => (await serverAsset(page.request, id))?.serial_number ?? null, { timeout: 20_000 }).toBe(serial);
  await expect(assetsCard(page).getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  expect(Number((await serverAsset(page.request, id))!.price)).toBe(1299.5);
});
