import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { TABLET, signIn } from './sign-in';
import { serverCars, vehicleLinks, waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';

// Tags on a vehicle's page, on a tablet: set offline, kept over a reload, sent once back online,
// suggested on another car, and used to filter the fleet list on the device.
test.use({ viewport: TABLET });

async function tagsOf(request: APIRequestContext, carId: string): Promise<string[]> {
  const res = await request.get(`/api/tags/car/${carId}/list`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: string[] }).data;
}

test('a car tagged offline keeps its tags over a reload, the server gets them, and the fleet list filters by them', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test');
  // Untagged cars and a name of this run, so the test holds on a server it already ran against.
  const cars = (await serverCars(page.request)).filter((c) => c.type === 'car' && c.deleted === 0).map((c) => String(c.id));
  const [id, otherId] = (await Promise.all(cars.map(async (c) => ((await tagsOf(page.request, c)).length === 0 ? c : null)))).filter((c) => c !== null);
  const winter = `Winter tyres ${Date.now() % 100_000}`;
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await page.goto(`/fleet/${id}`);
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags.getByText('No tags yet.')).toBeVisible();

  await context.setOffline(true);
  const box = tags.getByRole('combobox', { name: 'Add a tag' });
  await box.fill(winter);
  await box.press('Enter');
  await box.pressSequentially('Pool,');
  await box.pressSequentially('Oops');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(tags.getByRole('button', { name: /^Remove tag/ })).toHaveCount(3);
  await box.press('Backspace');
  await expect(tags.getByRole('button', { name: /^Remove tag/ })).toHaveCount(2);
  const remove = await tags.getByRole('button', { name: 'Remove tag Pool' }).boundingBox();
  expect([remove!.width, remove!.height]).toEqual([44, 44]);
  await page.reload();
  await expect(tags.getByText(winter)).toBeVisible();
  await expect(tags.getByText('Pool')).toBeVisible();
  await expect(tags.getByText('Oops')).toHaveCount(0);
  await screenshot(page, 'tablet-tags-offline', { fullPage: true });

  await context.setOffline(false);
  await expect.poll(() => tagsOf(page.request, id!), { timeout: 15_000 }).toEqual([winter, 'Pool']);

  // Another car: the used tags are suggested as one types, case-insensitively.
  await page.goto(`/fleet/${otherId}`);
  await box.fill('win');
  const suggestion = page.getByRole('option', { name: winter });
  await expect(suggestion).toBeVisible();
  const entry = await box.boundingBox();
  expect(entry!.height).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'tablet-tags-suggest', { fullPage: true });
  const axe = await new AxeBuilder({ page }).include('.tag-input').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await box.press('Escape');

  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(winter);
  const rows = page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator(`a[href="/fleet/${id}"]`).first()).toBeVisible();
  await screenshot(page, 'tablet-fleet-tag-filter', { fullPage: true });
});

test('read-only users see the tags but cannot edit them', async ({ page }) => {
  await signIn(page, 'readonly@demo.test');
  const withTags = (await serverCars(page.request)).filter((c) => c.deleted === 0).map((c) => String(c.id));
  await page.goto(`/fleet/${withTags[0]}`);
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags).toBeVisible();
  await expect(tags.getByRole('combobox')).toHaveCount(0);
  await expect(tags.getByRole('button')).toHaveCount(0);
});
