import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { TABLET, signIn } from './sign-in';
import { vehicleLinks, waitForWorker } from './offline-helpers';
import { carDetail, eventsOf, listCars, toasts } from './fleet-car-helpers';
import { screenshot } from './screenshot';

// Archive and unarchive with no network (docs/architecture.md: every write goes through the outbox):
// the device shows the change at once and after a reload, and the server gets each change once.
test.use({ viewport: TABLET });

const meta = (page: Page) => page.locator('.person-header-meta');
const feed = (page: Page) => page.getByRole('region', { name: 'Activity' });

test('archive one vehicle and unarchive another offline; both reach the server once when back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  // Cars no other journey touches: the last active car and the first archived one.
  const toArchive = (await listCars(page.request)).filter((c) => c.type === 'car').at(-1)!;
  const toRestore = (await listCars(page.request, true))[0]!;
  const before = {
    archived: await eventsOf(page.request, toArchive.id, 'car_archived'),
    unarchived: await eventsOf(page.request, toRestore.id, 'car_unarchived'),
  };
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await page.goto(`/fleet/${toArchive.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Archive' }).click();
  await page.getByRole('textbox', { name: 'End date of use' }).fill('30/06/2026');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(`/fleet/${toArchive.id}`);
  await expect(toasts(page).getByText(messages.fleet.archived)).toBeVisible();
  await expect(toasts(page).getByText(messages.sync.savedOnDevice)).toBeVisible();
  await expect(meta(page).getByText('Archived')).toBeVisible();
  await expect(meta(page).getByText('Waiting to sync')).toBeVisible();

  await page.reload();
  await expect(meta(page).getByText('Archived')).toBeVisible();
  await expect(meta(page).getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('region', { name: 'End of use' }).getByText('30/06/2026')).toBeVisible();
  await screenshot(page, 'fleet-offline-archived', { fullPage: true });

  await page.goto(`/fleet/${toRestore.id}`);
  await expect(meta(page).getByText('Archived')).toBeVisible();
  await page.getByRole('link', { name: 'Unarchive' }).click();
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(toasts(page).getByText(messages.fleet.unarchived)).toBeVisible();
  await expect(meta(page).getByText('Archived')).toHaveCount(0);
  await expect(meta(page).getByText('Waiting to sync')).toBeVisible();
  // Nothing has left the device yet.
  expect((await carDetail(page.request, toArchive.id)).details.deleted).toBe(0);

  await context.setOffline(false);
  await expect(meta(page).getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await carDetail(page.request, toArchive.id)).details.deleted, { timeout: 15_000 }).toBe(1);
  expect((await carDetail(page.request, toArchive.id)).details.date_end).toBe('2026-06-30');
  expect((await carDetail(page.request, toRestore.id)).details.deleted).toBe(0);
  await expect.poll(() => eventsOf(page.request, toArchive.id, 'car_archived')).toBe(before.archived + 1);
  await expect.poll(() => eventsOf(page.request, toRestore.id, 'car_unarchived')).toBe(before.unarchived + 1);

  // Each feed shows its change once.
  await expect(feed(page).getByText('unarchived the vehicle')).toHaveCount(1, { timeout: 15_000 });
  await page.goto(`/fleet/${toArchive.id}`);
  await expect(feed(page).getByText(/archived the vehicle, end of use 30\/06\/2026/)).toHaveCount(1, { timeout: 15_000 });
});
