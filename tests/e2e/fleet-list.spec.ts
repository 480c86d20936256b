import { expect, test, type Page } from '@playwright/test';
import { CAR_COLUMN_LABELS } from '../../src/shared/fleet/car-labels';
import { CAR_LIST_COLUMNS } from '../../src/shared/fleet/fleet.schema';
import { messages } from '../../src/shared/messages';
import { expectSorted, listTable, parseCell, pullWithout, readDownloadedSheet } from './list-table-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { screenshot } from './screenshot';

// /fleet: columns, sorting, the Excel export read back, the fuel chart against its API, rights,
// offline, and the empty garage. On a desktop and a tablet.

const vehicleTable = (page: Page) => listTable(page, 'Vehicles');
const actionsButton = (page: Page) => page.getByRole('button', { name: /^Actions/ });
const CUSTOM = 'Monthly lease';

async function openFleet(page: Page, email = 'admin@demo.test') {
  await signIn(page, email);
  await page.goto('/fleet');
  await expect(vehicleTable(page).bodyRows()).toHaveCount(10);
}

/** The chart's figures, opened if folded. */
async function chartCounts(page: Page): Promise<Record<string, number>> {
  const chart = page.getByRole('figure', { name: /Active vehicles by fuel/ });
  await expect(chart).toBeVisible();
  const toggle = chart.getByRole('button', { name: /(Show|Hide) chart/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const bars = chart.locator('li[data-fuel]');
  await expect(bars.first()).toBeVisible();
  const pairs = await bars.evaluateAll((els) => els.map((el) => [el.getAttribute('data-fuel')!, Number(el.getAttribute('data-count'))] as const));
  return Object.fromEntries(pairs);
}

const shoot = (page: Page, name: string) => screenshot(page, `fleet-${name}`);

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['tablet', TABLET],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('picks money, date and custom columns, sorts by each, and remembers them after a reload', async ({ page }) => {
      test.setTimeout(90_000);
      await openFleet(page);
      expect(await vehicleTable(page).headerTexts()).toEqual(['Vehicle', 'Person', 'Plate', 'Fuel']);
      await vehicleTable(page).pickColumns(['Plate', 'Fuel'], ['Total cost', 'Catalogue value', 'First registration date', CUSTOM], { keepOpen: true });
      // Six shown: every other box refuses a seventh.
      await expect(page.getByRole('checkbox', { name: 'Model', exact: true })).toBeDisabled();
      // The table's toolbar at the top, so the open panel shows beside the columns it changes.
      await page.evaluate(() => document.querySelector('.dt')?.scrollIntoView());
      await shoot(page, `column-picker-${device}`);
      await page.keyboard.press('Escape');
      const chosen = ['Vehicle', 'Person', 'Total cost', 'Catalogue value', 'First registration date', CUSTOM];
      expect(await vehicleTable(page).headerTexts()).toEqual(chosen);
      // Money sits right-aligned.
      await expect(vehicleTable(page).table().locator('thead th', { hasText: 'Catalogue value' })).toHaveClass(/is-right/);

      for (const header of ['Total cost', 'Catalogue value', 'First registration date', CUSTOM]) {
        await vehicleTable(page).sortBy(header, 'ascending');
        expectSorted((await vehicleTable(page).columnTexts(header)).map(parseCell('date-or-number')), 'asc', { filledMoreThan: 0 });
        await vehicleTable(page).sortBy(header, 'descending');
        expectSorted((await vehicleTable(page).columnTexts(header)).map(parseCell('date-or-number')), 'desc', { filledMoreThan: 0 });
      }
      const before = await vehicleTable(page).columnTexts('Vehicle');

      await page.reload();
      await expect(vehicleTable(page).bodyRows()).toHaveCount(10);
      await expect(vehicleTable(page).table().locator('thead th')).toHaveText(chosen);
      await expect(vehicleTable(page).table().locator('thead th', { hasText: CUSTOM })).toHaveAttribute('aria-sort', 'descending');
      expect(await vehicleTable(page).columnTexts('Vehicle')).toEqual(before);
    });

    test('exports what the list shows for a search term and a segment, read back from the .xlsx', async ({ page }) => {
      test.setTimeout(90_000);
      await openFleet(page);
      await vehicleTable(page).pickColumns([], [CUSTOM]);
      await page.getByLabel('Segment', { exact: true }).selectOption({ label: 'Electric and hybrid' });
      await expect(page).toHaveURL(/segment=/);
      await vehicleTable(page).sortBy('Vehicle', 'descending');
      // A brand of the segment as the search term, so the filter keeps some rows but not all.
      const brand = (await vehicleTable(page).columnTexts('Vehicle'))[0]!.split(' ')[0]!;
      const unfiltered = await vehicleTable(page).pager().textContent();
      await page.getByRole('searchbox').fill(brand);
      await expect(vehicleTable(page).pager()).not.toHaveText(unfiltered ?? '');
      const shown = await vehicleTable(page).shownTotal();
      expect(shown).toBeGreaterThan(0);

      await actionsButton(page).click();
      await shoot(page, `actions-menu-${device}`);
      const asked = page.waitForRequest((r) => r.url().includes('/api/cars/list/excel'));
      const downloading = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Export to Excel' }).click();
      const url = new URL((await asked).url());
      expect(url.searchParams.get('search_term')).toBe(brand);
      expect(url.searchParams.get('segment_id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(url.searchParams.get('orderby_column')).toBe('vehicle');
      expect(url.searchParams.get('orderby_direction')).toBe('desc');
      expect(url.searchParams.get('requested_cf_ids')).toMatch(/^[0-9a-f-]{36}$/);
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      await expect(page.getByText(messages.fleet.exported(download.suggestedFilename()))).toBeVisible();

      const { sheet, header, value } = await readDownloadedSheet(download);
      expect(header).toEqual([...CAR_LIST_COLUMNS.map((c) => CAR_COLUMN_LABELS[c]), CUSTOM]);
      expect(sheet.actualRowCount - 1).toBe(shown);
      // Every row is a vehicle of that brand, in the list's order (vehicle name, descending).
      const vehicles = Array.from({ length: shown }, (_, i) => String(value(i, 1)));
      for (const v of vehicles) expect(v.toLowerCase()).toContain(brand.toLowerCase());
      const folded = vehicles.map((v) => v.toLowerCase());
      expect(folded).toEqual([...folded].sort().reverse());
    });
  });
}

test("'All' rows: every vehicle in one scrolling box, only those in view in the page; remembered", async ({ page }) => {
  await openFleet(page);
  const list = vehicleTable(page);
  const total = await list.shownTotal();
  expect(total).toBeGreaterThan(50);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: 'All' });
  await expect(list.pager()).toHaveText(`1–${total} of ${total}`);
  const box = page.getByRole('region', { name: 'Vehicles, all rows (scrolls)' });
  await expect(list.table()).toHaveAttribute('aria-rowcount', String(total + 1));
  const rendered = list.table().locator('tbody tr.dt-row');
  await expect(rendered.first()).toHaveAttribute('aria-rowindex', '2');
  expect(await rendered.count()).toBeLessThan(total);
  await shoot(page, 'all-rows-top-desktop');

  // The end of the list is a scroll away, under a header that stays in view.
  await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const last = list.table().locator(`tbody tr[aria-rowindex="${total + 1}"]`);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  const [boxTop, headerTop] = await Promise.all([box.boundingBox(), page.getByRole('columnheader', { name: 'Plate' }).boundingBox()]);
  expect(Math.abs(headerTop!.y - boxTop!.y)).toBeLessThan(2);
  await page.setViewportSize(TABLET);
  await shoot(page, 'all-rows-end-tablet');

  await page.reload();
  await expect(list.pager()).toHaveText(`1–${total} of ${total}`);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await expect(list.bodyRows()).toHaveCount(10);
});

test('the fuel chart shows the counts of GET /api/stats/cars/getFuelTypeInsights, on a desktop and a tablet', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openFleet(page);
  const res = await page.request.get('/api/stats/cars/getFuelTypeInsights');
  expect(res.ok()).toBe(true);
  const api = ((await res.json()) as { data: { fuel: string; count: number }[] }).data;
  expect(api.length).toBeGreaterThan(1);
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['tablet', TABLET],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await chartCounts(page), device).toEqual(Object.fromEntries(api.map((d) => [d.fuel, d.count])));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `list-${device}`);
  }
});

test('the Actions menu works from the keyboard', async ({ page }) => {
  await openFleet(page);
  await actionsButton(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Export to Excel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(actionsButton(page)).toBeFocused();
  await expect(actionsButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a read-only user sees no Export item and no Add vehicle button', async ({ page }) => {
  await openFleet(page, 'readonly@demo.test');
  await expect(page.getByRole('heading', { name: 'Fleet', level: 1 })).toBeVisible();
  await expect(actionsButton(page)).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Export to Excel' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add vehicle' })).toHaveCount(0);
});

test('offline the export is disabled, says why, and a try shows a toast', async ({ page, context }) => {
  await openFleet(page);
  await expect(page.getByRole('link', { name: 'Add vehicle' })).toHaveAttribute('href', '/fleet/new');
  await context.setOffline(true);
  await actionsButton(page).click();
  const item = page.getByRole('menuitem', { name: 'Export to Excel' });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).toHaveAccessibleDescription(messages.fleet.exportNeedsConnection);
  // Playwright refuses to click an aria-disabled element; a person can still press Enter on it.
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(messages.fleet.exportNeedsConnection)).toBeVisible();
  await context.setOffline(false);
});

test.describe('an empty fleet', () => {
  // The first download is answered without vehicles (no service worker, so the page's route sees it).
  test.use({ serviceWorkers: 'block' });
  test('shows the garage picture and the Add vehicle button, on a desktop and a tablet', async ({ page }) => {
    await pullWithout(page, 'cars');
    await signIn(page, 'admin@demo.test');
    await page.goto('/fleet');
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['tablet', TABLET],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
      await expect(page.locator('svg.garage-art')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add vehicle' })).toHaveCount(2);
      await expect(page.getByRole('table', { name: 'Vehicles' })).toHaveCount(0);
      await expect(actionsButton(page)).toHaveCount(0);
      await shoot(page, `empty-${device}`);
    }
  });
});
