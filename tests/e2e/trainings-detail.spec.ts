import { expect, test, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/shared/ids';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { mirrorRows, participantsOf, trainingNamed } from './trainings-detail-helpers';
import { shot } from './trainings-helpers';

// /trainings/{id} (trainings.md section 2) on the trainer's tablet, with the demo's trainings:
// facts and the FLA block, 'show more', the participants 5 per page with search and segments, the
// actions per role, remove from program, and the back link rule.

test.use({ viewport: TABLET });

const participantsTable = (page: Page) => page.getByRole('table', { name: 'Participants' });
const rows = (page: Page) => participantsTable(page).locator('tbody tr');

test('a training’s page: facts, FLA, show more, participants by 5 with search and a segment', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const training = await trainingNamed(page, 'First aid refresher');
  await page.goto(`/trainings/${training.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'First aid refresher' })).toBeVisible();
  await expect(page.getByText('one-off course')).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('€180.00');
  await expect(details).toContainText('Red Cross Flanders');
  const fla = page.getByRole('region', { name: 'FLA' });
  await expect(fla).toContainText('1 day');
  await expect(fla).toContainText('On-site');

  // Additional information above 45 characters: its first 50, then the whole on 'show more'.
  const info = page.getByRole('region', { name: 'Additional information' });
  await expect(info).toContainText('Practical day with CPR manikins and an AED trainer…');
  await expect(info).not.toContainText('lunch is provided');
  await info.getByRole('button', { name: 'show more' }).click();
  await expect(info).toContainText('lunch is provided on site.');
  await info.getByRole('button', { name: 'show less' }).click();
  await expect(info).not.toContainText('lunch is provided');

  // 18 participants, 5 per page.
  const people = await participantsOf(page, training.id);
  expect(people.length).toBe(18);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText('1–5 of 18')).toBeVisible();
  await expect(rows(page).first()).toContainText(people[0]!.name);
  await shot(page, 'detail-tablet');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('6–10 of 18')).toBeVisible();
  await expect(rows(page).first()).toContainText(people[5]!.name);
  await page.getByRole('button', { name: 'Page 4' }).click();
  await expect(rows(page)).toHaveCount(3);

  // Search by name (debounced), back to page 1.
  const someone = people[7]!;
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(someone.name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(someone.name);
  await page.getByRole('searchbox', { name: 'Search participants' }).fill('');
  await expect(rows(page)).toHaveCount(5);

  // A participant segment: 'Status is followed', saved on the server and brought by the sync.
  const followed = people.filter((p) => p.status === 'followed').length;
  const segmentName = `Followed ${uuidv7().slice(-6)}`;
  const res = await page.request.post('/api/segments/save', {
    data: {
      id: uuidv7(),
      object_type: 'training_participant',
      name: segmentName,
      definition: { match: 'all', conditions: [{ field: 'status', op: 'equals', value: 'followed' }] },
    },
  });
  expect(res.ok()).toBe(true);
  await page.reload();
  const select = page.getByLabel('Segment');
  await expect(select.locator('option', { hasText: segmentName })).toHaveCount(1);
  await select.selectOption({ label: segmentName });
  await expect(page).toHaveURL(/segment=/);
  await expect(page.getByText(`of ${followed}`, { exact: false }).first()).toBeVisible();
  for (const status of await rows(page).locator('td:nth-child(2)').allTextContents()) expect(status).toBe('Followed');

  // A row opens the participant's page.
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${training.id}/employees/`));
});

test('a desktop screenshot, and the Actions menu', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@demo.test');
  const training = await trainingNamed(page, 'Leadership essentials');
  await page.goto(`/trainings/${training.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leadership essentials' })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await shot(page, 'detail-desktop');
  await page.getByRole('button', { name: 'Actions' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Edit', 'Add participants', 'Change status', 'Change results', 'Remove participants', 'Add to program', 'Edit custom fields', 'Delete']) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await shot(page, 'detail-actions-desktop');
  await menu.getByRole('menuitem', { name: 'Change status' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${training.id}/participation$`));
});

test('read-only: no actions, no attendance, no add; the custom fields without their edit link', async ({ page }) => {
  await signIn(page, 'readonly@demo.test');
  const training = await trainingNamed(page, 'First aid refresher');
  await page.goto(`/trainings/${training.id}`);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Take attendance' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add participants' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Custom fields' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Edit custom fields/ })).toHaveCount(0);
  await shot(page, 'detail-readonly-tablet');
});

test('light access: the actions without custom fields, no custom fields section, no segments', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  const training = await trainingNamed(page, 'First aid refresher');
  await page.goto(`/trainings/${training.id}`);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Take attendance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Custom fields' })).toHaveCount(0);
  await expect(page.getByLabel('Segment')).toHaveCount(0);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit custom fields' })).toHaveCount(0);
  await shot(page, 'detail-light-tablet');
});

test('a session: its program in the header and the back link; remove from program after a confirmation', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const program = await trainingNamed(page, 'Management traineeship');
  const session = await trainingNamed(page, 'Coaching conversations');
  expect(session.program_id).toBe(program.id);
  await page.goto(`/trainings/${session.id}`);
  await expect(page.getByText('course with session')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Management traineeship' }).first()).toHaveAttribute('href', `/trainings/programs/${program.id}`);
  // Without back=, a session goes back to its program.
  await expect(page.locator('a.back-link')).toHaveAttribute('href', `/trainings/programs/${program.id}`);
  await expect(page.locator('a.back-link')).toHaveText(/Management traineeship/);

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Remove from program' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from program?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'detail-remove-from-program-tablet');
  await dialog.getByRole('button', { name: 'Remove from program' }).click();
  await expect(page.getByText('removed from program')).toBeVisible();
  await expect(page.getByText('one-off course')).toBeVisible();
  await expect(page.locator('a.back-link')).toHaveAttribute('href', '/trainings');
  // The server has it, and the training's feed says so.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/activity/training/${session.id}`);
        const items = res.ok() ? ((await res.json()) as { data: { event_type: string }[] }).data : [];
        return items.filter((i) => i.event_type === 'training_removed_from_program').length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('removed the training from the program Management traineeship');
});

test('the back link: from a person’s trainings page and from a program page, kept through the participant page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const training = await trainingNamed(page, 'Fire safety and evacuation');
  const [first] = await participantsOf(page, training.id);
  const personBack = `/people/${String(first!.employee_id)}/trainings`;
  await page.goto(`/trainings/${training.id}?back=${encodeURIComponent(personBack)}`);
  const back = page.locator('a.back-link');
  await expect(back).toHaveAttribute('href', personBack);
  await expect(back).toHaveText(`Trainings of ${first!.name}`);
  // On to the participant page and back along the chain.
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/employees\/.+\?back=/);
  await page.locator('a.back-link').click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${training.id}\\?back=`));
  await page.locator('a.back-link').click();
  await expect(page).toHaveURL(new RegExp(`${personBack}$`));

  // From a program page (a session of another program here still goes where back= says).
  const program = await trainingNamed(page, 'Sales academy');
  const session = (await mirrorRows(page, 'trainings')).find((t) => t.program_id === program.id && t.name === 'Negotiation')!;
  await page.goto(`/trainings/${session.id}?back=${encodeURIComponent(`/trainings/programs/${program.id}`)}`);
  await expect(back).toHaveAttribute('href', `/trainings/programs/${program.id}`);
  await expect(back).toHaveText('Sales academy');
  // An address that is not one of the rule's pages is ignored.
  await page.goto(`/trainings/${training.id}?back=${encodeURIComponent('https://evil.test/')}`);
  await expect(back).toHaveAttribute('href', '/trainings');
  // A program's id goes to the program's page.
  await page.goto(`/trainings/${program.id}`);
  await expect(page).toHaveURL(new RegExp(`/trainings/programs/${program.id}$`));
});
