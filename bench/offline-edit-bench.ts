// An edit made offline in the UI, then the connection comes back: how long until the server has it.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { editCar, serverCar, serverCars, syncButton, vehicleLinks, waitForWorker } from '../tests/e2e/offline-helpers';
import { pollUntil, within } from './bench-env';
import { figures, type Figures } from './list-bench';

/** ARCHITECTURE.md section 5: the outbox waits this long between two items (not before the first). */
export const REPLAY_DELAY_MS = 500;

export interface OfflineEditFigures {
  /** From context.setOffline(false) being called to GET /api/cars/{id}/detail answering the new colour, ms. */
  toServer: Figures;
  /** The same minus REPLAY_DELAY_MS (negative: a single item waits no delay at all). */
  toServerMinusDelay: number;
  /** Time the server polls themselves took (median), as a resolution hint: each figure may be late by about this. */
  pollMs: number;
}

/** Needs a signed-in page on a server with cars, first download done. */
export async function benchOfflineEdit(context: BrowserContext, page: Page, runs: number): Promise<OfflineEditFigures> {
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible({ timeout: 60_000 });
  await waitForWorker(page);
  const cars = (await serverCars(context.request)).filter((c) => c.type === 'car' && c.deleted === 0).slice(0, runs);
  const timings: { dom: number; frame: number }[] = [];
  const polls: number[] = [];
  for (const [i, car] of cars.entries()) {
    const id = String(car.id);
    const colour = `Bench ${i + 1} ${Date.now() % 100_000}`;
    await context.setOffline(true);
    await within(30_000, 'offline edit', editCar(page, id, { Colour: colour }));
    await expect(syncButton(page)).toContainText('1 waiting');
    const t0 = Date.now();
    await context.setOffline(false);
    let lastPoll = 0;
    const at = await pollUntil(15_000, 'edit reaching the server', 5, async () => {
      const asked = Date.now();
      const details = await serverCar(context.request, id);
      lastPoll = Date.now() - asked;
      polls.push(lastPoll);
      return details.color === colour ? Date.now() - lastPoll / 2 : null;
    });
    timings.push({ dom: at - t0, frame: at - t0 });
    // Settle before the next round: the outbox empty and the pull after the replay done.
    await expect(syncButton(page)).toContainText('Synced', { timeout: 15_000 });
  }
  const toServer = figures(timings);
  return { toServer, toServerMinusDelay: Math.round((toServer.median - REPLAY_DELAY_MS) * 10) / 10, pollMs: figures(polls.map((p) => ({ dom: p, frame: p }))).median };
}
