import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newPglite } from '../../src/server/db/database';
import { messages } from '../../src/shared/messages';
import { bulkAssetsPriced, chooseAsset, itemRow, next, pickTeams, progressText, teamMembers } from './assets-bulk-helpers';
import { toasts } from './fleet-car-helpers';
import { syncButton, waitForWorker } from './offline-helpers';
import { OwnServer } from './own-server';
import { TABLET, signIn } from './sign-in';
import { screenshot, screenshotSizes } from './screenshot';

// /assets/assign/bulk (fleet-and-assets.md sections 2, 4, 5 and 8): three steps, one asset.assign
// per person through the outbox, 600 ms apart; a refusal for one person does not stop the rest.

test.use({ viewport: TABLET });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const shot = (page: Page, name: string) => screenshotSizes(page, `assets-bulk-${name}`);
const settled = (page: Page, n: number, timeout: number) => expect.poll(() => progressText(page).catch(() => null), { timeout }).toBe(`${n} of ${n}`);

test.describe('with a server of its own', () => {
  // Killed and restarted by the test, on its own data; it serves this run's build of the client.
  const server = new OwnServer(PORT + 20, `.e2e-data-bulk-${PORT}`);
  test.beforeAll(async () => {
    // A first start migrates and seeds a new database: slow while other specs load the machine.
    test.setTimeout(240_000);
    if (PORT !== 3100) process.env.CLIENT_DIR = `dist/e2e-${PORT}`;
    await server.fresh().start();
  });
  test.afterAll(async () => {
    await server.kill();
  });

  test('bulk assign to 3 teams: one person who has left fails on the server, everyone else gets the asset', async ({ page }) => {
    test.setTimeout(180_000);
    const base = server.url;
    const price = '151,37';
    const teams = ['Finance', 'HR', 'Facilities'];
    await signIn(page, 'admin@demo.test', undefined, base);
    const members = await teamMembers(page.request, teams, base);
    const victim = [...members].sort((a, b) => a.name.localeCompare(b.name))[3]!;

    await page.goto(`${base}/assets/assign/bulk`);
    await chooseAsset(page, 'Headset', price);
    await next(page);
    await pickTeams(page, teams);
    await expect(page.getByText(`${members.length} people picked`)).toBeVisible();
    await next(page);
    await expect(page.getByRole('list', { name: 'People who get the asset' }).getByRole('listitem')).toHaveCount(members.length);

    // Before Start, the person leaves the company behind the app's back.
    await server.kill();
    const pg = newPglite({ dataDir: `${server.dataDir}/pglite` });
    await pg.query(`update employees set active_until = current_date - 1 where id = $1`, [victim.id]);
    await pg.close();
    await server.start();

    await page.getByRole('button', { name: /^Start/ }).click();
    await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
    await expect(itemRow(page, members.sort((a, b) => a.name.localeCompare(b.name))[6]!.name)).toContainText(/Queued|Sending/);
    await shot(page, 'progress-online');
    await expect(toasts(page).getByText(`Headset for ${victim.name}: ${messages.assets.personLeft(victim.name)}`)).toBeVisible({ timeout: 30_000 });
    await expect(toasts(page).getByText(messages.assets.couldNotCreate)).toBeVisible();
    await settled(page, members.length, members.length * 600 + 60_000);
    await expect(toasts(page).getByText(messages.assets.created(members.length - 1))).toBeVisible();
    await expect(itemRow(page, victim.name)).toContainText(`${messages.assets.unableToAddPerson}: ${messages.assets.personLeft(victim.name)}`);
    await shot(page, 'progress-done');

    const created = await bulkAssetsPriced(page.request, '151.37', base);
    expect(created.map((a) => a.owner_employee_id).sort()).toEqual(
      members
        .filter((m) => m.id !== victim.id)
        .map((m) => m.id)
        .sort(),
    );
    expect(new Set(created.map((a) => a.asset_name))).toEqual(new Set(['Headset']));
    // A reload after the end starts afresh instead of showing the old batch.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Asset and price' })).toBeVisible();
  });
});

test('bulk assign started offline: queued on the device, in the sync panel, then drained when online', async ({ page, context }) => {
  test.setTimeout(150_000);
  const price = '77,13';
  await signIn(page, 'admin@demo.test');
  const members = await teamMembers(page.request, ['Marketing']);
  await page.goto('/assets/assign/bulk');
  await waitForWorker(page);
  // The wizard shows once the first download is in (before, the page waits for it): offline
  // earlier, it would wait for the connection.
  await expect(page.getByRole('combobox', { name: 'Asset' })).toBeVisible();
  await context.setOffline(true);

  await chooseAsset(page, 'Webcam', price);
  await next(page);
  // The group's other companies are searched on the server: not offline.
  await expect(page.getByText(/Searching the other companies of the group needs a connection/)).toBeVisible();
  await pickTeams(page, ['Marketing']);
  await next(page);
  await page.getByRole('button', { name: /^Start/ }).click();
  await expect(page.getByText(messages.assets.bulkQueuedOffline(members.length))).toBeVisible();
  await expect(syncButton(page)).toContainText(`${members.length} waiting`);

  // A reload in the middle of the batch shows its progress again, not an empty wizard.
  await page.reload();
  await expect(page.getByText(messages.assets.bulkQueuedOffline(members.length))).toBeVisible();
  await expect(progressText(page)).resolves.toBe(`0 of ${members.length}`);
  await shot(page, 'progress-offline');
  await syncButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText(`Waiting to be sent (${members.length})`)).toBeVisible();
  await expect(panel.getByText(`Assign asset · Webcam for ${members[0]!.name}`)).toBeVisible();
  await screenshot(page, 'assets-bulk-sync-panel-tablet');
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  // One at a time: part of the way through, some are created and some still wait.
  await expect.poll(async () => Number((await progressText(page).catch(() => null))?.split(' ')[0] ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await settled(page, members.length, members.length * 600 + 60_000);
  await expect(toasts(page).getByText(messages.assets.created(members.length))).toBeVisible();
  const onServer = await bulkAssetsPriced(page.request, '77.13');
  expect(onServer.map((a) => a.owner_employee_id).sort()).toEqual(members.map((m) => m.id).sort());
  expect(onServer.every((a) => a.insert_method === 'bulk' && a.asset_name === 'Webcam')).toBe(true);
});

test('the steps say what is missing; other companies of the group can be picked; leaving asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  await page.goto('/assets/assign/bulk');
  await next(page);
  await expect(toasts(page).getByText(messages.assets.invalid)).toBeVisible();
  await expect(toasts(page).getByText(messages.assets.selectAsset)).toBeVisible();
  await chooseAsset(page, 'Laptop', '1299,5');
  await shot(page, 'step1');
  await next(page);
  await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
  await next(page);
  await expect(toasts(page).getByText(messages.validation.selectSomePeople)).toBeVisible();

  // A team opened to pick one person; the search; someone of Demo Logistics.
  await page.getByRole('button', { name: 'Show the people of Sales' }).click();
  const sales = page.getByRole('list', { name: 'People of Sales' });
  await sales.getByRole('checkbox').first().check();
  await expect(page.getByText('1 person picked')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search people of the other companies' }).fill('a');
  const found = page.getByRole('list', { name: 'Found in other companies' });
  await expect(found.getByText('Demo Logistics').first()).toBeVisible();
  await found.getByRole('checkbox').first().check();
  await expect(page.getByText('2 people picked')).toBeVisible();
  await screenshot(page.locator('.ptp-other'), 'assets-bulk-other-companies-tablet');
  await pickTeams(page, ['Engineering']);
  await shot(page, 'step2');
  // The picker (teams, an open team, the other companies) by keyboard and screen reader too.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.getByRole('checkbox', { name: 'Finance', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Finance', exact: true })).toBeChecked();
  await next(page);
  await expect(page.getByRole('list', { name: 'People who get the asset' }).getByText('Demo Logistics')).toBeVisible();
  await shot(page, 'step3');

  // Leaving with a selection asks to confirm; staying keeps it.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Leave this page?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/assets\/assign\/bulk$/);
});

test('a read-only user cannot open the bulk assign', async ({ page }) => {
  await signIn(page, 'readonly@demo.test');
  await page.goto('/assets/assign/bulk');
  // The route's guard sends someone without the right home.
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Bulk assign assets' })).toHaveCount(0);
});
