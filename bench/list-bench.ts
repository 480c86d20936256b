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
  /** 'All' rows chosen in the pager, then the virtualised box scrolled from top to bottom. */
  allRows: AllRowsFigures;
}

export interface AllRowsFigures {
  /** From choosing 'All' until the scrolling box shows. */
  showMs: number;
  /** Rows in the list, and the most body rows the page held at once while scrolling. */
  rows: number;
  maxRowsInDom: number;
  /** Frames while scrolling SCROLL_PX_PER_FRAME each frame: their durations, and those over 2 frames (dropped). */
  frames: number;
  p50FrameMs: number;
  p95FrameMs: number;
  maxFrameMs: number;
  dropped: number;
}

const SCROLL_PX_PER_FRAME = 120;
const SCROLL_FRAMES = 240;

/** Chooses 'All' rows, then scrolls the box a steady step each animation frame, timing the frames. */
export async function benchAllRows(page: Page, timeoutMs: number): Promise<AllRowsFigures> {
  const started = Date.now();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: 'All' });
  const box = page.getByRole('region', { name: /all rows \(scrolls\)/ });
  await box.waitFor({ timeout: timeoutMs });
  const showMs = Date.now() - started;
  const measured = await box.evaluate(
    (el, { step, count }) =>
      new Promise<{ durations: number[]; maxRows: number; rows: number }>((resolve) => {
        const durations: number[] = [];
        let maxRows = 0;
        let last = performance.now();
        const frame = (now: number) => {
          durations.push(now - last);
          last = now;
          maxRows = Math.max(maxRows, el.querySelectorAll('tbody tr.dt-row').length);
          if (durations.length >= count || el.scrollTop + el.clientHeight >= el.scrollHeight) {
            resolve({ durations: durations.slice(1), maxRows, rows: Number(el.querySelector('table')?.getAttribute('aria-rowcount') ?? 1) - 1 });
            return;
          }
          el.scrollTop += step;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      }),
    { step: SCROLL_PX_PER_FRAME, count: SCROLL_FRAMES },
  );
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  const sorted = [...measured.durations].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    showMs,
    rows: measured.rows,
    maxRowsInDom: measured.maxRows,
    frames: sorted.length,
    p50FrameMs: at(0.5),
    p95FrameMs: at(0.95),
    maxFrameMs: round(sorted.at(-1) ?? 0),
    // A frame is 16.7 ms at 60 Hz: one past two of them dropped at least one.
    dropped: sorted.filter((d) => d > 33.4).length,
  };
}

/** The 'All' rows figure in a sentence. */
export const allRowsCell = (a: AllRowsFigures) =>
  `shown in ${a.showMs} ms; ${a.frames} frames scrolling ${SCROLL_PX_PER_FRAME} px each: p50 ${a.p50FrameMs} ms, p95 ${a.p95FrameMs} ms, longest ${a.maxFrameMs} ms, ${a.dropped} over 33 ms; at most ${a.maxRowsInDom} of ${a.rows.toLocaleString('en-GB')} rows in the page`;

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
  const allRows = await benchAllRows(page, timeoutMs);
  return {
    firstLoad: figures(loads.slice(0, 1)),
    returnLoad: figures(loads.slice(1)),
    sortPlate: figures(sorts.Plate!),
    sortPerson: figures(sorts.Person!),
    sortCustom: figures(customSorts),
    search: figures(searches),
    clearSearch: figures(clears),
    pager,
    allRows,
  };
}
