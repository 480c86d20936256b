import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { teamMembers } from './assets-bulk-helpers';
import { toasts } from './fleet-car-helpers';
import { pulledSince, syncButton, waitForWorker } from './offline-helpers';
import { TABLET, signIn } from './sign-in';
import { itemRow, newSession, progressOf } from './trainings-bulk-helpers';
import { screenshotSizes } from './screenshot';
import { addParticipant, serverParticipants, setStatus } from './trainings-helpers';

// The trainings bulk pages (trainings.md sections 2, 4, 5 and 8): add by team, change statuses
// and results, remove by team; each runs one participant at a time through the outbox, 500 ms apart.

test.use({ viewport: TABLET });

const shot = (page: Page, name: string, top = true) => screenshotSizes(page, `trainings-bulk-${name}`, { top });
const settled = (page: Page, bar: string, n: number, timeout: number) =>
  expect.poll(() => progressOf(page, bar).catch(() => null), { timeout }).toBe(`${n} of ${n}`);
const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

test('add two teams to a session: people already in are marked and not added twice; the count reaches the server', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.test');
  const teams = ['Finance', 'HR'];
  const members = await teamMembers(page.request, teams);
  const session = await newSession(page.request);
  const already = byName(members)[0]!;
  await addParticipant(page.request, session.id, already.id);

  await page.goto(`/trainings/${session.id}/add`);
  await expect(page.getByRole('heading', { name: 'Pick people' })).toBeVisible();
  // Next with nobody picked (keyboard): it says why.
  await page.getByRole('button', { name: /^Next/ }).press('Enter');
  await expect(toasts(page).getByText(messages.validation.selectSomePeople)).toBeVisible();
  for (const team of teams) await page.getByRole('checkbox', { name: team, exact: true }).check();
  const toAdd = members.length - 1;
  await expect(page.getByText(`${toAdd} people picked`)).toBeVisible();
  await expect(page.getByText(messages.trainings.alreadyInCount(1))).toBeVisible();
  await page.getByRole('button', { name: `Show the people of ${teams[0]}` }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(already.name) })).toBeDisabled();
  await expect(page.getByText(messages.trainings.alreadyIn)).toBeVisible();
  await shot(page, 'add-pick', false);

  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await expect.poll(async () => Number((await progressOf(page, 'People added').catch(() => null))?.split(' ')[0] ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
  await shot(page, 'add-progress');
  await settled(page, 'People added', toAdd, toAdd * 500 + 60_000);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${session.id}$`));
  await expect(toasts(page).getByText(messages.trainings.peopleAdded(toAdd))).toBeVisible();
  const onServer = await serverParticipants(page.request, session.id);
  expect(onServer.length).toBe(members.length);
  expect(new Set(onServer.map((p) => p.employee_id))).toEqual(new Set(members.map((m) => m.id)));
});

test('participation and results: filter, search, select all, the modal shows mixed or the common value, then 10 changes reach the server', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.test');
  const members = byName(await teamMembers(page.request, ['Marketing', 'Facilities'])).slice(0, 16);
  const session = await newSession(page.request);
  const parts = [];
  for (const m of members) parts.push({ ...(await addParticipant(page.request, session.id, m.id)), name: m.name });
  for (const p of parts.slice(0, 3)) await setStatus(page.request, p.id, 'followed');

  await page.goto(`/trainings/${session.id}/participation`);
  const filters = page.getByRole('group', { name: 'Filter by status' });
  await expect(filters.getByRole('button', { name: /^Followed/ })).toContainText('3');
  await filters.getByRole('button', { name: /^Followed/ }).click();
  const rows = page.locator('.bulk-table tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Search by name').fill(parts[1]!.name);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Search by name').fill('');
  await filters.getByRole('button', { name: /^All/ }).click();
  await expect(rows).toHaveCount(members.length);
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await expect(page.getByText(`${members.length} people selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Change status' }).click();
  const modal = page.getByRole('dialog', { name: 'Change status' });
  await expect(modal.getByTestId('bulk-current-value')).toHaveText(messages.trainings.mixed);
  await shot(page, 'status-modal-mixed');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // A uniform selection shows its status; confirming without a new one says what is missing.
  await page.getByRole('checkbox', { name: /^Select all/ }).uncheck();
  await filters.getByRole('button', { name: /^Reserved/ }).click();
  const reserved = parts.slice(3, 13);
  for (const p of reserved) await page.getByRole('checkbox', { name: `Select ${p.name}` }).check();
  await expect(page.getByText('10 people selected')).toBeVisible();
  await shot(page, 'participation');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(modal.getByTestId('bulk-current-value')).toHaveText('Reserved');
  await modal.getByRole('button', { name: /^Change status for 10 people/ }).click();
  await expect(modal.getByText(messages.trainings.selectStatus)).toBeVisible();
  await modal.getByRole('radio', { name: 'Not fitting' }).check();
  await shot(page, 'status-modal');
  await modal.getByRole('button', { name: /^Change status for 10 people/ }).click();
  await expect(page.getByRole('progressbar', { name: 'Statuses changed' })).toBeVisible();
  await settled(page, 'Statuses changed', 10, 60_000);
  await expect(toasts(page).getByText(messages.trainings.statusUpdatedBulk(10))).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^Not fitting/ })).toContainText('10');
  await shot(page, 'status-done');
  const afterStatus = await serverParticipants(page.request, session.id);
  expect(
    afterStatus
      .filter((p) => p.status === 'not_fitting')
      .map((p) => p.id)
      .sort(),
  ).toEqual(reserved.map((p) => p.id).sort());

  // Results: the same page for results; leaving with a selection asks first.
  await page.goto(`/trainings/${session.id}/results`);
  const resultFilters = page.getByRole('group', { name: 'Filter by result' });
  await expect(resultFilters.getByRole('button', { name: /^To be completed/ })).toContainText(String(members.length));
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await page.getByRole('link', { name: session.name }).click();
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('checkbox', { name: /^Select all/ }).uncheck();
  const passed = parts.slice(0, 10);
  for (const p of passed) await page.getByRole('checkbox', { name: `Select ${p.name}` }).check();
  await page.getByRole('button', { name: 'Change result' }).click();
  const resultModal = page.getByRole('dialog', { name: 'Change result' });
  await expect(resultModal.getByTestId('bulk-current-value')).toHaveText('To be completed');
  await resultModal.getByRole('button', { name: /^Change result for/ }).click();
  await expect(resultModal.getByText(messages.trainings.selectResult)).toBeVisible();
  await resultModal.getByRole('radio', { name: 'Passed', exact: true }).check();
  await shot(page, 'result-modal');
  await resultModal.getByRole('button', { name: /^Change result for/ }).click();
  await settled(page, 'Results changed', 10, 60_000);
  await expect(toasts(page).getByText(messages.trainings.resultUpdatedBulk(10))).toBeVisible();
  await shot(page, 'results-done');
  const afterResult = await serverParticipants(page.request, session.id);
  expect(
    afterResult
      .filter((p) => p.result === 'passed')
      .map((p) => p.id)
      .sort(),
  ).toEqual(passed.map((p) => p.id).sort());
});

test('remove by team started offline: a reload shows the progress, one removal fails on the server, the rest are removed when online', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.test');
  const members = byName(await teamMembers(page.request, ['HR']));
  const session = await newSession(page.request);
  const parts = [];
  for (const m of members) parts.push({ ...(await addParticipant(page.request, session.id, m.id)), name: m.name });
  // Someone of another team stays.
  const other = byName(await teamMembers(page.request, ['Finance'])).find((m) => !members.some((x) => x.id === m.id))!;
  await addParticipant(page.request, session.id, other.id);
  const api = await playwright.request.newContext({ baseURL: new URL(page.url()).origin, storageState: await context.storageState() });

  const opened = Date.now();
  await page.goto(`/trainings/${session.id}/remove`);
  await expect(page.getByRole('checkbox', { name: 'HR', exact: true })).toBeVisible();
  await waitForWorker(page);
  // The participants just added reach the device with this page's pull.
  await pulledSince(page, opened);
  await page.getByRole('button', { name: messages.trainings.removePeople(0) }).press('Enter');
  await expect(toasts(page).getByText(messages.trainings.selectOnePerson)).toBeVisible();
  await page.getByRole('checkbox', { name: 'HR', exact: true }).check();
  const button = page.getByRole('button', { name: messages.trainings.removePeople(members.length) });
  await expect(button).toBeVisible();
  await shot(page, 'remove-pick');

  await context.setOffline(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: messages.trainings.removePeople(members.length) });
  await shot(page, 'remove-confirm');
  await dialog.getByRole('button', { name: messages.trainings.removePeople(members.length) }).click();
  await expect(page.getByText(messages.trainings.bulkQueuedOffline(members.length))).toBeVisible();
  await expect(syncButton(page)).toContainText(`${members.length} waiting`);
  // A reload in the middle of the batch shows its progress again.
  await page.reload();
  await expect(page.getByText(messages.trainings.bulkQueuedOffline(members.length))).toBeVisible();
  await expect(progressOf(page, 'People removed')).resolves.toBe(`0 of ${members.length}`);
  await shot(page, 'remove-offline');

  // Meanwhile someone else removes one of them: the server answers 404 for that one.
  const victim = parts[2]!;
  const gone = await api.post('/api/trainings/participants/remove', { data: { training_id: session.id, employee_id: victim.employee_id } });
  expect(gone.ok()).toBe(true);
  await context.setOffline(false);
  await expect(toasts(page).getByText(messages.trainings.unableToRemove).first()).toBeVisible({ timeout: 60_000 });
  await settled(page, 'People removed', members.length, members.length * 500 + 60_000);
  await expect(page.getByText(`${messages.trainings.peopleRemoved(members.length - 1)}; 1 could not be removed.`)).toBeVisible();
  await expect(itemRow(page, 'People and whether they were removed', victim.name)).toContainText(messages.trainings.unableToRemove);
  await shot(page, 'remove-done');
  const left = await serverParticipants(api, session.id);
  expect(left.map((p) => p.employee_id)).toEqual([other.id]);
  await page.getByRole('button', { name: 'Back to training' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${session.id}$`));
  await api.dispose();
});
