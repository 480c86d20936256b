// /assets with N assets in the mirror, timed in the page as list-bench.ts times /fleet: first load
// (IndexedDB → memory → first render), re-sort by Asset, Person and a custom field, and search.
import type { Page } from '@playwright/test';
import { nav, timeAction, timeSorts, type Timing } from './in-page-timer';
import { benchAllRows, figures, type AllRowsFigures, type Figures } from './list-bench';

/** The asset custom field the benchmarks sort by (a date field the demo and the seed fill for most assets). */
export const BENCH_ASSET_CUSTOM_FIELD = 'Warranty until';

export interface AssetListFigures {
  /** Click on 'Assets' in the navigation (from the Settings page) until the list shows its pager: the first time. */
  firstLoad: Figures;
  /** The same, coming back to the list (its tables are still in memory). */
  returnLoad: Figures;
  /** Clicks on a header until it shows the new order: Asset (the type's name from the types mirror), Person (the people mirror). */
  sortAsset: Figures;
  sortPerson: Figures;
  /** The custom-field column BENCH_ASSET_CUSTOM_FIELD (values from the custom values mirror). */
  sortCustom: Figures;
  /** Enter in the search box until the pager shows the matches (the 200 ms debounce not included). */
  search: Figures;
  clearSearch: Figures;
  pager: string;
  /** 'All' rows, scrolled top to bottom (as the vehicle list's). */
  allRows: AllRowsFigures;
}

// A type, vendors, a first name, a serial prefix: the row's own text and the names looked up apart.
const SEARCHES = ['laptop', 'dell', 'emma', 'headset', 'lenovo', 'pf', 'badge'];

/** Needs a signed-in page whose first download has finished. `runs` ≥ 7 per figure. */
export async function benchAssetList(page: Page, runs: number, timeoutMs: number): Promise<AssetListFigures> {
  const time = (action: Parameters<typeof timeAction>[1], until: Parameters<typeof timeAction>[2]) => timeAction(page, action, until, timeoutMs);

  const loads: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    await time(nav('/settings'), { absent: '.dt' });
    loads.push(await time(nav('/assets'), { ready: true }));
  }
  const pager = (await page.locator('.pagination-range').textContent()) ?? '';

  // The list opens sorted by Asset, ascending: its first click turns it round.
  const sortRuns = (column: string, first: 'ascending' | 'descending') => timeSorts(page, column, first, runs, timeoutMs);
  const asset = await sortRuns('Asset', 'descending');
  const person = await sortRuns('Person', 'ascending');

  const picker = async () => {
    await page.getByRole('button', { name: /Columns/ }).click();
    await page.getByRole('checkbox', { name: BENCH_ASSET_CUSTOM_FIELD, exact: true }).click();
    await page.keyboard.press('Escape');
  };
  await picker();
  const custom = await sortRuns(BENCH_ASSET_CUSTOM_FIELD, 'ascending');
  await picker();
  // Searches are timed with the list by Person, ascending, as the fleet's are.
  await page.locator('thead th button', { hasText: 'Person' }).click();

  const searches: Timing[] = [];
  const clears: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    searches.push(await time({ search: SEARCHES[i % SEARCHES.length]! }, { pagerChanged: true }));
    clears.push(await time({ search: '' }, { pagerChanged: true }));
  }
  const allRows = await benchAllRows(page, timeoutMs);
  return {
    firstLoad: figures(loads.slice(0, 1)),
    returnLoad: figures(loads.slice(1)),
    sortAsset: figures(asset),
    sortPerson: figures(person),
    sortCustom: figures(custom),
    search: figures(searches),
    clearSearch: figures(clears),
    pager,
    allRows,
  };
}
