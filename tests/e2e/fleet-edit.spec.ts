import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { carOnServer, control, expectInlineError, expectToast, pickPerson, serverPeople, type ApiCar } from './fleet-form-helpers';
import { serverCars } from './offline-helpers';
import { newArchivedCar } from './fleet-car-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { screenshot } from './screenshot';

test.use({ viewport: TABLET });

const F = messages.fleet;
const DAY = 24 * 60 * 60 * 1000;
const old = (c: ApiCar) => Date.now() - new Date(String(c.created_at)).getTime() > DAY;
const activeCars = async (page: Page) => (await serverCars(page.request)).filter((c) => c.deleted === 0 && c.type === 'car');
/** The viewport as a person sees it (a full-page capture would pin the floating Save bar mid-page). */
const shot = async (page: Page, name: string, at?: Locator) => {
  if (at) await at.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}`);
};

test('every section of a demo car is edited; the detail page and the server show the change', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const car = (await activeCars(page)).find((c) => c.payroll_processed === 0 && old(c))!;
  await page.goto(`/fleet/${car.id}/edit`);
  for (const name of ['Vehicle', 'Payroll related info', 'Financial data', 'Extra specifics'])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await control(page, 'Colour').fill('Graphite grey');
  await control(page, 'Chassis number').fill('WVWZZZE2E00000001');
  await control(page, 'Horsepower (pk)').fill('177');
  await control(page, 'CO2 WLTP (g/km)').fill('123');
  await control(page, 'Yearly cost').fill('8123,45');
  await control(page, 'Supplier').fill('Garage E2E');
  await control(page, 'Specifics').fill('Checked by the edit test');
  await expect(page.getByText('7 changes not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, F.saved);
  await expect(page).toHaveURL(new RegExp(`/fleet/${car.id}$`));
  for (const text of ['Graphite grey', 'WVWZZZE2E00000001', 'Garage E2E', 'Checked by the edit test']) await expect(page.getByText(text).first()).toBeVisible();

  const saved = await carOnServer(page.request, String(car.id), (c) => c.supplier === 'Garage E2E');
  expect(saved).toMatchObject({
    color: 'Graphite grey',
    chassis_number: 'WVWZZZE2E00000001',
    pk: 177,
    co2_g_km_wltp: 123,
    specifics: 'Checked by the edit test',
    brand: car.brand,
    plate: car.plate,
  });
  expect(Number(saved.cost_yearly)).toBe(8123.45);
});

test('a new person asks a start date for them and an end date for the previous one; the feed shows the move', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const people = await serverPeople(page.request);
  const car = (await activeCars(page)).find((c) => c.related_employee_id && c.payroll_processed === 0 && people.some((p) => p.id === c.related_employee_id))!;
  const previous = people.find((p) => p.id === car.related_employee_id)!;
  const next = people.find((p) => p.id !== previous.id && !people.some((q) => q !== p && q.name.startsWith(p.name)))!;
  await page.goto(`/fleet/${car.id}/edit`);
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveValue(previous.name);
  await pickPerson(page, next.name);
  const start = control(page, `Start date for ${next.name}`);
  const end = control(page, `End date for ${previous.name}`);
  await expect(start).toBeVisible();
  await expect(end).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectInlineError(start, F.fillStartDateNew);
  await expectInlineError(end, F.fillEndDatePrevious);
  await shot(page, 'fleet-edit-assignment-errors-tablet', start);
  await expectToast(page, messages.form.invalidTitle, F.fillStartDateNew);
  await start.fill('01/03/2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, messages.form.invalidTitle, F.fillEndDatePrevious);
  await end.fill('28/02/2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${car.id}$`));
  await expect(page.getByRole('link', { name: next.name }).first()).toBeVisible();

  await carOnServer(page.request, String(car.id), (c) => c.related_employee_id === next.id);
  // The server's car_owner_changed entry reaches the feed with the next pull.
  await page.reload();
  await expect(page.getByText(/moved the vehicle from/).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/moved the vehicle from/).first()).toContainText(next.name);
});

test('brand and model lock once a vehicle is over a day old, not before', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const cars = await activeCars(page);
  const aged = cars.find((c) => old(c) && c.payroll_processed === 0)!;
  const fresh = cars.find((c) => !old(c))!;
  await page.goto(`/fleet/${aged.id}/edit`);
  for (const name of ['Brand', 'Model']) {
    await expect(control(page, name)).toHaveJSProperty('readOnly', true);
    await expect(control(page, name)).toHaveAccessibleDescription(F.brandModelLocked);
  }
  await expect(control(page, 'Colour')).toHaveJSProperty('readOnly', false);
  await shot(page, 'fleet-edit-locked-tablet');
  await page.goto(`/fleet/${fresh.id}/edit`);
  await expect(control(page, 'Brand')).toHaveJSProperty('readOnly', false);
  await control(page, 'Model').fill(`${fresh.model} Sport`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${fresh.id}$`));
  await carOnServer(page.request, String(fresh.id), (c) => c.model === `${fresh.model} Sport`);
});

test('a vehicle processed by payroll shows its payroll fields read-only with the hint', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const car = (await activeCars(page)).find((c) => c.payroll_processed === 1)!;
  await page.goto(`/fleet/${car.id}/edit`);
  const value = control(page, 'Catalogue value');
  await expect(value).toHaveJSProperty('readOnly', true);
  await expect(value).toHaveAccessibleDescription(F.payrollLocked);
  await expect(control(page, 'First registration date')).toHaveJSProperty('readOnly', true);
  await expect(control(page, 'Utility vehicle')).toBeDisabled();
  // The rest stays open.
  await expect(control(page, 'Yearly cost')).toHaveJSProperty('readOnly', false);
  await shot(page, 'fleet-edit-payroll-locked-tablet', value);
});

test('only active vehicles are edited; the edit page on a desktop', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@demo.test');
  // Its own archived car: another spec may unarchive a demo one meanwhile. A page load pulls, so the device knows it.
  const archived = await newArchivedCar(page.request);
  await page.goto(`/fleet/${archived}`);
  await expect(page.locator('.person-header-meta').getByText('Archived')).toBeVisible();
  await page.goto(`/fleet/${archived}/edit`);
  await expect(page).toHaveURL(new RegExp(`/fleet/${archived}$`));
  const car = (await activeCars(page)).find((c) => c.payroll_processed === 0)!;
  await page.goto(`/fleet/${car.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit vehicle' })).toBeVisible();
  await shot(page, 'fleet-edit-desktop');
  await control(page, 'Yearly cost').fill('-12');
  await expectInlineError(control(page, 'Yearly cost'), messages.money.mustBePositive);
  await control(page, 'Plate').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectInlineError(control(page, 'Plate'), F.fillPlate);
  await shot(page, 'fleet-edit-errors-desktop', control(page, 'Plate'));
});
