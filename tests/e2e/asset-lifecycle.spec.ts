import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { assetEvents, choosePerson, listAssets, meta, personCombo, priceBox, serverAsset } from './asset-forms-helpers';
import { toasts } from './fleet-car-helpers';
import { screenshot } from './screenshot';

// An asset's life after it is assigned: edit ('fill all forms'), archive and unarchive by role,
// the same offline, and the detail page's accessibility. Each test takes assets no other journey
// touches: the last ones of the server's list (sorted by type name).
test.use({ viewport: TABLET });

const shot = (page: Page, name: string) => screenshot(page, `assets-${name}`, { fullPage: true });
const editLink = (page: Page) => page.getByRole('link', { name: 'Edit asset' });
const archiveLink = (page: Page) => page.getByRole('link', { name: 'Archive', exact: true });
const unarchiveButton = (page: Page) => page.getByRole('button', { name: 'Unarchive' });
const owned = async (page: Page, fromEnd: number) => (await listAssets(page.request)).filter((a) => a.owner_employee_id).at(-fromEnd)!;

test("edit: 'fill all forms' without an owner, then a new price reaches the server", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const asset = await owned(page, 1);
  await page.goto(`/assets/${asset.id}`);
  await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
  await shot(page, 'detail-tablet');
  await editLink(page).click();
  await expect(page).toHaveURL(`/assets/${asset.id}/edit`);
  await expect(personCombo(page)).toHaveValue(asset.owner_employee_name!);
  await page.getByRole('button', { name: 'Clear person' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).locator('.toast').filter({ hasText: messages.assets.fillAllForms })).toContainText(messages.assets.invalid);
  await expect(personCombo(page)).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'edit-invalid-tablet');
  await choosePerson(page, asset.owner_employee_name!);
  await priceBox(page).fill('777,25');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'edit-desktop');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/assets/${asset.id}`);
  await expect(toasts(page).getByText(messages.assets.saved, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('€777.25');
  await expect.poll(async () => Number((await serverAsset(page.request, asset.id))?.price), { timeout: 15_000 }).toBe(777.25);
  expect((await serverAsset(page.request, asset.id))!.owner_employee_id).toBe(asset.owner_employee_id);
  await expect.poll(() => assetEvents(page.request, asset.id)).toContain('asset_updated');
  await shot(page, 'detail-desktop');
});

test('archive as admin, then unarchive after the confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@demo.test');
  const asset = await owned(page, 2);
  await page.goto(`/assets/${asset.id}`);
  await archiveLink(page).click();
  await expect(page).toHaveURL(`/assets/${asset.id}/delete`);
  await expect(page.getByText(messages.assets.archiveExplained)).toBeVisible();
  await shot(page, 'archive-tablet');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'archive-desktop');
  await page.setViewportSize(TABLET);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(`/assets/${asset.id}`);
  await expect(toasts(page).getByText(messages.assets.archived)).toBeVisible();
  await expect(meta(page).getByText('Archived')).toBeVisible();
  await expect(editLink(page)).toHaveCount(0);
  await expect(archiveLink(page)).toHaveCount(0);
  await expect.poll(async () => (await serverAsset(page.request, asset.id))?.deleted, { timeout: 15_000 }).toBe(1);

  await unarchiveButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.assets.unarchiveExplained);
  await screenshot(page, 'assets-unarchive-confirm-tablet');
  await dialog.getByRole('button', { name: 'Unarchive' }).click();
  await expect(toasts(page).getByText(messages.assets.unarchived)).toBeVisible();
  await expect(meta(page).getByText('Archived')).toHaveCount(0);
  await expect(editLink(page)).toBeVisible();
  await expect.poll(async () => (await serverAsset(page.request, asset.id))?.deleted, { timeout: 15_000 }).toBe(0);
  await expect.poll(() => assetEvents(page.request, asset.id)).toEqual(expect.arrayContaining(['asset_archived', 'asset_unarchived']));
});

test('light@ (not admin) archives but cannot unarchive; readonly@ sees no actions', async ({ browser }) => {
  test.setTimeout(60_000);
  const light = await browser.newPage({ viewport: TABLET });
  await signIn(light, 'light@demo.test');
  const asset = await owned(light, 3);
  await light.goto(`/assets/${asset.id}`);
  await archiveLink(light).click();
  await light.getByRole('button', { name: 'Archive' }).click();
  await expect(toasts(light).getByText(messages.assets.archived)).toBeVisible();
  await expect(meta(light).getByText('Archived')).toBeVisible();
  await expect.poll(async () => (await serverAsset(light.request, asset.id))?.deleted, { timeout: 15_000 }).toBe(1);
  await expect(unarchiveButton(light)).toHaveCount(0);
  await expect(editLink(light)).toHaveCount(0);
  await expect(archiveLink(light)).toHaveCount(0);
  await shot(light, 'archived-light-tablet');
  await light.close();

  const readonly = await browser.newPage({ viewport: TABLET });
  await signIn(readonly, 'readonly@demo.test');
  const active = await owned(readonly, 4);
  await readonly.goto(`/assets/${active.id}`);
  await expect(readonly.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(readonly.getByRole('region', { name: 'Details' })).toBeVisible();
  await expect(editLink(readonly)).toHaveCount(0);
  await expect(archiveLink(readonly)).toHaveCount(0);
  await readonly.goto(`/assets/${asset.id}`);
  await expect(meta(readonly).getByText('Archived')).toBeVisible();
  await expect(unarchiveButton(readonly)).toHaveCount(0);
  await readonly.close();
});

test('offline edit then archive: shown at once and after a reload, on the server in order when back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const asset = await owned(page, 5);
  await page.goto(`/assets/${asset.id}`);
  await expect(editLink(page)).toBeVisible();
  await waitForWorker(page);

  await context.setOffline(true);
  await editLink(page).click();
  await page.getByRole('textbox', { name: 'Vendor' }).fill('Offline vendor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/assets/${asset.id}`);
  await expect(toasts(page).getByText(messages.sync.savedOnDevice).first()).toBeVisible();
  await archiveLink(page).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(meta(page).getByText('Archived')).toBeVisible();
  await page.reload();
  await expect(meta(page).getByText('Archived')).toBeVisible();
  await expect(meta(page).getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Offline vendor');
  await shot(page, 'offline-archived-tablet');
  expect(await serverAsset(page.request, asset.id)).toMatchObject({ deleted: 0, vendor: asset.vendor });

  await context.setOffline(false);
  await expect(meta(page).getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await serverAsset(page.request, asset.id))?.deleted, { timeout: 15_000 }).toBe(1);
  expect((await serverAsset(page.request, asset.id))!.vendor).toBe('Offline vendor');
  const events = await assetEvents(page.request, asset.id);
  expect(events.indexOf('asset_updated')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('asset_updated')).toBeLessThan(events.indexOf('asset_archived'));
});

test('the detail page has no serious accessibility issue, desktop and tablet', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const asset = await owned(page, 6);
  for (const viewport of [DESKTOP, TABLET]) {
    await page.setViewportSize(viewport);
    await page.goto(`/assets/${asset.id}`);
    await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
