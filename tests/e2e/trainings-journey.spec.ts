import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { RESULT_LABELS, STATUS_LABELS } from '../../src/shared/trainings/trainings.schema';
import { offlineBanner, waitForWorker } from './offline-helpers';
import { TABLET, signIn } from './sign-in';
import { attendanceBanner, planOf } from './trainings-attendance-helpers';
import { progressOf } from './trainings-bulk-helpers';
import { saveButton } from './trainings-form-helpers';
import { box, serverFeed, serverParticipants, trainingIdOf } from './trainings-helpers';

// The journey on a tablet, through the UI: a program with two sessions, two teams added to
// the second one, then attendance and results for 30 people with no network, a reload, and the
// connection back: the server and the activity feed have every mark.

test.use({ viewport: TABLET });

const MARKED = 30;
const save = (page: Page) => saveButton(page).click();
const row = (page: Page, i: number) => page.locator('li.att-row').nth(i);
const rowButton = (page: Page, i: number, kind: 'Status' | 'Result', label: string) =>
  row(page, i)
    .getByRole('group', { name: new RegExp(`^${kind} of `) })
    .getByRole('button', { name: label, exact: true });

test('a program with two sessions, two teams added, 30 people marked offline, reload, online: the server and the activity have it all', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@demo.test');
  const run = Date.now().toString(36);
  const program = `First aid ${run}`;

  // 1. A new program with its first session (the full form).
  await page.goto('/trainings/create');
  await page.getByText('Course with sessions', { exact: true }).click();
  await box(page, 'Program name').fill(program);
  await box(page, 'Name').fill('First aid basics');
  await box(page, 'Cost').fill('95');
  await box(page, 'Supplier').fill('Red Cross');
  await save(page);
  await expect(page).toHaveURL(/\/trainings\/[0-9a-f-]{36}$/);

  // 2. The existing program's second session: only the program is needed.
  await page.goto('/trainings/create');
  await page.getByText('Course with sessions', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: program });
  await expect(box(page, 'Session name')).toHaveAttribute('placeholder', 'Session 2');
  await box(page, 'Session name').fill('First aid practice');
  await save(page);
  await expect(page).toHaveURL(/\/trainings\/[0-9a-f-]{36}$/);
  const sessionId = trainingIdOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'First aid practice' })).toBeVisible();

  // 3. Two teams (the two largest, so at least 30 people) through the bulk add page.
  const teams = ((await (await page.request.get('/api/teams/list')).json()) as { data: { name: string; member_count: number }[] }).data
    .sort((a, b) => b.member_count - a.member_count)
    .slice(0, 2);
  await page.goto(`/trainings/${sessionId}/add`);
  for (const t of teams) await page.getByRole('checkbox', { name: t.name, exact: true }).check();
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await expect
    .poll(
      async () => {
        const text = await progressOf(page, 'People added').catch(() => null);
        const [done, , total] = text?.split(' ') ?? [];
        return text !== null && done === total;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${sessionId}$`));
  await expect.poll(async () => (await serverParticipants(page.request, sessionId).catch(() => [])).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(MARKED);
  const total = (await serverParticipants(page.request, sessionId)).length;

  // 4. Attendance mode from the session page; then no network.
  await page.getByRole('link', { name: 'Take attendance' }).click();
  await expect(page).toHaveURL(`/trainings/${sessionId}/attendance`);
  await expect(page.getByText(messages.trainings.attendanceFollowed(0, total))).toBeVisible({ timeout: 30_000 });
  await waitForWorker(page);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(0));

  const marked: string[] = [];
  for (let i = 0; i < MARKED; i++) {
    const { status, result } = planOf(i);
    marked.push((await row(page, i).getAttribute('data-participant'))!);
    await rowButton(page, i, 'Status', STATUS_LABELS[status]).click();
    await expect(rowButton(page, i, 'Status', STATUS_LABELS[status])).toHaveAttribute('aria-pressed', 'true');
    await rowButton(page, i, 'Result', RESULT_LABELS[result]).click();
    await expect(rowButton(page, i, 'Result', RESULT_LABELS[result])).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(MARKED * 2));
  await expect(page.getByText(messages.trainings.attendanceFollowed(MARKED / 3, total))).toBeVisible();

  // 5. A reload with no network: the page and every mark are still here.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'First aid practice' })).toBeVisible();
  await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(MARKED * 2));
  for (const i of [0, 14, MARKED - 1]) {
    await expect(row(page, i)).toHaveAttribute('data-participant', marked[i]!);
    await expect(rowButton(page, i, 'Status', STATUS_LABELS[planOf(i).status])).toHaveAttribute('aria-pressed', 'true');
    await expect(rowButton(page, i, 'Result', RESULT_LABELS[planOf(i).result])).toHaveAttribute('aria-pressed', 'true');
  }

  // 6. Online: 60 marks one at a time, 500 ms apart.
  await context.setOffline(false);
  // (Offline the page's banner gives way to the app's, so the rows say when all is sent.)
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 120_000 });
  await expect(attendanceBanner(page)).toHaveCount(0);
  const onServer = new Map((await serverParticipants(page.request, sessionId)).map((p) => [p.id, p]));
  for (const [i, id] of marked.entries()) expect(onServer.get(id), `row ${i}`).toMatchObject(planOf(i));
  const untouched = [...onServer.values()].filter((p) => !marked.includes(p.id));
  expect(untouched).toHaveLength(total - MARKED);
  for (const p of untouched) expect(p).toMatchObject({ status: 'reserved', result: 'to_be_completed' });

  for (const i of [0, 15, MARKED - 1]) {
    const types = (await serverFeed(page.request, 'training_participant', marked[i]!)).map((a) => a.event_type);
    expect(types, `row ${i}`).toContain('participant_status_changed');
    expect(types, `row ${i}`).toContain('participant_result_changed');
  }
});
