import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { carDetail, detailStatus, expectedFacts, factsOf, listCars, optionsOf, toasts } from './fleet-car-helpers';
import { screenshot } from './screenshot';

// The vehicle detail page (fleet-and-assets.md section 2) and its life cycle (section 4): every
// section with the server's values, archive with its end date, unarchive, permanent delete for
// support users only, and what read-only and light-access users see.

/** Serious or critical WCAG 2 A/AA problems in the page's header, sections and dialogs. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shot = (page: Page, name: string) => screenshot(page, `${name}`, { fullPage: true });

async function asUser(browser: Browser, email: string, viewport = TABLET): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

for (const [name, viewport] of [
  ['tablet', TABLET],
  ['desktop', DESKTOP],
] as const) {
  test(`the detail shows every section of a car with the server's values (${name})`, async ({ browser }) => {
    const page = await asUser(browser, 'admin@demo.test', viewport);
    const options = await optionsOf(page.request);
    // Cars with a person, the most completely filled first (the demo fills every field of most cars).
    const filled = (c: object) => Object.values(c).filter((v) => v !== null).length;
    const withPerson = (await listCars(page.request)).filter((c) => c.type === 'car' && c.related_employee_id).sort((a, b) => filled(b) - filled(a));
    const { details: car, employee_details: owner } = await carDetail(page.request, withPerson[name === 'tablet' ? 0 : 1]!.id);
    await page.goto(`/fleet/${car.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${car.brand} ${car.model}` })).toBeVisible();
    await expect(page.locator('.person-header-meta').getByText('Car', { exact: true })).toBeVisible();
    await expect(page.locator('.person-header-meta').getByText(car.plate!, { exact: true })).toBeVisible();
    for (const [title, facts] of Object.entries(expectedFacts(car, options))) expect(await factsOf(page, title), title).toMatchObject(facts);
    const person = page.getByRole('region', { name: 'Vehicle', exact: true }).getByRole('link', { name: owner!.name! });
    await expect(person).toHaveAttribute('href', `/people/${owner!.id}`);
    await expect(page.getByRole('region', { name: 'End of use' })).toHaveCount(0);
    for (const region of ['Custom fields', 'Tags', 'Documents', 'Activity'])
      await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit vehicle' })).toHaveAttribute('href', `/fleet/${car.id}/edit`);
    await expect(page.getByRole('link', { name: 'Archive' })).toHaveAttribute('href', `/fleet/${car.id}/delete`);
    await shot(page, `fleet-detail-car-${name}`);
    expect(await axeProblems(page, 'main')).toEqual([]);
    if (name === 'tablet') {
      // A tablet held upright shows the sections in one column.
      await page.setViewportSize(TABLET_PORTRAIT);
      const left = async (title: string) => (await page.getByRole('region', { name: title, exact: true }).boundingBox())!.x;
      expect(await left('Payroll info')).toBe(await left('Vehicle'));
      await shot(page, 'fleet-detail-car-tablet-portrait');
      await page.setViewportSize(TABLET);
    }

    const bicycle = (await listCars(page.request)).find((c) => c.type === 'bicycle')!;
    await page.goto(`/fleet/${bicycle.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${bicycle.brand} ${bicycle.model}` })).toBeVisible();
    const facts = await factsOf(page, 'Vehicle');
    expect(facts).toMatchObject(expectedFacts((await carDetail(page.request, bicycle.id)).details, options).Vehicle!);
    for (const hidden of ['Plate', 'Fuel', 'Horsepower (pk)']) expect(Object.keys(facts)).not.toContain(hidden);
    await expect(page.getByRole('region', { name: 'Payroll info' })).toHaveCount(0);
    await shot(page, `fleet-detail-bicycle-${name}`);
    await page.context().close();
  });
}

test('archive asks for the end date, then archives; unarchive restores', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await asUser(browser, 'admin@demo.test');
  const car = (await listCars(page.request)).filter((c) => c.type === 'car')[2]!;
  await page.goto(`/fleet/${car.id}`);
  await page.getByRole('link', { name: 'Archive' }).click();
  await expect(page).toHaveURL(`/fleet/${car.id}/delete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Archive vehicle' })).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(toasts(page).getByText('Form invalid')).toBeVisible();
  await expect(toasts(page).getByText('please fill end date')).toBeVisible();
  const endDate = page.getByRole('textbox', { name: 'End date of use' });
  await expect(endDate).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'fleet-archive-end-date-missing');
  expect(await axeProblems(page, 'main')).toEqual([]);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/fleet/${car.id}`);
  await page.getByRole('link', { name: 'Archive' }).click();
  await page.getByRole('textbox', { name: 'End date of use' }).fill('31/03/2026');
  await shot(page, 'fleet-archive');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(`/fleet/${car.id}`);
  await expect(toasts(page).getByText(messages.fleet.archived)).toBeVisible();
  await expect(page.locator('.person-header-meta').getByText('Archived')).toBeVisible();
  expect(await factsOf(page, 'End of use')).toEqual({ 'End date of use': '31/03/2026' });
  await expect(page.getByRole('link', { name: 'Edit vehicle' })).toHaveCount(0);
  await expect.poll(async () => (await carDetail(page.request, car.id)).details.deleted, { timeout: 15_000 }).toBe(1);
  expect((await carDetail(page.request, car.id)).details.date_end).toBe('2026-03-31');
  await expect(page.locator('.person-header-meta').getByText('Waiting to sync')).toHaveCount(0);
  await shot(page, 'fleet-detail-archived');
  // An archived vehicle cannot be archived or edited again, not even by its address.
  await page.goto(`/fleet/${car.id}/delete`);
  await expect(page).toHaveURL(`/fleet/${car.id}`);

  await page.getByRole('link', { name: 'Unarchive' }).click();
  await expect(page).toHaveURL(`/fleet/${car.id}/undelete`);
  await shot(page, 'fleet-unarchive');
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(toasts(page).getByText(messages.fleet.unarchived)).toBeVisible();
  await expect(page.locator('.person-header-meta').getByText('Archived')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit vehicle' })).toBeVisible();
  await expect.poll(async () => (await carDetail(page.request, car.id)).details.deleted, { timeout: 15_000 }).toBe(0);
  await page.context().close();
});

test('only support users delete an archived vehicle permanently, after ticking the box', async ({ browser }) => {
  test.setTimeout(60_000);
  const admin = await asUser(browser, 'admin@demo.test', DESKTOP);
  const archived = await listCars(admin.request, true);
  expect(archived.length).toBeGreaterThan(1);
  const victim = archived.at(-1)!;
  await admin.goto(`/fleet/${victim.id}`);
  await expect(admin.getByRole('link', { name: 'Unarchive' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Delete permanently' })).toHaveCount(0);
  await admin.context().close();

  const support = await asUser(browser, 'support@demo.test', DESKTOP);
  await support.goto(`/fleet/${victim.id}`);
  await support.getByRole('button', { name: 'Delete permanently' }).click();
  const dialog = support.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: messages.fleet.deletePermanentlyConfirm }).check();
  await expect(confirm).toBeEnabled();
  await shot(support, 'fleet-delete-permanently-dialog');
  expect(await axeProblems(support, '[role="dialog"]')).toEqual([]);
  await confirm.click();
  await expect(support).toHaveURL('/fleet?segment=archived');
  await expect(toasts(support).getByText(messages.fleet.deletedPermanently)).toBeVisible();
  await expect.poll(() => detailStatus(support.request, victim.id), { timeout: 15_000 }).toBe(404);
  // An active vehicle offers no permanent delete, even to support.
  const active = (await listCars(support.request))[0]!;
  await support.goto(`/fleet/${active.id}`);
  await expect(support.getByRole('link', { name: 'Archive' })).toBeVisible();
  await expect(support.getByRole('button', { name: 'Delete permanently' })).toHaveCount(0);
  await support.context().close();
});

test('read-only users see no actions; light-access users see no files or custom fields', async ({ browser }) => {
  const readonly = await asUser(browser, 'readonly@demo.test');
  const [active] = await listCars(readonly.request);
  const [archived] = await listCars(readonly.request, true);
  for (const car of [active!, archived!]) {
    await readonly.goto(`/fleet/${car.id}`);
    await expect(readonly.getByRole('region', { name: 'Vehicle', exact: true })).toBeVisible();
    const actions = readonly.locator('.page-header').getByRole('link').or(readonly.locator('.page-header').getByRole('button'));
    await expect(actions).toHaveCount(0);
  }
  await readonly.context().close();

  const light = await asUser(browser, 'light@demo.test');
  const [car] = await listCars(light.request);
  await light.goto(`/fleet/${car!.id}`);
  await expect(light.getByRole('region', { name: 'Vehicle', exact: true })).toBeVisible();
  await expect(light.getByRole('region', { name: 'Activity' })).toBeVisible();
  await expect(light.getByRole('region', { name: 'Documents' })).toHaveCount(0);
  await expect(light.getByRole('region', { name: 'Custom fields' })).toHaveCount(0);
  await light.context().close();
});

test('a vehicle that does not exist shows the red error box', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet/0190a000-0000-7000-8000-000000000000');
  await expect(page.getByRole('alert').getByText(messages.fleet.carNotFound)).toBeVisible();
});
