// Bulk assign of 200 people started offline in the real UI, then the connection comes back: how
// long until the server has all 200. The outbox sends one item at a time, each starting
// BULK_ASSIGN_DELAY_MS after the previous one started (src/sync/replay.ts), so the floor is
// (200 - 1) × 600 ms = 119.4 s: an answer's time is inside the delay. Run alone with BENCH_ONLY=bulk.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BULK_ASSIGN_DELAY_MS } from '../src/shared/assets/assets.schema';
import { messages } from '../src/shared/messages';
import { chooseAsset, next, progressText } from '../tests/e2e/assets-bulk-helpers';
import { freshContext, pollUntil, seededServerWith, sleep, stopServer, within } from './bench-env';
import { signInAndPull } from './pull-bench';
import { drainFigures, drainResult, seconds, type DrainFigures } from './report';

export const BULK_PEOPLE = 200;
/** Generated people added to the demo's 200, so at least 200 are active (some demo people have left). */
const EXTRA_PEOPLE = 60;
/** Going online this long after Start: the send attempt Start itself made (failing offline) has ended. */
const SETTLE_MS = 500;
/** No demo asset costs this: the bench's assets are told apart by it. */
const PRICE = '123.45';

/** The drain: people, delayMs, the floor and the server's time (report.ts DrainFigures). */
export interface BulkFigures extends DrainFigures {
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

export async function benchBulkAssign(browser: Browser, log: (text: string) => void, people = BULK_PEOPLE): Promise<BulkFigures> {
  log(`Bulk assign of ${people} people: seeding ${EXTRA_PEOPLE} people more than the demo's`);
  const { server } = await seededServerWith('bulk-assign', ['--people', String(EXTRA_PEOPLE)]);
  const context = await freshContext(browser, server);
  try {
    const page = await context.newPage();
    await signInAndPull(page, 120_000);
    const before = await assetCount(context.request);
    log(`  signed in, first download done; ${before} active assets; picking ${people} people`);
    await page.goto('/assets/assign/bulk');
    await chooseAsset(page, 'Headset', PRICE);
    await next(page);
    await pickExactly(page, people);
    await next(page);
    log('  offline, Start');

    await context.setOffline(true);
    const started = Date.now();
    await page.getByRole('button', { name: /^Start/ }).click();
    await expect(page.getByText(messages.assets.bulkQueuedOffline(people))).toBeVisible({ timeout: 30_000 });
    const queueMs = Date.now() - started;
    await sleep(SETTLE_MS);

    log(`  queued in ${queueMs} ms; online`);
    const t0 = Date.now();
    await context.setOffline(false);
    const limit = people * BULK_ASSIGN_DELAY_MS * 3;
    const serverAt = await pollUntil(limit, 'all bulk assets on the server', 50, async () =>
      (await assetCount(context.request)) >= before + people ? Date.now() : null,
    );
    const pageAt = await within(
      limit,
      'the page reaching the end',
      (async () => {
        await expect.poll(() => progressText(page), { timeout: limit }).toBe(`${people} of ${people}`);
        return Date.now();
      })(),
    );
    await expect(page.getByText(`${people} created`)).toBeVisible();

    return { ...drainFigures(people, BULK_ASSIGN_DELAY_MS, serverAt - t0), pageMs: pageAt - t0, queueMs };
  } finally {
    await context.close();
    await stopServer(server);
  }
}

/** The table rows (report.ts renders them). */
export function bulkRows(f: BulkFigures | undefined): string[][] {
  if (!f) return [];
  return [
    [`Bulk assign of ${f.people} started offline → all on the server after going online`, drainResult(f), '≤ 1.02 × the floor'],
    [`Bulk assign of ${f.people}: the page says '${f.people} of ${f.people}'`, `${seconds(f.pageMs)} after going online`, ''],
    [`Bulk assign of ${f.people}: Start → queued on the device (offline)`, `${f.queueMs} ms`, ''],
  ];
}
