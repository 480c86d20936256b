import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { toasts } from './fleet-car-helpers';
import { saveButton } from './trainings-form-helpers';
import { apiProgram, apiTraining, box, openWhenMirrored, serverTraining, shot, trainingIdOf } from './trainings-helpers';

// /trainings/create and /trainings/{id}/edit on a tablet: the FLA block's rules at their edges, Save
// disabled while the form is invalid, programs with sessions, an edit made offline, and a company
// without trainings_fla.
test.use({ viewport: TABLET });

const days = (page: Page) => page.getByRole('spinbutton', { name: 'Amount in days' });
const hours = (page: Page) => page.getByRole('spinbutton', { name: 'Hours' });
const minutes = (page: Page) => page.getByRole('spinbutton', { name: 'Minutes' });
/** An inline message under a field (the Save bar repeats the first one). */
const fieldError = (page: Page, text: string | RegExp) => page.locator('.field-error').filter({ hasText: text });

async function date(page: Page, label: string, dmy: string): Promise<void> {
  await box(page, label).fill(dmy);
  await box(page, label).press('Tab');
}

test('a single training with the FLA block: half days, the span limits, the picker, teams; the server has it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  await page.goto('/trainings/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add training' })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await shot(page, 'create-single-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'create-single-desktop', true);
  await page.setViewportSize(TABLET_PORTRAIT);
  await shot(page, 'create-single-portrait', true);
  await page.setViewportSize(TABLET);

  // Names and suppliers stop at 500 characters.
  await box(page, 'Name').fill('n'.repeat(501));
  await expect(box(page, 'Name')).toHaveValue('n'.repeat(500));
  await box(page, 'Supplier').fill('s'.repeat(501));
  await expect(box(page, 'Supplier')).toHaveValue('s'.repeat(500));
  const name = `First aid ${Date.now()}`;
  await box(page, 'Name').fill(name);
  await box(page, 'Cost').fill('450,5');
  await date(page, 'Date', '15/03/2026');
  await box(page, 'Supplier').fill('Red Cross');
  await expect(saveButton(page)).toBeEnabled();

  // FLA: the dates and an amount are required; days round to the nearest half day.
  await page.getByRole('switch', { name: 'Falls under FLA' }).check();
  await expect(saveButton(page)).toBeDisabled();
  await date(page, 'Start date', '01/03/2026');
  await date(page, 'End date', '03/03/2026');
  await page.getByText('Days', { exact: true }).click();
  await expect(page.getByText('at most 3 days')).toBeVisible();
  await days(page).fill('1.3');
  await days(page).press('Tab');
  await expect(days(page)).toHaveValue('1.5');
  await days(page).fill('3');
  await days(page).press('Tab');
  await expect(fieldError(page, /days amount error/)).toHaveCount(0);
  await expect(saveButton(page)).toBeEnabled();
  await days(page).fill('3.5');
  await days(page).press('Tab');
  await expect(fieldError(page, /days amount error/)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await shot(page, 'fla-errors-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'fla-errors-desktop', true);
  await page.setViewportSize(TABLET);

  // Minutes: ArrowUp adds an hour on the hours, 5 minutes on the minutes; 600 a day at most.
  await page.getByText('Hours and minutes', { exact: true }).click();
  await expect(page.getByText('at most 30:00')).toBeVisible();
  await hours(page).focus();
  await hours(page).press('ArrowUp');
  await expect(hours(page)).toHaveValue('01');
  await minutes(page).focus();
  await minutes(page).press('ArrowUp');
  await expect(minutes(page)).toHaveValue('05');
  await date(page, 'End date', '01/03/2026');
  await expect(page.getByText('at most 10:00')).toBeVisible();
  await hours(page).fill('10');
  await minutes(page).fill('01');
  await minutes(page).press('Tab');
  await expect(fieldError(page, /training hours amount error/)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await hours(page).scrollIntoViewIfNeeded();
  await shot(page, 'picker-tablet');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'picker-desktop');
  await page.setViewportSize(TABLET);
  await minutes(page).fill('00');
  await expect(fieldError(page, /training hours amount error/)).toHaveCount(0);

  await page.getByRole('switch', { name: 'Certificate to achieve' }).check();
  await page.getByText('Informal', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Location of training' }).selectOption('online');
  const info = page.getByRole('textbox', { name: 'Additional information' });
  await info.fill('i'.repeat(501));
  await expect(info).toHaveValue('i'.repeat(500));
  await expect(page.getByText('500 / 500')).toBeVisible();
  await info.fill('Bring a laptop and the safety shoes handed out at the reception.');

  // Visibility 2 needs a team.
  await expect(saveButton(page)).toBeEnabled();
  await page.getByText('Visible for selected teams', { exact: true }).click();
  await expect(fieldError(page, messages.trainings.selectTeam)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  const teams = page.getByRole('group', { name: /^Teams/ });
  await teams.getByRole('checkbox').first().check();
  await expect(saveButton(page)).toBeEnabled();
  await page.getByRole('switch', { name: 'Price visible for employees' }).uncheck();
  await shot(page, 'create-filled-tablet', true);

  await saveButton(page).click();
  await expect(page).toHaveURL(/\/trainings\/[0-9a-f-]{36}$/);
  await expect(toasts(page).getByText(messages.trainings.created)).toBeVisible();
  const id = trainingIdOf(page);
  await expect.poll(async () => (await serverTraining(page.request, id))?.name ?? null, { timeout: 20_000 }).toBe(name);
  const saved = (await serverTraining(page.request, id))!;
  expect(saved).toMatchObject({
    name,
    date: '2026-03-15',
    leverancier: 'Red Cross',
    program_id: null,
    is_program: 0,
    falls_under_fla: 1,
    start_date: '2026-03-01',
    end_date: '2026-03-01',
    certificate_to_achieve: 1,
    type_of_training: 'informal',
    location_of_training: 'online',
    additional_information: 'Bring a laptop and the safety shoes handed out at the reception.',
    training_amount_selection: 'minutes',
    training_amount_minutes: 600,
    training_amount_days: null,
    is_visible_for_employees: 2,
    is_price_visible_for_employees: 0,
  });
  expect(Number(saved.cost)).toBe(450.5);
  expect(saved.selected_teams).toMatch(/^[0-9a-f-]{36}$/);
});

test("Enter on an invalid form says 'Form invalid' with the first message; Cancel asks before leaving", async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/trainings/create?back=/trainings');
  await box(page, 'Supplier').fill('Acme');
  await box(page, 'Supplier').press('Enter');
  const toast = toasts(page).locator('.toast').filter({ hasText: messages.trainings.formInvalid });
  await expect(toast).toContainText(messages.trainings.nameRequired);
  await expect(box(page, 'Name')).toBeFocused();
  await expect(box(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/trainings');
});

test('a program with its first session, then a second session where only the program is needed', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  await page.goto('/trainings/create');
  await page.getByText('Course with sessions', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Program' })).toHaveValue('new');
  const program = `Safety ${Date.now()}`;
  await box(page, 'Program name').fill(program);
  await box(page, 'Name').fill('Safety intro');
  await box(page, 'Cost').fill('80');
  await box(page, 'Supplier').fill('Safe & Co');
  await shot(page, 'create-new-program-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'create-new-program-desktop', true);
  await page.setViewportSize(TABLET);
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/trainings\/[0-9a-f-]{36}$/);
  const first = trainingIdOf(page);
  await expect.poll(async () => (await serverTraining(page.request, first))?.program_id ?? null, { timeout: 20_000 }).not.toBeNull();
  const programId = (await serverTraining(page.request, first))!.program_id!;
  expect(await serverTraining(page.request, programId)).toMatchObject({ name: program, is_program: 1 });

  // An existing program: only the program, an optional name ('Session 2') and date.
  await page.goto(`/trainings/create?program_id=${programId}`);
  await expect(page.getByRole('combobox', { name: 'Program' })).toHaveValue(programId);
  await expect(box(page, 'Session name')).toHaveAttribute('placeholder', 'Session 2');
  await expect(box(page, 'Cost')).toHaveCount(0);
  await expect(page.getByText(messages.trainings.sessionCopies(program))).toBeVisible();
  await shot(page, 'create-existing-program-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'create-existing-program-desktop', true);
  await page.setViewportSize(TABLET_PORTRAIT);
  await shot(page, 'create-existing-program-portrait', true);
  await page.setViewportSize(TABLET);
  await date(page, 'Date', '20/04/2026');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/trainings\/[0-9a-f-]{36}$/);
  const second = trainingIdOf(page);
  await expect.poll(async () => (await serverTraining(page.request, second))?.name ?? null, { timeout: 20_000 }).toBe('Session 2');
  expect(await serverTraining(page.request, second)).toMatchObject({ program_id: programId, date: '2026-04-20', leverancier: 'Safe & Co' });
  expect(Number((await serverTraining(page.request, second))!.cost)).toBe(80);

  // The program page lists both sessions.
  await page.goto(`/trainings/programs/${programId}`);
  await expect(page.getByRole('link', { name: 'Safety intro' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Session 2' })).toBeVisible();
});

test('edit a training offline: saved on the device, kept over a reload, on the server once online', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const name = `Forklift ${Date.now()}`;
  const id = await apiTraining(page.request, name);
  await openWhenMirrored(page, `/trainings/${id}/edit`, name);
  await expect(box(page, 'Name')).toHaveValue(name);
  await shot(page, 'edit-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'edit-desktop', true);
  await page.setViewportSize(TABLET);
  await waitForWorker(page);
  await context.setOffline(true);
  await box(page, 'Name').fill(`${name} (renewed)`);
  await box(page, 'Cost').fill('125.25');
  await saveButton(page).click();
  await expect(page).toHaveURL(`/trainings/${id}`);
  await expect(toasts(page).getByText(messages.sync.savedOnDevice)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (renewed)` })).toBeVisible();
  expect((await serverTraining(page.request, id).catch(() => null))?.name ?? name).toBe(name);
  await context.setOffline(false);
  await expect.poll(async () => (await serverTraining(page.request, id))?.name ?? null, { timeout: 30_000 }).toBe(`${name} (renewed)`);
  expect(Number((await serverTraining(page.request, id))!.cost)).toBe(125.25);
});

test("rename a session's program offline: its own row changes on the device at once, the server has it once online", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const program = `Hygiene ${Date.now()}`;
  const { programId, sessionIds } = await apiProgram(page.request, program, 1);
  const session = sessionIds[0]!;
  await openWhenMirrored(page, `/trainings/${session}/edit`, `${program} intro`);
  await expect(box(page, 'Program name')).toHaveValue(program);
  await waitForWorker(page);
  await context.setOffline(true);
  await box(page, 'Program name').fill(`${program} 2026`);
  await saveButton(page).click();
  await expect(page).toHaveURL(`/trainings/${session}`);
  // The back link and the 'Session of' link both read the program's own row.
  await expect(page.getByRole('link', { name: `${program} 2026`, exact: true })).toHaveCount(2);
  await page.goto(`/trainings/programs/${programId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${program} 2026` })).toBeVisible();
  expect((await serverTraining(page.request, programId))?.name).toBe(program);
  await context.setOffline(false);
  await expect.poll(async () => (await serverTraining(page.request, programId))?.name ?? null, { timeout: 30_000 }).toBe(`${program} 2026`);
  expect(await serverTraining(page.request, session)).toMatchObject({ name: `${program} intro`, program_id: programId, program_name: `${program} 2026` });
});

test('a company without trainings_fla gets no FLA block', async ({ page }) => {
  await signIn(page, 'other@demo.test');
  await page.goto('/trainings/create');
  await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Visibility' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Additional' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Falls under FLA' })).toHaveCount(0);
});
