import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { RESULT_LABELS, STATUS_LABELS } from '../../src/shared/trainings/trainings.schema';
import { offlineBanner, waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { toasts } from './fleet-car-helpers';
import { attendanceBanner, attendanceRow, markEveryone, planOf, resultButton, statusButton } from './trainings-attendance-helpers';
import {
  activePeople,
  openWhenMirrored,
  serverFeed,
  serverParticipants,
  setStatus,
  shot as shotAs,
  trainingWithParticipants,
  type Person,
} from './trainings-helpers';

// Attendance mode on a tablet with no network for the whole session: every tap is kept on the
// device (through a reload), and reaches the server with its activity once the connection returns.

test.use({ viewport: TABLET });

const shot = (page: Page, name: string) => shotAs(page, `attendance-${name}`);
async function openAttendance(page: Page, trainingId: string, name: string, total: number) {
  await openWhenMirrored(page, `/trainings/${trainingId}/attendance`, name);
  // The first download has brought every participant to the device.
  await expect(page.getByText(messages.trainings.attendanceFollowed(0, total))).toBeVisible({ timeout: 30_000 });
}

test('30 participants marked offline survive a reload and reach the server with their activity', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.test');
  const people = await activePeople(page.request, 30);
  const name = `Attendance ${Date.now().toString(36)}`;
  const { trainingId } = await trainingWithParticipants(page.request, name, people);

  await openAttendance(page, trainingId, name, 30);
  await waitForWorker(page);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(0));

  await markEveryone(page, people);
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(60));
  // One banner says the tablet is offline, not the app's and the page's both.
  await expect(page.getByText(/you are offline/i)).toHaveCount(1);
  await expect(page.getByText(messages.trainings.attendanceFollowed(10, 30))).toBeVisible();
  await expect(page.getByText(messages.trainings.attendanceUnmarked(0))).toBeVisible();

  // A reload with no network: the page comes from the service worker, the marks from the mirror.
  await page.reload();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(60));
  for (const i of [0, 1, 2, 29]) {
    const { status, result } = planOf(i);
    await expect(statusButton(page, people[i]!.name, STATUS_LABELS[status])).toHaveAttribute('aria-pressed', 'true');
    await expect(resultButton(page, people[i]!.name, RESULT_LABELS[result])).toHaveAttribute('aria-pressed', 'true');
    await expect(attendanceRow(page, people[i]!.name).getByText('Waiting to sync')).toBeVisible();
  }

  await context.setOffline(false);
  // 60 marks one at a time, 500 ms apart: about 30 s; the banner counts down meanwhile.
  // (Offline the page's banner gives way to the app's, so the rows say when all is sent.)
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 120_000 });
  await expect(attendanceBanner(page)).toHaveCount(0);

  const onServer = new Map((await serverParticipants(page.request, trainingId)).map((p) => [p.employee_id, p]));
  expect(onServer.size).toBe(30);
  for (const [i, p] of people.entries()) expect(onServer.get(p.id), p.name).toMatchObject(planOf(i));

  for (const i of [0, 7, 29]) {
    const participant = onServer.get(people[i]!.id)!;
    const feed = await serverFeed(page.request, 'training_participant', participant.id);
    const types = feed.map((a) => a.event_type);
    expect(types, people[i]!.name).toContain('participant_status_changed');
    expect(types, people[i]!.name).toContain('participant_result_changed');
    expect(types.filter((t) => t === 'participant_status_changed')).toHaveLength(1);
  }
});

test('a status changed on the server meanwhile: the conflict toast shows and the other marks still arrive', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const people = await activePeople(page.request, 3);
  const name = `Conflict ${Date.now().toString(36)}`;
  const { trainingId } = await trainingWithParticipants(page.request, name, people);
  const [first, second, third] = people as [Person, Person, Person];

  await openAttendance(page, trainingId, name, 3);
  await waitForWorker(page);
  await context.setOffline(true);
  for (const p of people) await statusButton(page, p.name, 'Followed').click();
  await resultButton(page, second.name, 'Passed').click();
  await resultButton(page, third.name, 'Interrupted').click();
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(5));

  // Someone else, online, sets the first person's status meanwhile (an API user: no base, so it applies).
  const before = await serverParticipants(page.request, trainingId);
  const firstOnServer = before.find((p) => p.employee_id === first.id)!;
  await setStatus(page.request, firstOnServer.id, 'not_pursued');

  await context.setOffline(false);
  await expect(toasts(page).getByText(messages.trainings.couldNotChangeStatus)).toBeVisible({ timeout: 30_000 });
  await expect(toasts(page).getByText(`${first.name}: ${name}`, { exact: false })).toBeVisible();
  await expect(attendanceBanner(page)).toHaveCount(0, { timeout: 30_000 });

  // The device shows the server's value for the first person; the others' marks are on the server.
  await expect(statusButton(page, first.name, 'Not pursued')).toHaveAttribute('aria-pressed', 'true');
  const after = new Map((await serverParticipants(page.request, trainingId)).map((p) => [p.employee_id, p]));
  expect(after.get(first.id)).toMatchObject({ status: 'not_pursued', result: 'to_be_completed' });
  expect(after.get(second.id)).toMatchObject({ status: 'followed', result: 'passed' });
  expect(after.get(third.id)).toMatchObject({ status: 'followed', result: 'interrupted' });
});

test('search, the not-yet-marked filter, the keyboard, mark all remaining, both tablet layouts; read-only users cannot open it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const people = await activePeople(page.request, 8);
  const name = `Workshop ${Date.now().toString(36)}`;
  const { trainingId } = await trainingWithParticipants(page.request, name, people);
  await openAttendance(page, trainingId, name, 8);
  const [a, b, c] = people as [Person, Person, Person];

  await statusButton(page, a.name, 'Followed').click();
  await resultButton(page, a.name, 'Passed').click();
  await statusButton(page, b.name, 'Not fitting').click();
  await expect(page.getByText(messages.trainings.attendanceFollowed(1, 8))).toBeVisible();
  await expect(page.getByText(messages.trainings.attendanceUnmarked(6))).toBeVisible();

  // 'Not yet marked' hides the marked rows; a row marked while it is on stays until it is switched again.
  const filter = page.getByRole('button', { name: messages.trainings.attendanceNotYetMarked });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('li.att-row')).toHaveCount(6);
  await statusButton(page, c.name, 'Not pursued').click();
  await expect(page.locator('li.att-row')).toHaveCount(6);
  await filter.click();
  await filter.click();
  await expect(page.locator('li.att-row')).toHaveCount(5);
  await filter.click();

  // Search by name, without accents or case.
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(b.name.toUpperCase());
  await expect(page.locator('li.att-row')).toHaveCount(1);
  await expect(attendanceRow(page, b.name)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search participants' }).fill('');
  await expect(page.locator('li.att-row')).toHaveCount(8);

  // Keyboard: Tab reaches the buttons, Space presses one.
  await statusButton(page, c.name, 'Not pursued').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(statusButton(page, c.name, 'Not fitting')).toHaveAttribute('aria-pressed', 'true');

  // Touch targets: 48 px status buttons, 44 px results.
  const statusBox = await statusButton(page, a.name, 'Reserved').boundingBox();
  const resultBox = await resultButton(page, a.name, 'To be completed').boundingBox();
  expect(statusBox!.height).toBeGreaterThanOrEqual(48);
  expect(resultBox!.height).toBeGreaterThanOrEqual(44);

  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await shot(page, 'tablet');
  await page.setViewportSize(TABLET_PORTRAIT);
  await shot(page, 'tablet-portrait');

  // Mark all remaining as followed: one confirmation, one mark per person.
  await page.getByRole('button', { name: messages.trainings.attendanceMarkAll(5) }).click();
  await expect(page.getByRole('dialog', { name: messages.trainings.attendanceMarkAllTitle(5) })).toBeVisible();
  await shot(page, 'mark-all-portrait');
  await page.getByRole('button', { name: 'Mark as followed' }).click();
  await expect(page.getByText(messages.trainings.attendanceFollowed(6, 8))).toBeVisible();
  await expect(page.getByText(messages.trainings.attendanceUnmarked(0))).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(5));
  await context.setOffline(false);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'desktop');
  await expect(attendanceBanner(page)).toHaveCount(0, { timeout: 30_000 });

  // A read-only user is sent away from the page.
  const other = await browser.newContext({ viewport: TABLET });
  const ro = await other.newPage();
  await signIn(ro, 'readonly@demo.test');
  await ro.goto(`/trainings/${trainingId}/attendance`);
  await expect(ro).toHaveURL(/\/$/);
  await expect(ro.getByRole('heading', { name, exact: true })).toHaveCount(0);
  await other.close();
});
