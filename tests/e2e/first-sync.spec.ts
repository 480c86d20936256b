import { expect, test } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { screenshot } from './screenshot';
import { DESKTOP, signIn } from './sign-in';

// The first download of a big company is megabytes to parse and store. It runs in a dedicated
// worker (src/sync/pull-worker.ts), so the page goes on answering while it is under way: here the
// download is held at the server's door, and the user moves around and opens the sync panel
// meanwhile. (How long the page's tasks take during a 100,000-car download is a bench figure.)
test.use({ viewport: DESKTOP });

test('the first download runs in a worker; the pages answer clicks while it is under way', async ({ page, context }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await context.route('**/api/sync/pull**', async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await signIn(page, 'admin@demo.test');
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect.poll(() => page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(expect.stringMatching(/\/pull-worker-[\w-]+\.js$/));

  await page.goto('/fleet');
  await expect(page.getByRole('heading', { name: 'Fleet', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sync status: Downloading…. Open sync panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText('The first download is under way.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Syncing…' })).toBeDisabled();
  await screenshot(page, 'first-sync-under-way-desktop');
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'People' }).first().click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();

  release();
  await page.getByRole('link', { name: 'Fleet' }).first().click();
  await expect(page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr')).toHaveCount(10, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Sync status: Synced just now/ })).toBeVisible();
});

test('cut off before the first download ends: the banner says the data is not here yet, and it comes once the server answers', async ({ page, context }) => {
  await context.route('**/api/sync/pull**', (route) => route.abort('connectionrefused'));
  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(messages.sync.firstDownloadNoServerBanner, { timeout: 20_000 });
  await context.setOffline(true);
  await expect(banner).toHaveText(messages.sync.firstDownloadOfflineBanner);
  await screenshot(page, 'first-sync-cut-off-desktop');

  await context.unroute('**/api/sync/pull**');
  await context.setOffline(false);
  await expect(page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr')).toHaveCount(10, { timeout: 30_000 });
  await expect(banner).toHaveCount(0);
});
