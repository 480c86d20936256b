// /fleet with N vehicles in the mirror: first load (IndexedDB → memory → first render), re-sort
// by clicking a column header, and search, each timed in the page (see in-page-timer.ts).
import type { Page } from '@playwright/test';
import { nav, timeAction, timeSorts, type Timing } from './in-page-timer';
import { BENCH_CUSTOM_FIELD } from './server-list-bench';

export interface Stats {
  median: number;
  min: number;
  max: number;
  /** Every run, in order (the first may be colder than the rest). */
  runs: number[];
}

/** Of `dom` (ms), plus the median of `frame` (to the next frame after the DOM changed). */
export interface Figures extends Stats {
  medianFrame: number;
}

export interface ListFigures {
  /** Click on 'Fleet' in the navigation (from the Settings page) until the list shows its pager: the first time (tables read from IndexedDB). */
  firstLoad: Figures;
  /** The same, coming back to the list (its tables are still in memory, mirror-table-store.ts). */
  returnLoad: Figures;
  /** Clicks on the 'Plate' header, then 'Person' (ascending, descending, ...), until the header shows the new order. */
  sortPlate: Figures;
  sortPerson: Figures;
  /** The same on a custom-field column (BENCH_CUSTOM_FIELD, values looked up in the custom values mirror). */
  sortCustom: Figures;
  /** Enter in the search box with a term until the pager shows the matches (the 200 ms debounce not included). */
  search: Figures;
  /** Enter on an emptied search box until the pager shows the whole list again. */
  clearSearch: Figures;
  /** What the pager said when the list had loaded, e.g. '1–10 of 97,006'. */
  pager: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const round = (x: number) => Math.round(x * 10) / 10;

export function stats(xs: number[]): Stats {
  return { median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)), runs: xs.map(round) };
}

export function figures(timings: Timing[]): Figures {
  return { ...stats(timings.map((t) => t.dom)), medianFrame: round(median(timings.map((t) => t.frame))) };
}

/** A figure as the report's tables show it. */
export const figureCell = (f: Figures) => `${f.median} ms (next frame ${f.medianFrame}; ${f.min}–${f.max})`;

const SEARCHES = ['volvo', 'black', 'tesla', '1-a', 'grey', 'kia', 'dark blue'];

/** Needs a signed-in page whose first download has finished. `runs` ≥ 7 per figure. */
export async function benchList(page: Page, runs: number, timeoutMs: number): Promise<ListFigures> {
  const time = (action: Parameters<typeof timeAction>[1], until: Parameters<typeof timeAction>[2]) => timeAction(page, action, until, timeoutMs);

  const loads: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    // Away to a page without a table (Settings), so the list's own table is what comes back.
    await time(nav('/settings'), { absent: '.dt' });
    loads.push(await time(nav('/fleet'), { ready: true }));
  }
  const pager = (await page.locator('.pagination-range').textContent()) ?? '';

  // A new column starts ascending; the same column flips.
  const sorts = { Plate: await timeSorts(page, 'Plate', 'ascending', runs, timeoutMs), Person: await timeSorts(page, 'Person', 'ascending', runs, timeoutMs) };

  // The custom column is shown through the column picker, as a person would, and hidden again after.
  const picker = async () => {
    await page.getByRole('button', { name: /Columns/ }).click();
    await page.getByRole('checkbox', { name: BENCH_CUSTOM_FIELD, exact: true }).click();
    await page.keyboard.press('Escape');
  };
  await picker();
  const customSorts = await timeSorts(page, BENCH_CUSTOM_FIELD, 'ascending', runs, timeoutMs);
  await picker();
  // Back to the order the searches were always timed in (Person, ascending).
  await page.locator('thead th button', { hasText: 'Person' }).click();

  const searches: Timing[] = [];
  const clears: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    searches.push(await time({ search: SEARCHES[i % SEARCHES.length]! }, { pagerChanged: true }));
    clears.push(await time({ search: '' }, { pagerChanged: true }));
  }
  return {
    firstLoad: figures(loads.slice(0, 1)),
    returnLoad: figures(loads.slice(1)),
    sortPlate: figures(sorts.Plate!),
    sortPerson: figures(sorts.Person!),
    sortCustom: figures(customSorts),
    search: figures(searches),
    clearSearch: figures(clears),
    pager,
  };
}
