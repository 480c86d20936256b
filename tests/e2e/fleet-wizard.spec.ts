import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { carIdOf, carOnServer, control, expectInlineError, expectToast, pickPerson, serverPeople } from './fleet-form-helpers';
import { serverCars, vehicleLinks, waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { screenshot } from './screenshot';

test.use({ viewport: TABLET });

const F = messages.fleet;
const uniquePlate = (prefix: string) => `${prefix}-${Date.now().toString(36).slice(-5).toUpperCase()}`;
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepSays = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}`, { fullPage: true });
};

test('a car through its three steps, with every validation message of the wizard', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const taken = (await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0 && c.plate)!;
  await page.goto('/fleet/new');
  await stepSays(page, 'Step 1 of 3');
  await shot(page, 'fleet-wizard-step1-tablet');

  // Step 1: type, brand, model, plate, fuel, pool question; 'missing data' each time.
  await next(page);
  // The first failing field gets the focus (before the toast's dismiss button takes it).
  await expect(page.getByRole('radio', { name: 'Car' })).toBeFocused();
  await expectToast(page, F.missingData, F.fillType);
  await page.getByText('Car', { exact: true }).click();
  await next(page);
  await expectToast(page, F.missingData, F.fillBrand);
  await expectInlineError(control(page, 'Model'), F.fillModel);
  await expectInlineError(control(page, 'Plate'), F.fillPlate);
  await shot(page, 'fleet-wizard-step1-errors-tablet');
  await control(page, 'Brand').fill('Skoda');
  await next(page);
  await expectToast(page, F.missingData, F.fillModel);
  await control(page, 'Model').fill('Enyaq');
  await next(page);
  await expectToast(page, F.missingData, F.fillPlate);
  await control(page, 'Plate').fill(String(taken.plate).toLowerCase());
  await next(page);
  await expectToast(page, F.missingData, F.fillFuel);
  await control(page, 'Fuel').selectOption({ label: 'Electric' });
  await next(page);
  await expectToast(page, F.missingData, F.fillPoolVehicle);
  await page.getByText('Yes', { exact: true }).click();
  await next(page);
  // The plate is a demo car's: it stops here, inline.
  await expectInlineError(control(page, 'Plate'), F.plateExists);
  await stepSays(page, 'Step 1 of 3');
  const plate = uniquePlate('E2E');
  await control(page, 'Plate').fill(plate);
  await control(page, 'Colour').fill('Moon white');
  await control(page, 'Horsepower (pk)').fill('204');
  // Enter goes on, as Next does.
  await control(page, 'Colour').press('Enter');

  // Step 2: payroll rules ('Form invalid').
  await stepSays(page, 'Step 2 of 3');
  await next(page);
  await expectToast(page, messages.form.invalidTitle, F.fillFirstRegistration);
  await shot(page, 'fleet-wizard-step2-errors-tablet');
  await control(page, 'First registration date').fill('01/08/2023');
  await next(page);
  await expectToast(page, messages.form.invalidTitle, F.fillUtilityVehicle);
  await control(page, 'Utility vehicle').selectOption({ label: 'No' });
  await next(page);
  await expectToast(page, messages.form.invalidTitle, F.fillCommissioning);
  await control(page, 'Commissioning date').fill('05/08/2023');
  await next(page);
  await expectToast(page, messages.form.invalidTitle, F.catalogueValuePositive);
  const catalogue = control(page, 'Catalogue value');
  await catalogue.fill('0');
  await next(page);
  await expectToast(page, messages.form.invalidTitle, F.catalogueValuePositive);
  for (const [typed, message] of [
    ['12a', messages.money.invalidNumber],
    ['-5', messages.money.mustBePositive],
    ['10.123', messages.money.tooManyDecimals],
  ] as const) {
    await catalogue.fill(typed);
    await expectInlineError(catalogue, message);
  }
  await catalogue.fill('48500,50');
  await expect(catalogue).toHaveValue('48500.50');
  await expect(catalogue).not.toHaveAttribute('aria-invalid', 'true');
  await control(page, 'CO2 NEDC (g/km)').fill('501');
  await next(page);
  await expectToast(page, messages.form.invalidTitle, F.co2TooHigh);
  await control(page, 'CO2 NEDC (g/km)').fill('0');
  await control(page, 'CO2 WLTP (g/km)').fill('0');
  await next(page);
  // First registered after 2023-07-01: the order date is required.
  await expectToast(page, messages.form.invalidTitle, F.fillOrderDate);
  await control(page, 'Order date').fill('15/05/2023');
  await next(page);

  // Step 3: the cost form must be complete ('Invalid').
  await stepSays(page, 'Step 3 of 3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, F.invalid, F.fillAllForms);
  await control(page, 'Contract type').selectOption({ label: 'Operational lease' });
  await control(page, 'Yearly cost').fill('9600');
  await control(page, 'Yearly operational cost').fill('1200,5');
  await control(page, 'Own contribution').fill('55');
  await control(page, 'Supplier').fill('E2E Lease');
  await control(page, 'Specifics').fill('Winter tyres included');
  await shot(page, 'fleet-wizard-step3-tablet');
  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(control(page, 'CO2 NEDC (g/km)')).toHaveValue('0');
  await next(page);
  await expect(control(page, 'Own contribution')).toHaveValue('55');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, F.saved);
  await expect(page).toHaveURL(/\/fleet\/[0-9a-f-]{36}$/);

  const car = await carOnServer(page.request, carIdOf(page.url()));
  expect(car).toMatchObject({
    type: 'car',
    brand: 'Skoda',
    model: 'Enyaq',
    plate,
    fuel: 'electric',
    color: 'Moon white',
    pk: 204,
    is_pool_vehicle: 1,
    related_employee_id: null,
    date_first_registration: '2023-08-01',
    date_commissioning: '2023-08-05',
    order_date: '2023-05-15',
    is_utility_vehicle: 0,
    co2_g_km: 0,
    co2_g_km_wltp: 0,
    contract_type: 'op_lease',
    own_contribution_payment_type: 'per_month',
    supplier: 'E2E Lease',
    specifics: 'Winter tyres included',
  });
  expect([car.catalogue_value, car.cost_yearly, car.operational_cost_yearly, car.own_contribution].map(Number)).toEqual([48500.5, 9600, 1200.5, 55]);
});

test('a motorbike from a person page: two steps, the person preselected, back to the person', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  // A CI run once got fewer than four people from this call (cause not found): wait for them, so a
  // repeat shows in the report as a timeout on this line rather than an undefined person.
  let people: Awaited<ReturnType<typeof serverPeople>> = [];
  await expect.poll(async () => (people = await serverPeople(page.request)).length).toBeGreaterThan(3);
  const person = people[3]!;
  await page.goto(`/people/${person.id}`);
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await page.goto(`/fleet/new?employee_id=${person.id}`);
  await page.getByText('Motorbike', { exact: true }).click();
  await stepSays(page, 'Step 1 of 2');
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveValue(person.name);
  // A vehicle with a person is no pool vehicle: the question is not asked.
  await expect(page.getByRole('radiogroup', { name: /Pool vehicle/ })).toHaveCount(0);
  const plate = uniquePlate('MB');
  await control(page, 'Brand').fill('Honda');
  await control(page, 'Model').fill('CB500F');
  await control(page, 'Plate').fill(plate);
  await control(page, 'Fuel').selectOption({ label: 'Petrol' });
  await next(page);
  await stepSays(page, 'Step 2 of 2');
  await expect(page.getByRole('heading', { name: 'Costs' })).toBeVisible();
  await control(page, 'Contract type').selectOption({ label: 'Bought' });
  const cost = control(page, 'Yearly cost');
  await cost.fill('3100,255');
  await expectInlineError(cost, messages.money.tooManyDecimals);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, F.invalid, messages.money.tooManyDecimals);
  await cost.fill('3100,25');
  await control(page, 'Yearly operational cost').fill('400');
  await control(page, 'Own contribution').fill('0');
  await control(page, 'Own contribution payment type').selectOption({ label: 'Percentage of the benefit' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));

  // Saved on the device first: the server has it once the outbox has sent it.
  let mine: Awaited<ReturnType<typeof serverCars>>[number] | undefined;
  await expect.poll(async () => (mine = (await serverCars(page.request)).find((c) => c.plate === plate)), { timeout: 15_000 }).toBeDefined();
  const car = await carOnServer(page.request, String(mine!.id));
  expect(car).toMatchObject({
    type: 'motorbike',
    brand: 'Honda',
    model: 'CB500F',
    fuel: 'gas',
    related_employee_id: person.id,
    is_pool_vehicle: 0,
    contract_type: 'buy',
    own_contribution_payment_type: 'percentage_of_benefit',
  });
  expect(Number(car.cost_yearly)).toBe(3100.25);
});

test('a bicycle: two steps, no plate, fuel or horsepower asked, nothing of them saved', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet/new');
  await page.getByText('Bicycle', { exact: true }).click();
  await stepSays(page, 'Step 1 of 2');
  for (const name of ['Plate', 'Fuel', 'Horsepower (pk)']) await expect(control(page, name)).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: /Pool vehicle/ })).toHaveCount(0);
  const people = await serverPeople(page.request);
  await control(page, 'Brand').fill('Cowboy');
  await control(page, 'Model').fill('Cruiser');
  const box = page.getByRole('combobox', { name: 'Person' });
  await box.fill(people[5]!.name.slice(0, 2));
  await expect(page.getByRole('option').first()).toBeVisible();
  await screenshot(page, 'fleet-wizard-person-picker-tablet');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await pickPerson(page, people[5]!.name);
  // Cleared again with the ×, then picked once more.
  await page.getByRole('button', { name: 'Clear person' }).click();
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveValue('');
  await pickPerson(page, people[5]!.name);
  await next(page);
  await stepSays(page, 'Step 2 of 2');
  await control(page, 'Contract type').selectOption({ label: 'Operational lease' });
  await control(page, 'Yearly cost').fill('1450');
  await control(page, 'Yearly operational cost').fill('120');
  await control(page, 'Own contribution').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/fleet\/[0-9a-f-]{36}$/);
  const car = await carOnServer(page.request, carIdOf(page.url()));
  expect(car).toMatchObject({
    type: 'bicycle',
    brand: 'Cowboy',
    model: 'Cruiser',
    plate: null,
    fuel: null,
    pk: null,
    co2_g_km: null,
    related_employee_id: people[5]!.id,
  });
});

test('leaving the wizard after changes asks first; back= is where Cancel goes', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet/new?back=/people');
  await page.getByText('Car', { exact: true }).click();
  await control(page, 'Brand').fill('Tesla');
  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/fleet\/new/);
  await expect(control(page, 'Brand')).toHaveValue('Tesla');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/people$/);
});

test('with no network the wizard saves to the device; the vehicle reaches the server once online', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@demo.test');
  const taken = (await serverCars(page.request)).find((c) => c.type === 'motorbike' && c.deleted === 0 && c.plate)!;
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await context.setOffline(true);
  await page.goto('/fleet/new');
  await page.getByText('Motorbike', { exact: true }).click();
  await control(page, 'Brand').fill('Yamaha');
  await control(page, 'Model').fill('MT-07');
  // Offline the device's copy knows the plates.
  await control(page, 'Plate').fill(String(taken.plate));
  await control(page, 'Fuel').selectOption({ label: 'Petrol' });
  await next(page);
  await expectInlineError(control(page, 'Plate'), F.plateExists);
  const plate = uniquePlate('OFF');
  await control(page, 'Plate').fill(plate);
  await next(page);
  await control(page, 'Contract type').selectOption({ label: 'Hire' });
  await control(page, 'Yearly cost').fill('1800');
  await control(page, 'Yearly operational cost').fill('250');
  await control(page, 'Own contribution').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, F.saved, messages.sync.savedOnDevice);
  await expect(page).toHaveURL(/\/fleet\/[0-9a-f-]{36}$/);
  const id = carIdOf(page.url());
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();
  await context.setOffline(false);
  const car = await carOnServer(page.request, id);
  expect(car).toMatchObject({ id, type: 'motorbike', brand: 'Yamaha', model: 'MT-07', plate, fuel: 'gas', contract_type: 'hire' });
});

test('wizard screenshots on a desktop', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet/new');
  await page.getByText('Car', { exact: true }).click();
  await control(page, 'Brand').fill('Volvo');
  await control(page, 'Model').fill('XC40 Recharge');
  await control(page, 'Plate').fill(uniquePlate('DT'));
  await control(page, 'Fuel').selectOption({ label: 'Electric' });
  await page.getByText('No', { exact: true }).click();
  await shot(page, 'fleet-wizard-step1-desktop');
  await next(page);
  await next(page);
  await expectToast(page, messages.form.invalidTitle, F.fillFirstRegistration);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.toast')).toBeVisible();
  await shot(page, 'fleet-wizard-step2-errors-desktop');
});
