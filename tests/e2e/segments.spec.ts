import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DESKTOP, TABLET_PORTRAIT, signIn } from './sign-in';
import { serverCars, vehicleLinks, waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';

// A segment built in the builder from the fleet list, saved offline, filtering the list on the
// device, kept over an offline reload, and on the server once back online, where the API picks the
// very same cars. Light users get the built-in segments only.

interface ServerSegment {
  id: string;
  name: string;
  built_in: boolean;
}

async function serverSegments(request: APIRequestContext): Promise<ServerSegment[]> {
  const res = await request.get('/api/segments/list?object_type=car');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ServerSegment[] }).data;
}

/** Every row id the fleet table shows, page after page at 30 rows. */
async function listedCarIds(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const hrefs = await page
      .getByRole('table', { name: 'Vehicles' })
      .locator('tbody tr a[href^="/fleet/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    ids.push(...new Set(hrefs.map((h) => h.slice('/fleet/'.length))));
    const next = page.getByRole('button', { name: 'Next page' });
    if (!(await next.isVisible()) || (await next.isDisabled())) return [...new Set(ids)].sort();
    await next.click();
  }
}

const condition = (page: Page, n: number) => page.getByRole('listitem', { name: `Condition ${n}` });

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a segment built and saved offline filters the fleet list, survives a reload, and reaches the server', async ({ page, context }) => {
    await signIn(page, 'admin@demo.test');
    const electric = (await serverCars(page.request)).filter((c) => c.fuel === 'electric' && c.deleted === 0).length;
    const name = `Electric or Arval ${Date.now() % 100_000}`;
    await page.goto('/fleet');
    await expect(vehicleLinks(page).first()).toBeVisible();
    await waitForWorker(page);

    await page.getByRole('link', { name: 'New segment' }).click();
    await expect(page).toHaveURL(/\/settings\/segments\/builder\?object=car&back=%2Ffleet$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await condition(page, 1).getByRole('combobox', { name: 'Field of condition 1' }).selectOption({ label: 'Fuel' });
    await condition(page, 1).getByRole('combobox', { name: 'Value of condition 1' }).selectOption({ label: 'Electric' });
    await expect(page.getByRole('status')).toContainText(`${electric} vehicle${electric === 1 ? '' : 's'} match`);

    // A custom select field, compared by option id, shown by option name.
    await page.getByRole('button', { name: 'Add condition' }).click();
    await condition(page, 2).getByRole('combobox', { name: 'Field of condition 2' }).selectOption({ label: 'Lease company' });
    await condition(page, 2).getByRole('combobox', { name: 'Value of condition 2' }).selectOption({ label: 'Arval' });
    await page.getByRole('radio', { name: 'any condition' }).check();
    await expect(page.getByRole('status')).not.toContainText(`${electric} vehicle`);
    const counted = Number((await page.getByRole('status').innerText()).match(/(\d+) vehicles? match/)![1]);
    expect(counted).toBeGreaterThan(electric);
    await screenshot(page, 'desktop-segment-builder', { fullPage: true });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expect(page).toHaveURL(/\/fleet\?segment=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('segment')!;
    await expect(page.getByRole('combobox', { name: 'Segment' })).toHaveValue(id);
    await expect(page.getByRole('link', { name: 'Edit segment' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('30');
    const offline = await listedCarIds(page);
    expect(offline).toHaveLength(counted);
    await screenshot(page, 'desktop-fleet-segment', { fullPage: true });

    await page.goto(`/fleet?segment=${id}`);
    await expect(vehicleLinks(page).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Segment' })).toHaveValue(id);
    expect(await listedCarIds(page)).toEqual(offline);

    await context.setOffline(false);
    await expect.poll(async () => (await serverSegments(page.request)).find((s) => s.id === id)?.name, { timeout: 15_000 }).toBe(name);
    const res = await page.request.get(`/api/cars/list?per_page=2000&segment_id=${id}`);
    const onServer = ((await res.json()) as { data: { id: string }[] }).data.map((c) => c.id).sort();
    expect(onServer).toEqual(offline);
  });

  test('the builder says what is wrong, next to the name and the condition', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await page.goto('/settings/segments/builder?object=car&back=%2Ffleet');
    await condition(page, 1).getByRole('combobox', { name: 'Field of condition 1' }).selectOption({ label: 'Plate' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Pool vehicles');
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expect(page.getByText('A segment with this name already exists for this kind of item.')).toBeVisible();
    await expect(condition(page, 1).getByText('"Plate" needs a value.')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/segments\/builder/);
    await page.getByRole('textbox', { name: 'Name' }).fill('');
    await expect(page.getByText('This field is required.')).toBeVisible();
  });

  test('the settings page lists the segments of each kind and deletes one after asking', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const name = `To delete ${Date.now() % 100_000}`;
    const id = crypto.randomUUID();
    const saved = await page.request.post('/api/segments/save', {
      data: { id, object_type: 'car', name, definition: { match: 'all', conditions: [{ field: 'color', op: 'contains', value: 'blue' }] } },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/settings/segments');
    const list = page.getByRole('region', { name: 'Segments of vehicles' });
    await expect(list.getByText('Electric and hybrid')).toBeVisible();
    await expect(list.getByText('Fuel is Electric or Fuel is Hybrid diesel or Fuel is Hybrid petrol')).toBeVisible();
    await expect(list.getByText(name)).toBeVisible();
    await screenshot(page, 'desktop-segments-settings', { fullPage: true });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);
    const tabs = page.getByRole('navigation', { name: 'Kind of item' });
    await tabs.getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('region', { name: 'Segments of people' }).getByText('Joined this year')).toBeVisible();
    await tabs.getByRole('link', { name: 'Vehicles' }).click();
    await list.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete segment' }).click();
    await expect(list.getByText(name)).toHaveCount(0);
    await expect.poll(async () => (await serverSegments(page.request)).some((s) => s.id === id), { timeout: 15_000 }).toBe(false);
  });

  test('the people list offers segments next to showing former employees', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const res = await page.request.get('/api/segments/list?object_type=employee');
    const joined = ((await res.json()) as { data: ServerSegment[] }).data.find((s) => s.name === 'Joined this year')!;
    const serverCount = async (q: string) =>
      ((await (await page.request.get(`/api/employees/list?per_page=10&segment_id=${joined.id}${q}`)).json()) as { count: number }).count;
    await page.goto(`/people?segment=${joined.id}`);
    await expect(page.getByRole('combobox', { name: 'Segment' })).toHaveValue(joined.id);
    const range = page.getByRole('navigation', { name: 'Pagination' }).locator('.pagination-range');
    await expect(range).toContainText(new RegExp(`of ${await serverCount('')}$`));
    await page.getByRole('checkbox', { name: 'Show former employees' }).check();
    await expect(range).toContainText(new RegExp(`of ${await serverCount('&show_all=1')}$`));
    await screenshot(page, 'desktop-people-segment', { fullPage: true });
  });
});

test.describe('on a tablet in portrait', () => {
  test.use({ viewport: TABLET_PORTRAIT });

  test('the selector and the builder fit, with touch-sized controls', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const pool = (await serverSegments(page.request)).find((s) => s.name === 'Pool vehicles')!;
    await page.goto(`/fleet?segment=${pool.id}`);
    await expect(vehicleLinks(page).first()).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Segment' });
    await expect(select).toHaveValue(pool.id);
    expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'tablet-portrait-fleet-segment', { fullPage: true });
    expect((await new AxeBuilder({ page }).include('.segment-select').analyze()).violations.map((v) => v.id)).toEqual([]);
    for (const link of ['Edit segment', 'New segment']) expect((await page.getByRole('link', { name: link }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await page.getByRole('link', { name: 'Edit segment' }).click();
    await expect(page.getByRole('heading', { name: 'Edit segment “Pool vehicles”' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/\d+ vehicles? match/);
    const remove = await page.getByRole('button', { name: 'Remove condition 1' }).boundingBox();
    expect(remove!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'tablet-portrait-segment-builder', { fullPage: true });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/fleet\\?segment=${pool.id}$`));
  });
});

test('light users get the built-in segments only, and no builder', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  const options = await page.getByRole('combobox', { name: 'Segment' }).locator('option').allInnerTexts();
  expect(options).toEqual(['All vehicles', 'Archived']);
  await expect(page.getByRole('link', { name: 'New segment' })).toHaveCount(0);
  await page.goto('/settings/segments/builder?object=car');
  await expect(page).toHaveURL(/\/$/);
});
