// Edits made offline in the UI, then the connection comes back: how long until the server has them.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { editCar, serverCar, serverCars, syncButton, vehicleLinks, waitForWorker } from '../tests/e2e/offline-helpers';
import { pollUntil, sleep, within } from './bench-env';
import { stats, type Stats } from './list-bench';

/** docs/architecture.md section 5: the outbox waits this long between two items (not before the first). */
export const REPLAY_DELAY_MS = 500;

export interface EditFigures extends Stats {
  /** Rounds over the aim (1 s, plus REPLAY_DELAY_MS per item after the first): in practice those that waited the engine's back-off. */
  overAim: number;
}

/**
 * Going online this long after the last edit: its immediate send attempt (which fails offline) has
 * ended, and the engine's next back-off retry (>= 1 s later) is not due yet.
 */
export const SETTLE_MS = 500;

export interface OfflineEditFigures {
  /** One edit waiting in the outbox, online SETTLE_MS later: no per-item delay applies, the floor is one POST. */
  oneEdit: EditFigures;
  /** Two edits (two cars), online SETTLE_MS later: the second waits REPLAY_DELAY_MS after the first. */
  twoEdits: EditFigures;
  /** One edit, online as soon as the sync button shows it waiting, while its own send attempt may still be failing. */
  oneEditAtOnce: EditFigures;
  /** Median of one server poll, ms: each figure is an upper bound, late by at most about this plus 5 ms. */
  pollMs: number;
}

function summary(ms: number[], items: number): EditFigures {
  return { ...stats(ms), overAim: ms.filter((x) => x > 1000 + REPLAY_DELAY_MS * (items - 1)).length };
}

/** Needs a signed-in page on a server with cars, first download done. */
export async function benchOfflineEdit(context: BrowserContext, page: Page, runs: { one: number; two: number; atOnce: number }): Promise<OfflineEditFigures> {
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible({ timeout: 60_000 });
  await waitForWorker(page);
  const cars = (await serverCars(context.request)).filter((c) => c.type === 'car' && c.deleted === 0).map((c) => String(c.id));
  const polls: number[] = [];

  let next = 0;
  const round = async (count: number, settleMs: number): Promise<number> => {
    const ids = cars.slice(next, (next += count));
    const n = next;
    const colours = ids.map((_, i) => `Bench ${n}.${i + 1} ${Date.now() % 100_000}`);
    await context.setOffline(true);
    for (const [i, id] of ids.entries()) await within(30_000, 'offline edit', editCar(page, id, { Colour: colours[i]! }));
    await expect(syncButton(page)).toContainText(`${ids.length} waiting`);
    await sleep(settleMs);
    const t0 = Date.now();
    await context.setOffline(false);
    // FIFO: the last edit reaches the server last.
    const lastId = ids.at(-1)!;
    const at = await pollUntil(30_000, 'edits reaching the server', 5, async () => {
      const asked = Date.now();
      const details = await serverCar(context.request, lastId);
      polls.push(Date.now() - asked);
      return details.color === colours.at(-1) ? Date.now() : null;
    });
    for (const [i, id] of ids.entries()) if ((await serverCar(context.request, id)).color !== colours[i]) throw new Error(`Edit of ${id} lost`);
    // Settle before the next round: outbox empty, and the pull after the replay done.
    await expect(syncButton(page)).toContainText('Synced', { timeout: 30_000 });
    return at - t0;
  };

  const rounds = async (times: number, count: number, settleMs: number) => {
    const list: number[] = [];
    for (let i = 0; i < times; i++) list.push(await round(count, settleMs));
    return summary(list, count);
  };
  const oneEdit = await rounds(runs.one, 1, SETTLE_MS);
  const twoEdits = await rounds(runs.two, 2, SETTLE_MS);
  const oneEditAtOnce = await rounds(runs.atOnce, 1, 0);
  return { oneEdit, twoEdits, oneEditAtOnce, pollMs: stats(polls).median };
}
