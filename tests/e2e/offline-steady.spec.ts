import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { editCar, offlineBanner, serverCars, syncButton, vehicleLinks, waitForWorker } from './offline-helpers';
import { signIn } from './sign-in';

// 'Online' has one source (the engine's status, said by the server answering): a window opened
// with no network stays 'Offline' — header and banner alike — for a whole minute, instead of
// flipping to 'Synced just now' each time an empty replay ran.

const OBSERVED_MS = 60_000;

/** Samples the header label and the banner every 20 ms (and on every DOM change) for `ms`. */
function watchOfflineState(page: Page, ms: number) {
  return page.evaluate(async (ms) => {
    const read = () => {
      const label = document.querySelector('.sync-status-label')?.textContent ?? '';
      const banner = document.querySelector('[data-testid="offline-banner"]') !== null;
      return `${label.startsWith('Offline') ? 'offline' : `online (${label})`}/${banner ? 'banner' : 'no banner'}`;
    };
    const seen: string[] = [read()];
    const note = () => {
      const now = read();
      if (now !== seen.at(-1)) seen.push(now);
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const timer = setInterval(note, 20);
    await new Promise((r) => setTimeout(r, ms));
    clearInterval(timer);
    observer.disconnect();
    return seen;
  }, ms);
}

test('a window opened offline says Offline, header and banner alike, for a whole minute; a change made then is counted by both', async ({ page, context }) => {
  test.setTimeout(OBSERVED_MS + 90_000);
  await signIn(page, 'admin@demo.test');
  const car = (await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0)!;
  await page.goto('/fleet');
  // The first download, on a machine busy with other specs.
  await expect(vehicleLinks(page).first()).toBeVisible({ timeout: 30_000 });
  await waitForWorker(page);
  await context.setOffline(true);

  // A new window with no network, nothing waiting.
  const offline = await context.newPage();
  await offline.goto('/fleet');
  await expect(vehicleLinks(offline).first()).toBeVisible();
  await expect(offlineBanner(offline)).toHaveText(messages.sync.offlineBanner(0));
  await expect(syncButton(offline)).toContainText('Offline');
  expect(await watchOfflineState(offline, OBSERVED_MS)).toEqual(['offline/banner']);

  // A change waits: the header and the banner count it together. (It never reaches the server:
  // the context closes offline, so the demo car other specs read is unchanged.)
  await editCar(offline, String(car.id), { Colour: 'Never sent' });
  await expect(syncButton(offline)).toContainText('Offline · 1 waiting');
  await expect(offlineBanner(offline)).toHaveText(messages.sync.offlineBanner(1));
  // The panel says what the change waits for; tries made with no network are not counted.
  await syncButton(offline).click();
  const waiting = offline.getByRole('dialog', { name: 'Sync' }).getByRole('region', { name: 'Waiting to be sent' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting).toContainText(messages.sync.waitsForConnection);
  await expect(waiting).not.toContainText(/attempt|could not be reached/);
});
