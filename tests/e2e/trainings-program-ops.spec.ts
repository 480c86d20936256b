import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { DEMO_PASSWORD, DESKTOP, TABLET, signIn } from './sign-in';
import { toasts } from './fleet-car-helpers';
import { activePeople, addParticipant, apiProgram, apiTraining, detailStatus, openWhenMirrored, serverTraining, shot } from './trainings-helpers';

// A training's moves between programs and its deletion, on a tablet: /trainings/{id}/add-to-program,
// the detail page's 'Remove from program', /trainings/{id}/delete for a training, a session and a
// program with its sessions.
test.use({ viewport: TABLET });

const openActions = (page: Page) => page.getByRole('button', { name: 'Actions', exact: true }).click();

test('add a training to a program, then remove it from the program again', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const stamp = Date.now();
  const { programId } = await apiProgram(page.request, `Leadership ${stamp}`, 1);
  const name = `Coaching ${stamp}`;
  const id = await apiTraining(page.request, name);
  await openWhenMirrored(page, `/trainings/${id}/add-to-program`, 'Add to program');
  const add = page.getByRole('button', { name: 'Add to program' });
  await expect(add).toBeDisabled();
  await page.getByRole('combobox', { name: 'Program' }).selectOption({ label: `Leadership ${stamp}` });
  await shot(page, 'add-to-program-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'add-to-program-desktop', true);
  await page.setViewportSize(TABLET);
  await add.click();
  await expect(page).toHaveURL(`/trainings/${id}`);
  await expect(toasts(page).getByText(messages.trainings.addedToProgram)).toBeVisible();
  await expect.poll(async () => (await serverTraining(page.request, id))?.program_id ?? null, { timeout: 20_000 }).toBe(programId);

  // A session cannot be added again: the page says why and leads back.
  await page.goto(`/trainings/${id}/add-to-program`);
  await expect(page.getByRole('status')).toHaveText(messages.trainings.alreadyInProgram);
  await expect(page.getByRole('link', { name: 'Back to the training' })).toHaveAttribute('href', `/trainings/${id}`);

  // The detail page's action takes it out again.
  await page.goto(`/trainings/${id}`);
  await openActions(page);
  await page.getByRole('menuitem', { name: 'Remove from program' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from program' }).click();
  await expect(toasts(page).getByText(messages.trainings.removedFromProgram)).toBeVisible();
  await expect
    .poll(
      async () => {
        const t = await serverTraining(page.request, id);
        return t ? t.program_id : 'not found';
      },
      { timeout: 20_000 },
    )
    .toBeNull();
});

test("delete a training: 'successfully deleted course', and the server no longer has it", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@demo.test');
  const name = `Old course ${Date.now()}`;
  const id = await apiTraining(page.request, name);
  await openWhenMirrored(page, `/trainings/${id}/delete`, 'Delete training');
  await expect(page.getByText(messages.trainings.deleteExplained)).toBeVisible();
  await shot(page, 'delete-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'delete-desktop', true);
  await page.setViewportSize(TABLET);
  // Cancel goes back to the training.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/trainings/${id}`);
  await page.goto(`/trainings/${id}/delete`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page).getByText(messages.trainings.deleted)).toBeVisible();
  await expect(page).toHaveURL('/trainings');
  await expect.poll(() => detailStatus(page.request, id), { timeout: 20_000 }).toBe(404);
});

test('delete a session (back to its program), then the program with its other sessions', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const program = `Onboarding ${Date.now()}`;
  const { programId, sessionIds } = await apiProgram(page.request, program, 3);
  await openWhenMirrored(page, `/trainings/${sessionIds[2]}/delete`, 'Delete session');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page).getByText(messages.trainings.sessionDeleted)).toBeVisible();
  await expect(page).toHaveURL(`/trainings/programs/${programId}`);
  await expect.poll(() => detailStatus(page.request, sessionIds[2]!), { timeout: 20_000 }).toBe(404);

  await openWhenMirrored(page, `/trainings/${programId}/delete`, 'Delete program');
  await expect(page.getByText(messages.trainings.deleteProgramExplained(2))).toBeVisible();
  await shot(page, 'delete-program-tablet', true);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page).getByText(messages.trainings.deleted)).toBeVisible();
  await expect(page).toHaveURL('/trainings');
  await expect.poll(() => detailStatus(page.request, programId), { timeout: 20_000 }).toBe(404);
  expect(await detailStatus(page.request, sessionIds[0]!)).toBe(404);
  expect(await detailStatus(page.request, sessionIds[1]!)).toBe(404);
  expect(await serverTraining(page.request, sessionIds[0]!)).toBeNull();
});

test('a team-only manager is told the delete rule, and cannot delete a training other teams’ people follow', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, 'manager@demo.test');
  const [inside] = await activePeople(page.request, 1);
  const own = new Set((await (await page.request.get('/api/employees/list?per_page=150')).json()).data.map((p: { id: string }) => p.id));
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: { email: 'admin@demo.test', password: DEMO_PASSWORD } })).ok()).toBe(true);
  const outside = (await activePeople(admin, 150)).find((p) => !own.has(p.id))!;
  const id = await apiTraining(admin, `Shared course ${Date.now()}`);
  await addParticipant(admin, id, inside!.id);
  await addParticipant(admin, id, outside.id);

  await openWhenMirrored(page, `/trainings/${id}/delete`, 'Delete training');
  await expect(page.getByText(messages.trainings.deleteOutsideTeams)).toBeVisible();
  await shot(page, 'delete-team-only-tablet', true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'delete-team-only-desktop', true);
  await page.setViewportSize(TABLET);
  // Its device holds only its teams' participants: the server decides, and says why.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page).getByText(messages.trainings.deleteOutsideTeams)).toBeVisible();
  await expect(page).toHaveURL(`/trainings/${id}/delete`);
  expect(await detailStatus(admin, id)).toBe(200);
  await admin.dispose();
});
