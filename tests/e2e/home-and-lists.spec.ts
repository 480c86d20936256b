import { expect, test, type Page } from '@playwright/test';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { screenshot } from './screenshot';
import { signIn } from './sign-in';

// Issue 15's polish: the home page while the first download runs, a wide table on a tablet, the
// vehicle type icons in the list, and signing out that starts the next person clean.

const TABLET_820 = { width: 820, height: 1180 };

async function carsOfType(page: Page, type: CarListItem['type']): Promise<CarListItem[]> {
  const res = await page.request.get('/api/cars/list?per_page=2000');
  return ((await res.json()) as { data: CarListItem[] }).data.filter((c) => c.type === type);
}

test('the home page shows a loading state, not zeros, until the first download is in', async ({ page, context }) => {
  // Hold the first download: the device has no rows yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/sync/pull**', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, 'admin@demo.test');
  const fleet = page.locator('.home-card', { hasText: 'Fleet' });
  await expect(fleet.getByRole('status', { name: 'Counting…' })).toBeVisible();
  await expect(page.getByText(/^0 (vehicles|people)/)).toHaveCount(0);
  await expect(page.locator('.home-card', { hasText: 'Assets' })).toContainText('Equipment and who has it');
  await expect(page.locator('.home-card', { hasText: 'Trainings' })).not.toContainText('Not built yet');
  await expect(page.locator('.home-card', { hasText: 'Software' })).toContainText('Products and who holds a licence');
  await screenshot(page, 'desktop-home-loading');
  await page.setViewportSize(TABLET_820);
  await screenshot(page, 'tablet-home-loading');
  release();
  await expect(fleet).toContainText(/[1-9]\d* vehicles/, { timeout: 30_000 });
  await screenshot(page, 'tablet-home-loaded');
});

test.describe('on an 820 px tablet', () => {
  test.use({ viewport: TABLET_820 });

  test('a vehicle table wider than the screen shows that it scrolls, and which way', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    // Six columns, as a fleet manager picks them: wider than the tablet.
    const columns = ['vehicle', 'person', 'plate', 'fuel', 'contract_type', 'total_cost'];
    await page.evaluate((c) => localStorage.setItem('table-prefs:fleet', JSON.stringify({ columns: c })), columns);
    await page.goto('/fleet');
    // The first download may still be arriving on a slow machine.
    await expect(page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr').getByRole('link').first()).toBeVisible({ timeout: 30_000 });
    const frame = page.locator('.dt-scroll-frame');
    await expect(page.getByRole('region', { name: /scrolls sideways/ })).toBeVisible();
    await expect(frame).toHaveAttribute('data-more-right', 'true');
    await expect(frame).not.toHaveAttribute('data-more-left', /.*/);
    await screenshot(page, 'tablet-fleet-scroll-start');
    await page.locator('.dt-scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(frame).toHaveAttribute('data-more-left', 'true');
    await expect(frame).not.toHaveAttribute('data-more-right', /.*/);
    await screenshot(page, 'tablet-fleet-scroll-end');
  });
});

test('motorbikes and bicycles show their own icon in the vehicle list', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const iconOf = async (car: CarListItem) => {
    await page.goto(`/fleet?q=${encodeURIComponent(`${car.brand} ${car.model}`)}`);
    const row = page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr').filter({ hasText: car.model }).first();
    // The first download may still be arriving on a slow machine.
    await expect(row).toBeVisible({ timeout: 20_000 });
    return row.locator('svg').first().innerHTML();
  };
  const [car] = await carsOfType(page, 'car');
  const [motorbike] = await carsOfType(page, 'motorbike');
  const [bicycle] = await carsOfType(page, 'bicycle');
  const icons = [await iconOf(car!), await iconOf(motorbike!), await iconOf(bicycle!)];
  expect(new Set(icons).size).toBe(3);
  await screenshot(page, 'desktop-fleet-bicycle-row');
});

test('signing out on a page starts the next sign-in at home, not on that page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const [car] = await carsOfType(page, 'car');
  await page.goto(`/fleet/${car!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Sophie Laurent/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
