import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { syncButton, waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { screenshot } from './screenshot';

// /settings/assetTypes/add: a type added offline is in the company's list at once and reaches the
// server when the connection returns; a name already used is refused on the device; `back` is
// where Save and Cancel go.

const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Name' });
const typesList = (page: Page) => page.getByRole('list', { name: 'Asset types' });
const shoot = (page: Page, name: string) => screenshot(page, `assets-${name}`, { fullPage: true });

type TypesAnswer = { data: { id: string; name: string; picture: string }[]; count: number };
const serverTypes = async (page: Page, keyword: string) =>
  ((await (await page.request.get(`/api/asset_types/list?keyword=${encodeURIComponent(keyword)}`)).json()) as TypesAnswer).data;

async function openPage(page: Page, query = '') {
  await signIn(page, 'admin@demo.test');
  await page.goto(`/settings/assetTypes/add${query}`);
  await expect(typesList(page).getByText('Laptop', { exact: true })).toBeVisible();
}

test.describe('on a tablet', () => {
  test.use({ viewport: TABLET });

  test('a type added offline shows in the list at once and reaches the server when online', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin@demo.test');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Asset types/ }).click();
    await expect(page).toHaveURL(/\/settings\/assetTypes\/add$/);
    await expect(typesList(page).getByText('Laptop', { exact: true })).toBeVisible();
    await waitForWorker(page);

    const name = `Label printer ${Date.now() % 100_000}`;
    await context.setOffline(true);
    await nameBox(page).fill(name);
    // The picture tiles are radio buttons: the arrow keys move the choice, as in any radio group.
    await page.getByRole('radio', { name: 'Other' }).focus();
    await expect(page.getByRole('radio', { name: 'Other' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Camera' })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Printer' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(messages.assets.typeAdded)).toBeVisible();
    await expect(typesList(page).getByText(name, { exact: true })).toBeVisible();
    await expect(nameBox(page)).toHaveValue('');
    await expect(syncButton(page)).toContainText('1 waiting');
    await shoot(page, 'type-added-offline-tablet');
    // The same name again is refused on the device, before the server has it.
    await nameBox(page).fill(name.toUpperCase());
    await expect(page.getByText(messages.assets.typeExists)).toBeVisible();
    await nameBox(page).fill('');

    await context.setOffline(false);
    await expect.poll(async () => (await serverTypes(page, name)).map((t) => [t.name, t.picture]), { timeout: 30_000 }).toEqual([[name, 'printer']]);
    await expect(syncButton(page)).not.toContainText('waiting');
  });

  test('a name the company already has is refused on the device, and nothing is sent', async ({ page }) => {
    await openPage(page);
    const adds: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/asset_types/add') && adds.push(r.url())));
    await nameBox(page).fill(' LAPTOP ');
    await expect(page.getByText(messages.assets.typeExists)).toBeVisible();
    await expect(nameBox(page)).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(messages.assets.typeExists)).toBeVisible();
    await nameBox(page).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.assets.fillTypeName).first()).toBeVisible();
    await shoot(page, 'type-duplicate-tablet');
    expect(adds).toEqual([]);
  });

  test('with back=, Save and Cancel return there', async ({ page }) => {
    await openPage(page, `?back=${encodeURIComponent('/assets?q=badge')}`);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/assets\?q=badge$/);
    await page.goto(`/settings/assetTypes/add?back=${encodeURIComponent('/assets')}`);
    const name = `Lab coat ${Date.now() % 100_000}`;
    await nameBox(page).fill(name);
    await page.getByRole('radio', { name: 'Badge' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    // Back where it came from, with the new type for the flow to preselect.
    await expect(page).toHaveURL(/\/assets\?asset_type_id=[0-9a-f-]{36}$/);
    await expect.poll(async () => (await serverTypes(page, name)).map((t) => t.picture), { timeout: 30_000 }).toEqual(['badge']);
    // A back that is not a path of this app is ignored.
    await page.goto(`/settings/assetTypes/add?back=${encodeURIComponent('//evil.test/x')}`);
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/settings');
  });
});

test('the page as it looks on a desktop', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await nameBox(page).fill('Projector');
  await page.getByRole('radio', { name: 'Monitor' }).check();
  await shoot(page, 'type-add-desktop');
});
