// /software with a large mirror: a fresh database with the demo plus `seed-cli.ts --software N`
// (N products, 25 licences each), a new profile's first download, then the list timed in the page
// as list-bench.ts times /fleet: the products grouped with their holders, and the active licences.
// Run alone with BENCH_ONLY=software (bench/README.md).
import type { Browser, Page } from '@playwright/test';
import { freshContext, seededServerWith, stopServer } from './bench-env';
import { nav, timeAction, timeSorts, type Action, type Timing, type Until } from './in-page-timer';
import { figureCell, figures, type Figures } from './list-bench';
import { mirrorCount, signInAndPull, type PullFigures } from './pull-bench';

/** The seed's licences per product (src/server/seed/software-generator.ts). */
const LICENSES_PER_PRODUCT = 25;
// Words of generated products' names (BRAND and KIND in software-generator.ts): a licence is searched by its product too, and none may match nothing (the empty state has no pager).
const SEARCHES = ['nimbus', 'desk', 'sync', 'orbit', 'notes', 'lumen', 'quartz'];
const PRODUCTS = { caption: 'Software products' };
const LICENSES = { caption: 'Licences', tab: '/software?segment=active' };

export interface SoftwareViewFigures {
  /** From the Settings page: click 'Software' (products) or the 'Active licences' tab (licences) until the table shows its pager. */
  firstLoad: Figures;
  /** The same again: the mirror's tables are in memory. */
  returnLoad: Figures;
  /** Clicks on a header until it shows the new order. */
  sorts: Record<string, Figures>;
  /** Enter in the search box until the count of matches changes (the 250 ms debounce not included). */
  search: Figures;
  pager: string;
}

export interface SoftwareFigures {
  seedSeconds: number;
  pull: PullFigures;
  productsInMirror: number;
  licensesInMirror: number;
  productsView: SoftwareViewFigures;
  licensesView: SoftwareViewFigures;
}

async function benchView(
  page: Page,
  o: { runs: number; timeoutMs: number; open: () => Promise<Timing>; sortColumns: Array<[string, 'ascending' | 'descending']> },
): Promise<SoftwareViewFigures> {
  const time = (action: Action, until: Until) => timeAction(page, action, until, o.timeoutMs);
  const loads: Timing[] = [];
  for (let i = 0; i < o.runs; i++) loads.push(await o.open());
  const pager = (await page.locator('.pagination-range').textContent()) ?? '';
  const sorts: Record<string, Figures> = {};
  for (const [column, first] of o.sortColumns) sorts[column] = figures(await timeSorts(page, column, first, o.runs, o.timeoutMs));
  const searches: Timing[] = [];
  for (let i = 0; i < o.runs; i++) {
    searches.push(await time({ search: SEARCHES[i % SEARCHES.length]! }, { pagerChanged: true }));
    await time({ search: '' }, { pagerChanged: true });
  }
  return { firstLoad: figures(loads.slice(0, 1)), returnLoad: figures(loads.slice(1)), sorts, search: figures(searches), pager };
}

/** `products` generated on top of the demo's; `runs` ≥ 7 per figure. */
export async function benchSoftware(browser: Browser, o: { products: number; runs: number; log: (text: string) => void }): Promise<SoftwareFigures> {
  o.log(`Software: seeding ${o.products} products with ${o.products * LICENSES_PER_PRODUCT} licences (plus the demo's)`);
  const { server, seedSeconds } = await seededServerWith(`software-${o.products}`, ['--software', String(o.products)]);
  const context = await freshContext(browser, server);
  const page = await context.newPage();
  try {
    o.log(`  seeded in ${seedSeconds.toFixed(1)} s; signing in, first download`);
    const pull = await signInAndPull(page, 600_000);
    const productsInMirror = await mirrorCount(page, 'software_products');
    const licensesInMirror = await mirrorCount(page, 'software_licenses');
    if (licensesInMirror < o.products * LICENSES_PER_PRODUCT) throw new Error(`The mirror holds ${licensesInMirror} licences`);
    o.log(
      `  first download ${pull.seconds} s (${pull.pages} pages, ${pull.megabytes.toFixed(1)} MB): ${productsInMirror} products, ${licensesInMirror} licences`,
    );

    const timeoutMs = 120_000;
    const time = (action: Action, until: Until) => timeAction(page, action, until, timeoutMs);
    // From a page without a table (Settings), so the list's own table is what comes back.
    const openProducts = async () => {
      await time(nav('/settings'), { absent: '.dt' });
      return time(nav('/software'), { readyTable: PRODUCTS.caption });
    };
    const productsView = await benchView(page, {
      runs: o.runs,
      timeoutMs,
      open: openProducts,
      sortColumns: [
        ['Product', 'descending'],
        ['Active licences', 'ascending'],
      ],
    });
    o.log(`  products: ${viewLine(productsView)}`);
    const licensesView = await benchView(page, {
      runs: o.runs,
      timeoutMs,
      open: async () => {
        await openProducts();
        return time({ click: `a[href="${LICENSES.tab}"]` }, { readyTable: LICENSES.caption });
      },
      sortColumns: [
        ['Person', 'descending'],
        ['Product', 'ascending'],
      ],
    });
    o.log(`  active licences: ${viewLine(licensesView)}`);
    return { seedSeconds, pull, productsInMirror, licensesInMirror, productsView, licensesView };
  } finally {
    await context.close();
    await stopServer(server);
  }
}

const viewLine = (v: SoftwareViewFigures) =>
  `first load ${v.firstLoad.median} ms, back ${v.returnLoad.median} ms, ${Object.entries(v.sorts)
    .map(([c, f]) => `sort ${c} ${f.median} ms`)
    .join(', ')}, search ${v.search.median} ms (${v.pager})`;

/** The report's rows: each view's first load, way back, re-sorts and search. */
export function softwareRows(s: SoftwareFigures): string[][] {
  const n = (x: number) => x.toLocaleString('en-GB');
  const where = `${n(s.productsInMirror)} products, ${n(s.licensesInMirror)} licences in the mirror`;
  const rows: string[][] = [[`/software first download (${where})`, `${s.pull.seconds} s (${s.pull.pages} pages, ${s.pull.megabytes.toFixed(1)} MB)`, '']];
  for (const [name, v] of [
    ['products grouped', s.productsView],
    ['active licences', s.licensesView],
  ] as const) {
    rows.push([`/software ${name}: first rows (${v.pager})`, figureCell(v.firstLoad), '< 1,000 ms']);
    rows.push([`/software ${name}: back to it`, figureCell(v.returnLoad), '']);
    for (const [column, f] of Object.entries(v.sorts)) rows.push([`/software ${name}: re-sort by ${column}`, figureCell(f), '< 500 ms']);
    rows.push([`/software ${name}: search`, figureCell(v.search), '< 500 ms']);
  }
  return rows;
}
