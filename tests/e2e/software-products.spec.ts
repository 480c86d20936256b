import { expect, test, type Page } from '@playwright/test';
import { softwareMessages } from '../../src/shared/software/software.messages';
import { toasts } from './fleet-car-helpers';
import { screenshotDevices, screenshotSizes } from './screenshot';
import { TABLET, signIn } from './sign-in';
import { apiLicenses, apiProduct, pickPeople, productIdOf, serverProductLicenses, serverProducts, uniqueName } from './software-helpers';
import { activePeople, apiPost, openWhenMirrored } from './trainings-helpers';

// /software and the product pages (software-contracts-push.md sections 2, 5, 6, 8 and 9): the
// two-step wizard, the grouped list and its segments, edit, delete and who may do what. Every
// product is this spec's own.

test.use({ viewport: TABLET });

const shot = (page: Page, name: string) => screenshotSizes(page, `software-${name}`);
const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const urlBox = (page: Page) => page.getByRole('textbox', { name: 'Web address', exact: true });
const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
/** A field's inline error (a toast may say the same words). */
const fieldError = (page: Page, text: string) => page.locator('.field-error', { hasText: text });

test('the wizard: its messages, a name from the web address, Back edits the same product, licences for 5 people', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const people = await activePeople(page.request, 5);
  const stamp = `${Date.now()}`.slice(-7);
  const url = `https://www.e2e${stamp}-suite.io/login`;
  // The name the domain gives (software-rules.ts nameFromUrl): its words, capitalised.
  const suggested = `E2e${stamp} Suite`;

  await page.goto('/software/products/new');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await next(page);
  await expect(fieldError(page, softwareMessages.enterName)).toBeVisible();
  await expect(fieldError(page, softwareMessages.enterUrl)).toBeVisible();
  await expect(nameBox(page)).toBeFocused();

  // The suggestion service is down on the test server (playwright.config.ts): a name typed is
  // asked of it in vain, and the web address gives the suggestion.
  await nameBox(page).fill('E2');
  await urlBox(page).fill(url);
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions.getByText(softwareMessages.suggestionFromDomain)).toBeVisible();
  await shot(page, 'wizard-product');
  await suggestions.getByRole('button', { name: new RegExp(suggested) }).click();
  await expect(nameBox(page)).toHaveValue(suggested);
  await expect(urlBox(page)).toHaveValue(`https://e2e${stamp}-suite.io`);
  await next(page);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'People' })).toBeFocused();

  // Back and Next again: the same product, renamed, not a second one.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(nameBox(page)).toHaveValue(suggested);
  const renamed = `${suggested} Pro`;
  await nameBox(page).fill(renamed);
  // The domain's name is offered again once the typing pauses; Next is pressed after the list
  // has moved it, as a person would, not under a suggestion that appears at the same moment.
  await expect(suggestions.getByRole('button', { name: new RegExp(suggested) })).toBeVisible();
  await next(page);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect
    .poll(async () => (await serverProducts(page.request)).filter((p) => p.url.includes(`e2e${stamp}-suite`)).map((p) => p.name), { timeout: 20_000 })
    .toEqual([renamed]);

  // Save with nobody picked (it looks disabled, yet stays focusable) says why.
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(toasts(page).getByText(softwareMessages.selectSomePeople)).toBeVisible();
  await pickPeople(page, people);
  await shot(page, 'wizard-people');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Licences assigned' })).toHaveAttribute('aria-valuetext', '5 of 5');
  await shot(page, 'wizard-progress');
  await finish.click();
  await expect(toasts(page).getByText(softwareMessages.assigned(5))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const id = productIdOf(page);
  const { data, total } = await serverProductLicenses(page.request, id);
  expect(total).toBe(5);
  expect(data.map((l) => l.employee_id).sort()).toEqual(people.map((p) => p.id).sort());
  expect(new Set(data.map((l) => l.active))).toEqual(new Set([1]));
  const licenceTable = page.getByRole('table', { name: `Licences of ${renamed}` });
  await expect(licenceTable.getByRole('row')).toHaveCount(6);
  await shot(page, 'product');
  // Each licence with its account's login, as most products have one (an address: the widest cell).
  const loginOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@e2e${stamp}-suite.io`;
  for (const l of data)
    await apiPost(page.request, '/api/software/licenses/edit', { license_id: l.id, username: loginOf(people.find((p) => p.id === l.employee_id)!.name) });
  await page.reload();
  await expect(licenceTable.getByText(loginOf(people[0]!.name), { exact: true })).toBeVisible({ timeout: 70_000 });
  // On a tablet held upright each licence's state is in sight, with no scrolling sideways.
  await page.setViewportSize({ width: 820, height: 1180 });
  await licenceTable.scrollIntoViewIfNeeded();
  for (const badge of await licenceTable.getByText('Active', { exact: true }).all()) await expect(badge).toBeInViewport({ ratio: 1 });
  // ... and the table has nothing more to its right (with the state last, its header was cut off there).
  const sideways = () => licenceTable.evaluate((table) => ((s) => s.scrollWidth - s.clientWidth)(table.closest('.dt-scroll')!));
  expect(await sideways()).toBeLessThanOrEqual(0);
  await screenshotDevices(page, 'software-product-licences');
  await page.setViewportSize(TABLET);

  // The grouped list: the product with its people's avatars and count.
  await page.goto(`/software?q=${encodeURIComponent(renamed)}`);
  const row = page.getByRole('table', { name: 'Software products' }).getByRole('row').filter({ hasText: renamed });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: /^5 people: / })).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('5');
});

test('the list: segments, a search that finds nothing, a page past the end', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const [person] = await activePeople(page.request, 1);
  const name = uniqueName('E2E Segments');
  const id = await apiProduct(page.request, name);
  await apiLicenses(page.request, id, [person!]);

  await page.goto('/software');
  const tabs = page.getByRole('navigation', { name: 'Segments' });
  await expect(tabs.getByRole('link', { name: 'All, grouped by product', exact: true })).toHaveAttribute('aria-current', 'page');
  // The count shows once the rows are read (a screenshot of the loading skeleton says nothing).
  await expect(page.getByRole('status').filter({ hasText: /\d+ products?$/ })).toBeVisible();
  await shot(page, 'list');

  await tabs.getByRole('link', { name: 'Active licences', exact: true }).click();
  await expect(page).toHaveURL(/segment=active/);
  await page.getByRole('searchbox', { name: 'Search licences' }).fill(name);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('table', { name: 'Licences' }).getByRole('row').filter({ hasText: person!.name })).toHaveCount(1);
  await shot(page, 'list-active');

  await tabs.getByRole('link', { name: 'Inactive licences', exact: true }).click();
  await expect(page).toHaveURL(/segment=inactive/);
  await expect(page.getByText(softwareMessages.noLicensesYet)).toBeVisible();

  await tabs.getByRole('link', { name: 'All, grouped by product', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search software products' }).fill(`zz-nothing-${Date.now()}`);
  await expect(page.getByText(softwareMessages.noProductsFound)).toBeVisible();
  await shot(page, 'list-none-found');
  await page.locator('.software-empty').getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('table', { name: 'Software products' })).toBeVisible();

  await page.goto('/software?page=500');
  await expect(page.getByText(softwareMessages.noMoreProducts)).toBeVisible();
  await page.getByRole('button', { name: /^Go to page/ }).click();
  await expect(page.getByRole('table', { name: 'Software products' })).toBeVisible();
});

test('edit says changes saved; delete asks, then the product shows its banner', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const name = uniqueName('E2E Edit');
  const id = await apiProduct(page.request, name);
  await openWhenMirrored(page, `/software/products/${id}`, name);

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/software/products/${id}/edit$`));
  await nameBox(page).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(page, softwareMessages.enterName)).toBeVisible();
  const renamed = `${name} renamed`;
  await nameBox(page).fill(renamed);
  await shot(page, 'edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText(softwareMessages.changesSaved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText(softwareMessages.deleteProductQuestion(renamed))).toBeVisible();
  await page.getByRole('link', { name: 'No' }).click();
  await expect(page).toHaveURL(new RegExp(`/software/products/${id}$`));
  await page.goto(`/software/products/${id}/delete`);
  await shot(page, 'delete');
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/software$/);
  await expect(toasts(page).getByText(softwareMessages.deleted)).toBeVisible();
  await expect.poll(async () => (await serverProducts(page.request)).some((p) => p.id === id), { timeout: 20_000 }).toBe(false);
  await page.goto(`/software/products/${id}`);
  await expect(page.getByText(softwareMessages.productDeletedBanner)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assign licence' })).toHaveCount(0);
  await shot(page, 'product-deleted');
});

test('roles: read-only adds nothing, team-only edits and deletes no product, only admins import', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const name = uniqueName('E2E Roles');
  const id = await apiProduct(page.request, name);
  await page.goto('/software');
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Import' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Export to Excel' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await signIn(page, 'manager@demo.test');
  await openWhenMirrored(page, `/software/products/${id}`, name);
  // The header's button (the empty licence list offers one too).
  await expect(page.getByRole('link', { name: 'Assign licence' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await page.goto('/software');
  await expect(page.getByRole('link', { name: 'Add product' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export to Excel' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Import' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await signIn(page, 'readonly@demo.test');
  await openWhenMirrored(page, `/software/products/${id}`, name);
  await expect(page.getByRole('link', { name: 'Assign licence' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await page.goto('/software');
  await expect(page.getByRole('heading', { level: 1, name: 'Software' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await shot(page, 'list-readonly');
});
