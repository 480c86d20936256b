import { expect, test } from '@playwright/test';
import { vehicleLinks, editCar, offlineBanner, serverCars, syncButton, waitForWorker } from './offline-helpers';
import { OwnServer } from './own-server';
import { messages } from '../../src/shared/messages';
import { DEMO_PASSWORD, signIn } from './sign-in';

const server = new OwnServer();

test.beforeAll(async () => {
  // A first start migrates and seeds a new database: slow while other specs load the machine.
  test.setTimeout(240_000);
  await server.fresh().start();
});
test.afterAll(async () => {
  await server.kill();
});

test('killing and restarting the server while the outbox drains loses and duplicates nothing', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test', DEMO_PASSWORD, server.url);
  await page.goto(`${server.url}/fleet`);
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);

  const before = await serverCars(context.request, server.url);
  const cars = before.filter((c) => c.type === 'car' && c.deleted === 0).slice(0, 6);
  const maxVersion = (rows: typeof before) => Math.max(...rows.map((c) => Number(c.version)));
  const startVersion = maxVersion(before);

  await context.setOffline(true);
  for (const [i, car] of cars.entries()) {
    await editCar(page, String(car.id), { Colour: `Restart colour ${i}` }, server.url);
  }
  await expect(page.getByRole('button', { name: /Sync status/ })).toContainText('6 waiting');

  await context.setOffline(false);
  // Let a few items through, then crash the server in the middle of the drain.
  await expect
    .poll(async () => Number((await page.getByRole('button', { name: /Sync status/ }).innerText()).match(/\d+/)?.[0] ?? 0), { timeout: 20_000 })
    .toBeLessThan(5);
  await server.kill();
  // The device has met the dead server (it says the server is unreachable) unless it had already sent everything.
  await expect(page.getByRole('button', { name: /Sync status/ })).toContainText(/Server unreachable|Synced/, { timeout: 20_000 });
  await server.start();

  await expect(page.getByRole('button', { name: /Sync status/ })).toContainText('Synced', { timeout: 60_000 });
  const after = await serverCars(context.request, server.url);
  for (const [i, car] of cars.entries()) expect(after.find((c) => c.id === car.id)?.color).toBe(`Restart colour ${i}`);
  expect(maxVersion(after)).toBeGreaterThan(startVersion);

  // Applied once each: the server stored exactly six answers for this device, the last being the
  // sixth change. (Versions cannot tell: a crashed PostgreSQL skips ahead in its sequences.)
  await server.kill();
  const { openDatabase } = await import('../../src/server/db/database');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ dataDir: server.dataDir });
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from idempotency_keys`)).toEqual([{ n: 6 }]);
    expect((await rows<{ last_seq: string }>(sql`select last_seq from sync_clients`)).map((r) => Number(r.last_seq))).toEqual([6]);
  } finally {
    await database.close();
  }
});

test('server down: the banner says it cannot be reached; back up, the waiting change goes out within seconds, not after the backoff', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The test above ends with the server stopped (it reads the database directly).
  await server.kill();
  await server.start();
  await signIn(page, 'admin@demo.test', DEMO_PASSWORD, server.url);
  await page.goto(`${server.url}/fleet`);
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  const car = (await serverCars(context.request, server.url)).find((c) => c.type === 'car' && c.deleted === 0)!;

  await server.kill();
  // The network is fine, the server is not: the page comes from the worker, the change waits.
  await editCar(page, String(car.id), { Colour: 'After the outage' }, server.url);
  await expect(offlineBanner(page)).toHaveText(messages.sync.noServerBanner(1), { timeout: 20_000 });
  await expect(syncButton(page)).toContainText('Server unreachable · 1 waiting');
  // A long outage: the retries back off to 32 s apart (1, 2, 4, 8, 16 s ...). Not a synchronisation
  // wait — the outage itself.
  await page.waitForTimeout(35_000);
  await server.start();

  // The cheap probe (every 4 s at most) notices the server, so the change does not wait out the backoff.
  await expect(syncButton(page)).toContainText('Synced', { timeout: 15_000 });
  await expect(offlineBanner(page)).toHaveCount(0);
  expect((await serverCars(context.request, server.url)).find((c) => c.id === car.id)?.color).toBe('After the outage');
});
