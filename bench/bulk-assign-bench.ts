// Bulk assign of 200 people started offline in the real UI, then the connection comes back: how
// long until the server has all 200. The outbox sends one item at a time and waits
// BULK_ASSIGN_DELAY_MS between two items (not before the first: src/sync/replay.ts), so the floor
// is (200 - 1) × 600 ms = 119.4 s plus the 200 POSTs. Run alone with BENCH_ONLY=bulk.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BULK_ASSIGN_DELAY_MS } from '../src/shared/assets/assets.schema';
import { messages } from '../src/shared/messages';
import { chooseAsset, next, progressText } from '../tests/e2e/assets-bulk-helpers';
import { ROOT, freshContext, pollUntil, seededServerWith, sleep, stopServer, within } from './bench-env';
import { signInAndPull } from './pull-bench';
import { render } from './report';

export const BULK_PEOPLE = 200;
/** Generated people added to the demo's 200, so at least 200 are active (some demo people have left). */
const EXTRA_PEOPLE = 60;
/** Going online this long after Start: the send attempt Start itself made (failing offline) has ended. */
const SETTLE_MS = 500;
/** No demo asset costs this: the bench's assets are told apart by it. */
const PRICE = '123.45';

export interface BulkFigures {
  people: number;
  delayMs: number;
  /** (people - 1) × delay: the outbox waits between items, not before the first. */
  floorMs: number;
  /** From going online to the server counting all of them (an upper bound by about one poll). */
  serverMs: number;
  /** serverMs / floorMs. */
  ratio: number;
  /** serverMs / people. */
  perItemMs: number;
  /** serverMs minus the waits: the 200 POSTs, their writes and the engine's own work. */
  beyondFloorMs: number;
  /** From going online to the page saying 'n of n' (read through Playwright, so late by a poll). */
  pageMs: number;
  /** From Start to the page saying the items are queued offline (200 mutations in one transaction). */
  queueMs: number;
}

const assetCount = async (request: APIRequestContext) => {
  const res = await request.get('/api/assets/list?per_page=1');
  if (!res.ok()) throw new Error(`GET /api/assets/list answered ${res.status()}`);
  return ((await res.json()) as { count: number }).count;
};

/** Picks everyone, then takes people out team by team until exactly `n` are picked. */
async function pickExactly(page: Page, n: number): Promise<void> {
  await page.getByRole('button', { name: 'Select all' }).click();
  const pickedNow = async () => Number((await page.locator('.ptp-count').innerText()).match(/\d+/)?.[0] ?? 0);
  let picked = await pickedNow();
  if (picked < n) throw new Error(`Only ${picked} active people to pick; seed more (EXTRA_PEOPLE)`);
  const openers = page.getByRole('button', { name: /^(Show|Hide) the people of / });
  for (let team = 0; picked > n; team++) {
    const opener = openers.nth(team);
    await opener.click();
    const boxes = page.locator('.ptp-people:not([hidden]) input[type=checkbox]:checked');
    while (picked > n && (await boxes.count()) > 0) {
      await boxes.first().uncheck();
      picked -= 1;
    }
    await opener.click();
  }
  await expect(page.getByText(`${n} people picked`)).toBeVisible();
}

export async function benchBulkAssign(browser: Browser, log: (text: string) => void): Promise<BulkFigures> {
  log(`Bulk assign of ${BULK_PEOPLE} people: seeding ${EXTRA_PEOPLE} people more than the demo's`);
  const { server } = await seededServerWith('bulk-assign', ['--people', String(EXTRA_PEOPLE)]);
  const context = await freshContext(browser, server);
  try {
    const page = await context.newPage();
    await signInAndPull(page, 120_000);
    const before = await assetCount(context.request);
    log(`  signed in, first download done; ${before} active assets; picking ${BULK_PEOPLE} people`);
    await page.goto('/assets/assign/bulk');
    await chooseAsset(page, 'Headset', PRICE);
    await next(page);
    await pickExactly(page, BULK_PEOPLE);
    await next(page);
    log('  offline, Start');

    await context.setOffline(true);
    const started = Date.now();
    await page.getByRole('button', { name: /^Start/ }).click();
    await expect(page.getByText(messages.assets.bulkQueuedOffline(BULK_PEOPLE))).toBeVisible({ timeout: 30_000 });
    const queueMs = Date.now() - started;
    await sleep(SETTLE_MS);

    log(`  queued in ${queueMs} ms; online`);
    const t0 = Date.now();
    await context.setOffline(false);
    const limit = BULK_PEOPLE * BULK_ASSIGN_DELAY_MS * 3;
    const serverAt = await pollUntil(limit, 'all bulk assets on the server', 50, async () => ((await assetCount(context.request)) >= before + BULK_PEOPLE ? Date.now() : null));
    const pageAt = await within(limit, 'the page reaching the end', (async () => {
      await expect.poll(() => progressText(page), { timeout: limit }).toBe(`${BULK_PEOPLE} of ${BULK_PEOPLE}`);
      return Date.now();
    })());
    await expect(page.getByText(`${BULK_PEOPLE} created`)).toBeVisible();

    const floorMs = (BULK_PEOPLE - 1) * BULK_ASSIGN_DELAY_MS;
    const serverMs = serverAt - t0;
    return {
      people: BULK_PEOPLE,
      delayMs: BULK_ASSIGN_DELAY_MS,
      floorMs,
      serverMs,
      ratio: Math.round((serverMs / floorMs) * 1000) / 1000,
      perItemMs: Math.round((serverMs / BULK_PEOPLE) * 10) / 10,
      beyondFloorMs: serverMs - floorMs,
      pageMs: pageAt - t0,
      queueMs,
    };
  } finally {
    await context.close();
    await stopServer(server);
  }
}

/** The table rows (report.ts renders them). */
export function bulkRows(f: BulkFigures | undefined): string[][] {
  if (!f) return [];
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    [`Bulk assign of ${f.people} started offline → all on the server after going online`, `${s(f.serverMs)}: ${f.ratio} × the floor (${f.people - 1} × ${f.delayMs} ms = ${s(f.floorMs)}), ${f.perItemMs} ms per item, ${Math.round(f.beyondFloorMs / (f.people))} ms per item beyond the delay`, 'close to 1 × the floor'],
    [`Bulk assign of ${f.people}: the page says '${f.people} of ${f.people}'`, `${s(f.pageMs)} after going online`, ''],
    [`Bulk assign of ${f.people}: Start → queued on the device (offline)`, `${f.queueMs} ms`, ''],
  ];
}

/** BENCH_ONLY=bulk: results/<time>-bulk-assign.json and results/latest-bulk-assign.md (latest.md stays the full run's). */
export function writeBulk(r: { date: string; machine: Record<string, string | number>; bulkAssign: BulkFigures; totalSeconds: number }): { json: string; md: string; table: string } {
  const dir = resolve(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const json = resolve(dir, `${r.date.slice(0, 19).replace(/:/g, '-')}-bulk-assign.json`);
  writeFileSync(json, JSON.stringify(r, null, 2) + '\n');
  const m = r.machine;
  const table = render([['figure', 'result', 'aim'], ...bulkRows(r.bulkAssign)]);
  const md = resolve(dir, 'latest-bulk-assign.md');
  const lines = [
    `# Benchmark: bulk assign (${r.date})`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGB} GB, ${m.os}; Node ${m.node}; Chromium ${m.chromium} (headless).`,
    `Whole run: ${r.totalSeconds} s (BENCH_ONLY=bulk). How it is measured: bench/README.md. Raw figures: ${json.slice(dir.length + 1)}.`,
    '',
    table,
    '',
  ];
  writeFileSync(md, lines.join('\n'));
  return { json, md, table };
}
