import { expect, test } from '@playwright/test';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { vehicleLinks, editCar, mainNav, serverCar, serverCars, syncButton, waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';

test.use({ viewport: TABLET });

test('an edit made offline survives a reload and a closed tab, then reaches the server once', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test');
  const car = (await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0)!;
  const id = String(car.id);
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);

  await context.setOffline(true);
  await editCar(page, id, { Colour: 'Garage green' });
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  await expect(syncButton(page)).toContainText('1 waiting');
  await page.reload();
  await expect(page.getByText('Garage green')).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toBeVisible();

  await syncButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Sync' })).toContainText('Waiting to be sent (1)');
  await screenshot(page, 'tablet-sync-panel-pending');
  await page.close();
  const again = await context.newPage();
  await again.goto(`/fleet/${id}`);
  await expect(mainNav(again)).toBeVisible();
  await expect(again.getByText('Garage green')).toBeVisible();
  await screenshot(again, 'tablet-offline-cold-start-car');
  expect((await serverCar(again.request, id).catch(() => ({ color: 'unreachable' }))).color).not.toBe('Garage green');

  await context.setOffline(false);
  await expect(again.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  const after = await serverCar(again.request, id);
  expect(after.color).toBe('Garage green');
  // Once: the version moved by exactly one change.
  expect(Number(after.version)).toBeGreaterThan(Number(car.version));
  await expect(syncButton(again)).toContainText('Synced');
});

test('two people editing offline: different fields both land, the same field gives a conflict toast', async ({ browser }) => {
  test.setTimeout(90_000);
  const contexts = [await browser.newContext({ viewport: DESKTOP }), await browser.newContext({ viewport: TABLET })];
  const [one, two] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signIn(one, 'admin@demo.test');
  await signIn(two, 'support@demo.test');
  // Brand and model lock once a vehicle is over a day old: the demo's two vehicles added today.
  const cars = (await serverCars(one.request)).filter(
    (c) => c.type === 'car' && c.deleted === 0 && Date.now() - new Date(String(c.created_at)).getTime() < 86_400_000,
  );
  const [merged, contested] = [String(cars[0]!.id), String(cars[1]!.id)];
  for (const page of [one, two]) {
    await page.goto('/fleet');
    await expect(vehicleLinks(page).first()).toBeVisible();
    await waitForWorker(page);
  }
  for (const c of contexts) await c.setOffline(true);
  await editCar(one, merged, { Colour: 'Copper' });
  await editCar(two, merged, { Model: 'Shooting brake' });
  await editCar(one, contested, { Brand: 'Volvo' });
  await editCar(two, contested, { Brand: 'Saab' });

  await contexts[0]!.setOffline(false);
  await expect(one.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await contexts[1]!.setOffline(false);
  const toast = two.getByRole('alert').filter({ hasText: 'change not saved' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText('Sophie Laurent');
  await screenshot(two, 'tablet-conflict-toast');

  const m = await serverCar(one.request, merged);
  expect([m.color, m.model]).toEqual(['Copper', 'Shooting brake']);
  expect((await serverCar(one.request, contested)).brand).toBe('Volvo');
  await two.goto(`/fleet/${contested}`);
  await expect(two.getByRole('heading', { level: 1 })).toContainText('Volvo');
  await syncButton(two).click();
  await expect(two.getByRole('dialog', { name: 'Sync' })).toContainText('Not saved (1)');
  await screenshot(two, 'tablet-sync-panel-conflict');
  for (const c of contexts) await c.close();
});

test('signing out with unsent changes warns, exports them, and leaves nothing on the device', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test');
  const car = (await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0)!;
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await context.setOffline(true);
  await editCar(page, String(car.id), { Colour: 'Unsent grey' });

  await page.getByRole('button', { name: /Sophie Laurent/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes not yet sent' });
  await expect(dialog).toContainText('1 change made on this device has not reached the server');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export changes' }).click();
  const file = JSON.parse(await (await (await download).createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8')));
  expect(file.changes).toHaveLength(1);
  expect(file.changes[0]).toMatchObject({ what: 'Edit vehicle', mutation: 'car.edit', args: { color: 'Unsent grey' } });

  await dialog.getByRole('button', { name: 'Sign out and delete them' }).click();
  await expect(page).toHaveURL(/\/signin/);
  const userDatabases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('workplace-') && n !== 'workplace-registry'));
  await expect.poll(userDatabases).toEqual([]);

  // Back online, the server session ends too: the app does not open as the previous user.
  await context.setOffline(false);
  await page.goto('/people');
  await expect(page).toHaveURL(/\/signin/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  // The deleted change never reached the server (other tests may edit the same car meanwhile).
  expect((await page.request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true);
  expect((await serverCar(page.request, String(car.id))).color).not.toBe('Unsent grey');
});
