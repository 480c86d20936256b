import { expect, test, type Page } from '@playwright/test';
import { ASSET_COLUMN_LABELS, ASSET_LIST_COLUMNS } from '../../src/shared/assets/assets.schema';
import { messages } from '../../src/shared/messages';
import { PRICE_EXCL_VAT_HEADER } from '../../src/server/assets/assets-excel';
import { expectSorted, listTable, parseCell, pullWithout, readDownloadedSheet } from './list-table-helpers';
import { waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { screenshot } from './screenshot';

// /assets from the mirror: segments, search, sorting (custom column too), page sizes, remembered
// columns, the Excel export read back, rights and offline. On a tablet, screenshots on a desktop too.

const assetTable = (page: Page) => listTable(page, 'Assets');
const CUSTOM = 'Inventory number';
const shoot = (page: Page, name: string) => screenshot(page, `assets-${name}`);

async function openAssets(page: Page, email = 'admin@demo.test') {
  await signIn(page, email);
  await page.goto('/assets');
  await expect(assetTable(page).rowLinks()).toHaveCount(10);
}

async function setPageSize(page: Page, size: number) {
  await page.getByLabel('Rows per page').selectOption(String(size));
  await expect(assetTable(page).rowLinks()).toHaveCount(Math.min(size, await assetTable(page).shownTotal()));
}

test.describe('on a tablet', () => {
  test.use({ viewport: TABLET });

  test('segments, search, and page sizes of 30, 60 and 90 rows', async ({ page }) => {
    test.setTimeout(90_000);
    await openAssets(page);
    expect(await assetTable(page).headerTexts()).toEqual(['Asset', 'Person', 'Serial number']);
    const active = await assetTable(page).shownTotal();
    expect(active).toBeGreaterThan(90);
    for (const size of [30, 60, 90]) {
      await setPageSize(page, size);
      expect(await assetTable(page).bodyRows().count()).toBe(size);
    }
    await setPageSize(page, 10);

    await page.getByLabel('Segment', { exact: true }).selectOption({ label: 'Archived' });
    await expect(page).toHaveURL(/segment=archived/);
    await expect(assetTable(page).pager()).not.toHaveText(new RegExp(`of ${active}$`));
    const archived = await assetTable(page).shownTotal();
    expect(archived).toBeGreaterThan(0);
    // The archived list agrees with the server's.
    const res = await page.request.get('/api/assets/list?show_deleted_only=1&per_page=1');
    expect(((await res.json()) as { count: number }).count).toBe(archived);
    await page.getByLabel('Segment', { exact: true }).selectOption({ label: 'All assets' });
    await expect(assetTable(page).pager()).toHaveText(new RegExp(`of ${active}$`));

    // Search by a person's name (from the people mirror), then by a serial number.
    const [person] = await assetTable(page).columnTexts('Person');
    await page.getByRole('searchbox').fill(person!);
    await expect.poll(async () => (await assetTable(page).columnTexts('Person')).every((p) => p === person)).toBe(true);
    const serial = (await assetTable(page).columnTexts('Serial number')).find((s) => s !== '—')!;
    await page.getByRole('searchbox').fill(serial.toLowerCase());
    await expect(assetTable(page).bodyRows()).toHaveCount(1);
    expect(await assetTable(page).columnTexts('Serial number')).toEqual([serial]);
    const search = await page.request.get(`/api/assets/list?search_term=${encodeURIComponent(serial)}`);
    expect(((await search.json()) as { count: number }).count).toBe(1);
    await page.getByRole('searchbox').fill('no asset is called this');
    await expect(page.getByText('No results for “no asset is called this”')).toBeVisible();
  });

  test('sorts every column both ways, a custom field too, and remembers the columns after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await openAssets(page);
    await assetTable(page).pickColumns([], [CUSTOM]);
    const chosen = ['Asset', 'Person', 'Serial number', CUSTOM];
    expect(await assetTable(page).headerTexts()).toEqual(chosen);
    await setPageSize(page, 90);
    for (const header of chosen) {
      const numeric = header === CUSTOM;
      await assetTable(page).sortBy(header, 'ascending');
      expectSorted((await assetTable(page).columnTexts(header)).map(parseCell(numeric ? 'number' : 'text')), 'asc');
      await assetTable(page).sortBy(header, 'descending');
      expectSorted((await assetTable(page).columnTexts(header)).map(parseCell(numeric ? 'number' : 'text')), 'desc');
    }
    const before = await assetTable(page).columnTexts('Asset');

    await page.reload();
    await expect(assetTable(page).rowLinks()).toHaveCount(90);
    await expect(assetTable(page).table().locator('thead th')).toHaveText(chosen);
    await expect(assetTable(page).table().locator('thead th', { hasText: CUSTOM })).toHaveAttribute('aria-sort', 'descending');
    expect(await assetTable(page).columnTexts('Asset')).toEqual(before);

    // Columns are this device's choice for the list, kept without the URL too.
    await page.goto('/assets');
    await expect(assetTable(page).table().locator('thead th')).toHaveText(chosen);
    await assetTable(page).pickColumns(['Serial number'], []);
    await expect(assetTable(page).table().locator('thead th')).toHaveText(['Asset', 'Person', CUSTOM]);
    await page.reload();
    await expect(assetTable(page).table().locator('thead th')).toHaveText(['Asset', 'Person', CUSTOM]);
  });

  test('exports what the list shows, read back from the .xlsx in the same order', async ({ page }) => {
    test.setTimeout(90_000);
    await openAssets(page);
    await assetTable(page).pickColumns([], [CUSTOM]);
    await setPageSize(page, 90);
    await assetTable(page).sortBy('Person', 'ascending');
    await assetTable(page).sortBy('Person', 'descending');
    // A type's name as the search: fewer rows than a page, more than one.
    await page.getByRole('searchbox').fill('headset');
    await expect.poll(() => assetTable(page).shownTotal()).toBeLessThan(90);
    const shown = await assetTable(page).shownTotal();
    expect(shown).toBeGreaterThan(1);
    const list = await Promise.all(['Asset', 'Person', 'Serial number', CUSTOM].map((h) => assetTable(page).columnTexts(h)));

    await page.getByRole('button', { name: /^Actions/ }).click();
    const asked = page.waitForRequest((r) => r.url().includes('/api/assets/list/excel'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export to Excel' }).click();
    const url = new URL((await asked).url());
    expect(url.searchParams.get('search_term')).toBe('headset');
    expect(url.searchParams.get('orderby_column')).toBe('person');
    expect(url.searchParams.get('orderby_direction')).toBe('desc');
    expect(url.searchParams.get('requested_cf_ids')).toMatch(/^[0-9a-f-]{36}$/);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page.getByText(messages.assets.exported(download.suggestedFilename()))).toBeVisible();

    const { sheet, header, cell } = await readDownloadedSheet(download);
    expect(header).toEqual([...ASSET_LIST_COLUMNS.map((c) => ASSET_COLUMN_LABELS[c]), PRICE_EXCL_VAT_HEADER, 'Vendor', CUSTOM]);
    expect(sheet.actualRowCount - 1).toBe(shown);
    for (const [i, col] of [1, 2, 3, 6].entries()) {
      expect(
        Array.from({ length: shown }, (_, r) => cell(r, col)),
        String(header[col - 1]),
      ).toEqual(list[i]!.map((t) => (i === 3 ? t.replace(/[^0-9]/g, '') || '—' : t)));
    }
  });

  test('works offline after a reload, and the export says it needs a connection', async ({ page, context }) => {
    test.setTimeout(90_000);
    await openAssets(page);
    await waitForWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(assetTable(page).rowLinks()).toHaveCount(10);
    await assetTable(page).sortBy('Serial number', 'ascending');
    expectSorted((await assetTable(page).columnTexts('Serial number')).map(parseCell('text')), 'asc');
    await page.getByRole('button', { name: /^Actions/ }).click();
    const item = page.getByRole('menuitem', { name: 'Export to Excel' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toHaveAccessibleDescription(messages.assets.exportNeedsConnection);
    await page.keyboard.press('Escape');
    await context.setOffline(false);
  });

  test('a custom segment built from the list filters it on the device as the server does', async ({ page }) => {
    test.setTimeout(60_000);
    await openAssets(page);
    await page.getByRole('link', { name: 'New segment' }).click();
    await expect(page).toHaveURL(/\/settings\/segments\/builder\?object=asset&back=%2Fassets$/);
    const name = `Dell ${Date.now() % 100_000}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    const condition = page.getByRole('listitem', { name: 'Condition 1' });
    await condition.getByRole('combobox', { name: 'Field of condition 1' }).selectOption({ label: 'Vendor' });
    await condition.getByRole('textbox', { name: 'Value of condition 1' }).fill('Dell');
    await expect(page.getByRole('status')).toContainText(/\d+ assets match/);
    const counted = Number(/(\d+) assets match/.exec(await page.getByRole('status').innerText())![1]);
    expect(counted).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expect(page).toHaveURL(/\/assets\?segment=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('segment')!;
    await expect(page.getByRole('combobox', { name: 'Segment' })).toHaveValue(id);
    await expect.poll(() => assetTable(page).shownTotal()).toBe(counted);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/assets/list?per_page=1&segment_id=${id}`)).json()) as { count?: number }).count, {
        timeout: 15_000,
      })
      .toBe(counted);
  });

  test('a read-only user sees the list without Assign asset and Bulk assign', async ({ page }) => {
    await openAssets(page, 'readonly@demo.test');
    await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assign asset' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bulk assign' })).toHaveCount(0);
    await expect(assetTable(page).bodyRows().first().getByRole('link')).toHaveAttribute('href', /^\/assets\/[0-9a-f-]{36}$/);
  });
});

test('the list as it looks on a desktop, a tablet and a tablet held upright', async ({ page }) => {
  await openAssets(page);
  await expect(page.getByRole('link', { name: 'Assign asset' })).toHaveAttribute('href', '/assets/new');
  await expect(page.getByRole('link', { name: 'Bulk assign' })).toHaveAttribute('href', '/assets/assign/bulk');
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['tablet', TABLET],
    ['tablet-portrait', TABLET_PORTRAIT],
  ] as const) {
    await page.setViewportSize(viewport);
    // Nothing sticks out sideways but the table's own scroll box.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), device).toBe(true);
    await shoot(page, `list-${device}`);
    await page.getByRole('button', { name: /^Actions/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await shoot(page, `actions-${device}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
});

test.describe('an empty asset list', () => {
  // The first download is answered without assets (no service worker, so the page's route sees it).
  test.use({ serviceWorkers: 'block', viewport: TABLET });
  test('shows the desk picture and the calls to assign', async ({ page }) => {
    await pullWithout(page, 'assets');
    await signIn(page, 'admin@demo.test');
    await page.goto('/assets');
    await expect(page.getByRole('heading', { name: 'No assets yet' })).toBeVisible();
    await expect(page.locator('svg.desk-art')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assign asset' })).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Assets' })).toHaveCount(0);
    await shoot(page, 'empty-tablet');
  });
});
