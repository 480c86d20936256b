// An edit made offline in the UI, then the connection comes back: how long until the server has it.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { editCar, serverCar, serverCars, syncButton, vehicleLinks, waitForWorker } from '../tests/e2e/offline-helpers';
import { pollUntil, within } from './bench-env';
import { stats, type Stats } from './list-bench';

/** ARCHITECTURE.md section 5: the outbox waits this long between two items (not before the first). */
export const REPLAY_DELAY_MS = 500;

export interface OfflineEditFigures {
  /** From context.setOffline(false) being called to GET /api/cars/{id}/detail answering the new colour, ms. */
  toServer: Stats;
  /** The same minus REPLAY_DELAY_MS (negative: a single item waits no delay at all). */
  toServerMinusDelay: number;
  /** Median time of one server poll (ms): each figure is an upper bound, late by at most about this plus 5 ms. */
  pollMs: number;
}

/** Needs a signed-in page on a server with cars, first download done. */
export async function benchOfflineEdit(context: BrowserContext, page: Page, runs: number): Promise<OfflineEditFigures> {
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible({ timeout: 60_000 });
  await waitForWorker(page);
  const cars = (await serverCars(context.request)).filter((c) => c.type === 'car' && c.deleted === 0).slice(0, runs);
  const timings: number[] = [];
  const polls: number[] = [];
  for (const [i, car] of cars.entries()) {
    const id = String(car.id);
    const colour = `Bench ${i + 1} ${Date.now() % 100_000}`;
    await context.setOffline(true);
    await within(30_000, 'offline edit', editCar(page, id, { Colour: colour }));
    await expect(syncButton(page)).toContainText('1 waiting');
    const t0 = Date.now();
    await context.setOffline(false);
    const at = await pollUntil(15_000, 'edit reaching the server', 5, async () => {
      const asked = Date.now();
      const details = await serverCar(context.request, id);
      polls.push(Date.now() - asked);
      return details.color === colour ? Date.now() : null;
    });
    timings.push(at - t0);
    // Settle before the next round: the outbox empty and the pull after the replay done.
    await expect(syncButton(page)).toContainText('Synced', { timeout: 15_000 });
  }
  const toServer = stats(timings);
  return { toServer, toServerMinusDelay: Math.round((toServer.median - REPLAY_DELAY_MS) * 10) / 10, pollMs: stats(polls).median };
}
