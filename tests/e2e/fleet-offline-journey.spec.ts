import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { eventsOf, toasts } from './fleet-car-helpers';
import { carIdOf, carOnServer, control } from './fleet-form-helpers';
import { vehicleLinks, waitForWorker } from './offline-helpers';
import { TABLET, signIn } from './sign-in';

// The journey: in a garage with no signal, a fleet manager adds a car, corrects it and
// archives it. After a reload, still offline, all three are on the device; once online they reach
// the server in order, each once.

test.use({ viewport: TABLET });

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const meta = (page: Page) => page.locator('.person-header-meta');

test('add, edit and archive a car with no network; the server gets all three once, in order', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await context.setOffline(true);

  // Add: a pool car through the three steps.
  const plate = `GAR-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.goto('/fleet/new');
  await page.getByText('Car', { exact: true }).click();
  await control(page, 'Brand').fill('Volvo');
  await control(page, 'Model').fill('XC40 Recharge');
  await control(page, 'Plate').fill(plate);
  await control(page, 'Fuel').selectOption({ label: 'Electric' });
  await page.getByText('Yes', { exact: true }).click();
  await next(page);
  await control(page, 'First registration date').fill('12/03/2024');
  await control(page, 'Utility vehicle').selectOption({ label: 'No' });
  await control(page, 'Commissioning date').fill('15/03/2024');
  await control(page, 'Order date').fill('02/01/2024');
  await control(page, 'Catalogue value').fill('52300');
  await control(page, 'CO2 NEDC (g/km)').fill('0');
  await control(page, 'CO2 WLTP (g/km)').fill('0');
  await next(page);
  await control(page, 'Contract type').selectOption({ label: 'Operational lease' });
  await control(page, 'Yearly cost').fill('10200');
  await control(page, 'Yearly operational cost').fill('900');
  await control(page, 'Own contribution').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/fleet\/[0-9a-f-]{36}$/);
  const id = carIdOf(page.url());
  await expect(toasts(page).getByText(messages.sync.savedOnDevice).first()).toBeVisible();

  // Edit: the colour and the yearly cost, from the detail page.
  await page.getByRole('link', { name: 'Edit vehicle' }).click();
  await control(page, 'Colour').fill('Sage green');
  await control(page, 'Yearly cost').fill('10450,50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/fleet/${id}`);
  await expect(page.getByText('Sage green')).toBeVisible();

  // Archive, with the end date this company's integration needs.
  await page.getByRole('link', { name: 'Archive' }).click();
  await page.getByRole('textbox', { name: 'End date of use' }).fill('31/12/2026');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(`/fleet/${id}`);
  await expect(meta(page).getByText('Archived')).toBeVisible();

  // A reload with no network: all of it is still on the device, waiting.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Volvo XC40 Recharge' })).toBeVisible();
  await expect(meta(page).getByText('Archived')).toBeVisible();
  await expect(meta(page).getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByText('Sage green')).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`/api/cars/${id}/detail`).then(
            (r) => r.json(),
            () => null,
          )
        )?.details?.deleted ?? -1,
      { timeout: 30_000 },
    )
    .toBe(1);
  const car = await carOnServer(page.request, id);
  expect(car).toMatchObject({
    id,
    brand: 'Volvo',
    model: 'XC40 Recharge',
    plate,
    color: 'Sage green',
    is_pool_vehicle: 1,
    deleted: 1,
    date_end: '2026-12-31',
    date_first_registration: '2024-03-12',
  });
  expect(Number(car.cost_yearly)).toBe(10450.5);
  // Each change once: replays are idempotent.
  expect(await eventsOf(page.request, id, 'car_added')).toBe(1);
  expect(await eventsOf(page.request, id, 'car_updated')).toBe(1);
  expect(await eventsOf(page.request, id, 'car_archived')).toBe(1);
  await expect(meta(page).getByText('Waiting to sync')).toHaveCount(0);
});
