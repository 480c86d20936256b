import { expect, test, type Page } from '@playwright/test';
import { softwareMessages } from '../../src/shared/software/software.messages';
import { waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import {
  licenseEvents,
  listPeople,
  newLicense,
  newProduct,
  openWhenMirrored,
  serverLicense,
  serverPersonLicenses,
  shot,
  shotSizes,
  today,
  toasts,
  uniqueProduct,
} from './software-licenses-helpers';

// A licence's pages (software-contracts-push.md sections 2, 4, 6 and 9): deactivated with the
// network off and reactivated at the same route, the banner, the feed; the username; a person's
// software list and the add page; what a read-only user sees. Every test makes its own product.
test.use({ viewport: TABLET });

const banner = (page: Page) => page.getByTestId('license-deactivated-banner');
const header = (page: Page) => page.locator('.license-header');
const deactivateLink = (page: Page) => page.getByRole('link', { name: 'Deactivate', exact: true });
const reactivateLink = (page: Page) => page.getByRole('link', { name: 'Reactivate', exact: true });
const feed = (page: Page) => page.getByRole('region', { name: 'Activity' });
const stateOf = (l: { active: number; date_deactivated: string | null }) => ({ active: l.active, date_deactivated: l.date_deactivated });

test('deactivated offline: the banner at once, the server when back online; reactivated; both in the feed with who', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.test');
  const person = (await listPeople(page.request))[5]!;
  const product = uniqueProduct('Deskpad');
  const licenseId = await newLicense(page.request, await newProduct(page.request, product), person.id);
  const day = today();

  await openWhenMirrored(page, `/software/licenses/${licenseId}`, product.name);
  await expect(header(page).getByRole('link', { name: person.name })).toHaveAttribute('href', `/people/${person.id}`);
  await expect(header(page)).toContainText('Active');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(`Activated on${day.shown}`);
  await expect(banner(page)).toHaveCount(0);
  await shotSizes(page, 'license-active');
  await waitForWorker(page);

  await context.setOffline(true);
  await deactivateLink(page).click();
  await expect(page).toHaveURL(`/software/licenses/${licenseId}/delete`);
  await expect(page.getByText(softwareMessages.deactivateQuestion(person.name, product.name))).toBeVisible();
  await expect(page.getByText(softwareMessages.deactivateExplained)).toBeVisible();
  await expect(page.getByRole('link', { name: softwareMessages.keepActive })).toHaveAttribute('href', `/software/licenses/${licenseId}`);
  await shotSizes(page, 'license-deactivate');
  await page.getByRole('button', { name: 'Deactivate' }).click();

  // At once, from the mirror, with the network still off.
  await expect(page).toHaveURL(`/software/licenses/${licenseId}`);
  await expect(toasts(page).getByText(softwareMessages.deactivated)).toBeVisible();
  await expect(banner(page)).toHaveText(softwareMessages.licenseDeactivatedBanner(day.shown));
  await expect(details).toContainText(`Deactivated on${day.shown}`);
  await expect(deactivateLink(page)).toHaveCount(0);
  await expect(reactivateLink(page)).toBeVisible();
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();
  await shotSizes(page, 'license-deactivated-offline');

  await context.setOffline(false);
  await expect.poll(async () => stateOf(await serverLicense(page.request, licenseId)), { timeout: 40_000 }).toEqual({ active: 0, date_deactivated: day.iso });
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });

  await reactivateLink(page).click();
  await expect(page).toHaveURL(`/software/licenses/${licenseId}/delete`);
  await expect(page.getByText(softwareMessages.reactivateQuestion(person.name, product.name))).toBeVisible();
  await expect(page.getByRole('link', { name: softwareMessages.keepDeactivated })).toHaveAttribute('href', `/software/licenses/${licenseId}`);
  await shot(page, 'license-reactivate-tablet');
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page).toHaveURL(`/software/licenses/${licenseId}`);
  await expect(toasts(page).getByText(softwareMessages.reactivated)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(deactivateLink(page)).toBeVisible();
  await expect.poll(async () => stateOf(await serverLicense(page.request, licenseId)), { timeout: 20_000 }).toEqual({ active: 1, date_deactivated: null });
  await expect
    .poll(() => licenseEvents(page.request, licenseId), { timeout: 20_000 })
    .toEqual(['license_assigned', 'license_deactivated', 'license_reactivated']);

  // One person's changes from one device make one group: the newest shows, both on 'view all actions'.
  const group = feed(page).locator('.activity-entry').filter({ hasText: 'made 2 changes' });
  await expect(group).toContainText(`Sophie Laurent made 2 changes`, { timeout: 20_000 });
  await expect(group).toContainText(`reactivated the ${product.name} licence of ${person.name}`);
  await group.getByRole('button', { name: 'view all actions' }).click();
  await expect(group).toContainText(`deactivated the ${product.name} licence of ${person.name} on ${day.shown}`);
  await expect(feed(page)).toContainText(`Sophie Laurent assigned a ${product.name} licence to ${person.name}`);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'license-feed-desktop');
});

test('the username is edited in place; a read-only user sees no Deactivate, no edit, no Assign product', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const person = (await listPeople(page.request))[6]!;
  const product = uniqueProduct('Notepad');
  const licenseId = await newLicense(page.request, await newProduct(page.request, product), person.id);
  await openWhenMirrored(page, `/software/licenses/${licenseId}`, product.name);

  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: 'Edit username' }).click();
  const box = details.getByRole('textbox', { name: 'Username' });
  await expect(box).toBeFocused();
  // Escape leaves it as it was, back on the button.
  await box.fill('nobody');
  await box.press('Escape');
  await expect(details.getByRole('button', { name: 'Edit username' })).toBeFocused();
  await expect(details).not.toContainText('nobody');
  await details.getByRole('button', { name: 'Edit username' }).press('Enter');
  await box.fill('first_user');
  await shot(page, 'license-username-tablet');
  await box.press('Enter');
  await expect(toasts(page).getByText(softwareMessages.usernameSaved)).toBeVisible();
  await expect(details).toContainText('first_user');
  await expect.poll(async () => (await serverLicense(page.request, licenseId)).username, { timeout: 20_000 }).toBe('first_user');
  await expect(feed(page)).toContainText('set the username to first_user', { timeout: 20_000 });

  const readonly = await browser.newPage({ viewport: TABLET });
  await signIn(readonly, 'readonly@demo.test');
  await openWhenMirrored(readonly, `/software/licenses/${licenseId}`, product.name);
  await expect(readonly.getByRole('region', { name: 'Details' })).toContainText('first_user');
  await expect(deactivateLink(readonly)).toHaveCount(0);
  await expect(reactivateLink(readonly)).toHaveCount(0);
  await expect(readonly.getByRole('button', { name: 'Edit username' })).toHaveCount(0);
  await shot(readonly, 'license-readonly-tablet');
  await readonly.goto(`/people/${person.id}/software`);
  await expect(readonly.getByRole('heading', { level: 1, name: 'Software' })).toBeVisible();
  await expect(readonly.getByRole('link', { name: 'Assign product' })).toHaveCount(0);
  // The state page is not theirs: sent home.
  await readonly.goto(`/software/licenses/${licenseId}/delete`);
  await expect(readonly).toHaveURL('/');
  await readonly.close();
});

test("a person's software: searched, opened; a product assigned from the add page is not offered again", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const person = (await listPeople(page.request))[7]!;
  const tag = uniqueProduct('x').name.split(' ')[1]!;
  const atlas = { name: `Atlas ${tag}`, url: `atlas-${tag}.example.com` };
  const beacon = { name: `Beacon ${tag}`, url: `beacon-${tag}.example.com` };
  const atlasId = await newProduct(page.request, atlas);
  const beaconId = await newProduct(page.request, beacon);
  const atlasLicense = await newLicense(page.request, atlasId, person.id);

  const list = page.getByRole('table', { name: 'Licences' });
  await expect(async () => {
    await page.goto(`/people/${person.id}/software?q=${tag}`);
    await expect(list.getByRole('row', { name: new RegExp(atlas.name) })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list).toContainText(today().shown);
  await expect(list).toContainText('Active');
  await page.goto(`/people/${person.id}/software`);
  await expect(list.locator('tbody tr').first()).toBeVisible();
  await shotSizes(page, 'person-software');
  await page.setViewportSize(TABLET_PORTRAIT);
  await shot(page, 'person-software-portrait');
  await page.setViewportSize(TABLET);

  // The search as typed, 200 ms after the last key.
  await page.getByRole('searchbox', { name: 'Search licences' }).fill(atlas.name);
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await list.getByRole('link', { name: new RegExp(atlas.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/software/licenses/${atlasLicense}\\?back=`));
  await expect(page.getByRole('link', { name: `Software of ${person.name}` })).toBeVisible();
  await page.getByRole('link', { name: `Software of ${person.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}/software`));

  await page.getByRole('link', { name: 'Assign product' }).click();
  await expect(page).toHaveURL(`/people/${person.id}/add/software`);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.setViewportSize(TABLET_PORTRAIT);
  await shot(page, 'person-add-software-all-portrait');
  await page.setViewportSize(TABLET);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
  const products = page.getByRole('group', { name: 'Product' });
  await expect(products.getByRole('radio', { name: new RegExp(beacon.name) })).toBeVisible();
  await expect(products.getByRole('radio', { name: new RegExp(atlas.name) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(softwareMessages.selectProduct).first()).toBeVisible();
  // By keyboard: the radio takes the focus, Space picks it.
  await products.getByRole('radio', { name: new RegExp(beacon.name) }).focus();
  await page.keyboard.press('Space');
  await expect(products.getByRole('radio', { name: new RegExp(beacon.name) })).toBeChecked();
  await shotSizes(page, 'person-add-software');
  await page.getByRole('button', { name: 'Assign' }).click();

  await expect(page).toHaveURL(`/people/${person.id}/software`);
  await expect(toasts(page).getByText(softwareMessages.assigned(1))).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search licences' }).fill(tag);
  await expect(list.locator('tbody tr')).toHaveCount(2);
  await expect
    .poll(async () => (await serverPersonLicenses(page.request, person.id)).filter((l) => l.product_id === beaconId && l.active === 1).length, {
      timeout: 20_000,
    })
    .toBe(1);

  // Both held now: neither is offered.
  await page.goto(`/people/${person.id}/add/software`);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(tag);
  await expect(page.getByText(`No product matches “${tag}”`)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);

  // The person page's card: how many are active, the way to all of them and to assign another.
  await page.goto(`/people/${person.id}`);
  const card = page.getByRole('region', { name: /^Software/ });
  await expect(card.getByRole('link', { name: /Show all/ })).toHaveAttribute('href', `/people/${person.id}/software`);
  await expect(card.getByRole('link', { name: 'Assign product' })).toHaveAttribute('href', `/people/${person.id}/add/software`);
  await expect(card).toContainText('active');
  // Clear of the sticky top bar.
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(card, 'software-person-card-tablet');
  await page.setViewportSize(DESKTOP);
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(card, 'software-person-card-desktop');
});
