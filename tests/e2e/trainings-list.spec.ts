import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { expectSorted, listTable, parseCell } from './list-table-helpers';
import { waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { serverTrainingList, shot } from './trainings-helpers';

// /trainings from the mirror: trainings_filter, search, sorting, the visibility icon, the people
// avatars, the row links of programs, trainings and participants (with a participant segment,
// built-in or built in the builder), every count checked against GET /api/trainings/list; roles,
// offline and the empty states. On a tablet, screenshots on a desktop too.

const trainingsTable = (page: Page) => listTable(page, 'Trainings');
const participantsTable = (page: Page) => listTable(page, 'Training participants');
const condition = (page: Page, n: number) => page.getByRole('listitem', { name: `Condition ${n}` });

async function openTrainings(page: Page, email = 'admin@demo.test') {
  await signIn(page, email);
  await page.goto('/trainings');
  await expect(trainingsTable(page).rowLinks().first()).toBeVisible();
}

const filterRadio = (page: Page, label: 'All' | 'Programs' | 'Trainings') =>
  page.getByRole('radiogroup', { name: 'Show' }).getByRole('radio', { name: label, exact: true });
// The filter lives in the URL: the radio shows checked once the navigation has rendered, which on a
// long list comes after check() looks, so click and wait for it.
async function pickFilter(page: Page, label: 'All' | 'Programs' | 'Trainings') {
  await filterRadio(page, label).click();
  await expect(filterRadio(page, label)).toBeChecked();
}

test.describe('on a tablet', () => {
  test.use({ viewport: TABLET });

  test('the filter, search and sorting agree with the server', async ({ page }) => {
    test.setTimeout(90_000);
    await openTrainings(page);
    expect(await trainingsTable(page).headerTexts()).toEqual(['Name', 'Visibility', 'Course type', 'People']);
    for (const [label, filter] of [
      ['Programs', 'programs'],
      ['Trainings', 'trainings'],
      ['All', 'all'],
    ] as const) {
      await pickFilter(page, label);
      const { count } = await serverTrainingList(page.request, { trainings_filter: filter });
      expect(count).toBeGreaterThan(0);
      await expect(trainingsTable(page).pager()).toHaveText(new RegExp(`of ${count}$`));
      const types = new Set(await trainingsTable(page).columnTexts('Course type'));
      if (filter === 'programs') expect([...types]).toEqual(['course with session']);
      if (filter === 'trainings') expect([...types]).toEqual(['one-off course']);
    }
    await shot(page, 'list-tablet');

    // Search: a program is found by one of its sessions' names too, as on the server.
    const all = await serverTrainingList(page.request, {});
    const program = all.data.find((r) => r.kind === 'program')!;
    await page.getByRole('searchbox').fill(program.name.slice(0, 8).toLowerCase());
    const searched = await serverTrainingList(page.request, { search_term: program.name.slice(0, 8) });
    await expect(trainingsTable(page).pager()).toHaveText(new RegExp(`of ${searched.count}$`));
    expect(await trainingsTable(page).columnTexts('Name')).toContain(program.name);
    await page.getByRole('searchbox').fill('no training is called this');
    await expect(page.getByText('No results for “no training is called this”')).toBeVisible();
    await page.locator('.empty-state').getByRole('button', { name: 'Clear search' }).click();

    await page.getByLabel('Rows per page').selectOption('30');
    for (const direction of ['ascending', 'descending'] as const) {
      await trainingsTable(page).sortBy('Name', direction);
      expectSorted((await trainingsTable(page).columnTexts('Name')).map(parseCell('text')), direction === 'ascending' ? 'asc' : 'desc');
    }
    // Every column sorts in the server's order (ties included): the names of the first page agree.
    for (const [header, column] of [
      ['Name', 'name'],
      ['Visibility', 'visibility'],
      ['Course type', 'course_type'],
      ['People', 'people'],
    ] as const) {
      for (const direction of ['ascending', 'descending'] as const) {
        await trainingsTable(page).sortBy(header, direction);
        const server = await serverTrainingList(page.request, {
          orderby_column: column,
          orderby_direction: direction === 'ascending' ? 'asc' : 'desc',
          per_page: '30',
        });
        await expect
          .poll(async () => (await trainingsTable(page).columnTexts('Name')).join('|'), { message: `${header} ${direction}` })
          .toBe(server.data.map((r) => r.name).join('|'));
      }
    }
  });

  test('the visibility icon and the people avatars', async ({ page }) => {
    await openTrainings(page);
    const { data } = await serverTrainingList(page.request, {});
    const hidden = data.find((r) => r.is_visible_for_employees === 0)!;
    const crowded = data.find((r) => r.employee_count > 4)!;
    await page.getByRole('searchbox').fill(hidden.name);
    const hiddenRow = trainingsTable(page).bodyRows().filter({ hasText: hidden.name }).first();
    await expect(hiddenRow.locator('[data-visibility="0"]')).toBeVisible();
    await expect(hiddenRow.locator('[data-visibility="0"]')).toHaveAttribute('title', 'Not visible for employees');
    await expect(hiddenRow.locator('[data-visibility="0"] svg')).toBeVisible();

    await page.getByRole('searchbox').fill(crowded.name);
    const row = trainingsTable(page).bodyRows().filter({ hasText: crowded.name }).first();
    await expect(row.locator('.avatar-stack .avatar')).toHaveCount(4);
    await expect(row.locator('.avatar-stack-more')).toHaveText(`+${crowded.employee_count - 4}`);
    await expect(row.getByRole('img', { name: new RegExp(`^${crowded.employee_count} people`) })).toBeVisible();
  });

  test('row links of a program, a training and a participant', async ({ page }) => {
    test.setTimeout(60_000);
    await openTrainings(page);
    const { data } = await serverTrainingList(page.request, {});
    const program = data.find((r) => r.kind === 'program')!;
    const training = data.find((r) => r.kind === 'training')!;
    for (const [row, href] of [
      [program, `/trainings/programs/${program.id}`],
      [training, `/trainings/${training.id}`],
    ] as const) {
      await page.getByRole('searchbox').fill(row.name);
      // The search applies after its pause; a click before it would land on a list still narrowing.
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(row.name);
      await expect(trainingsTable(page).rowLinks().filter({ hasText: row.name }).first()).toHaveAttribute('href', href);
    }
    await trainingsTable(page).rowLinks().filter({ hasText: training.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/trainings/${training.id}$`));
    await page.goBack();

    // The built-in participant segment: one row per participant, linking to the participant's page.
    await page.getByRole('searchbox').fill('');
    await page.getByLabel('Segment', { exact: true }).selectOption({ label: 'All participants' });
    await expect(page).toHaveURL(/segment=all/);
    const everyone = await serverTrainingList(page.request, { segment_id: 'all' });
    await expect(participantsTable(page).pager()).toHaveText(new RegExp(`of ${everyone.count}$`));
    await expect(page.getByRole('radiogroup', { name: 'Show' })).toHaveCount(0);
    const first = participantsTable(page).rowLinks().first();
    await expect(first).toHaveAttribute('href', /^\/trainings\/[0-9a-f-]{36}\/employees\/[0-9a-f-]{36}$/);
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('a participant segment built in the builder gives the server’s count', async ({ page }) => {
    test.setTimeout(90_000);
    await openTrainings(page);
    const name = `Not pursued ${Date.now() % 100_000}`;
    await page.getByRole('link', { name: 'New segment' }).click();
    await expect(page).toHaveURL(/\/settings\/segments\/builder\?object=training_participant&back=%2Ftrainings$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await condition(page, 1).getByRole('combobox', { name: 'Field of condition 1' }).selectOption({ label: 'Status' });
    await condition(page, 1).getByRole('combobox', { name: 'Value of condition 1' }).selectOption({ label: 'Not pursued' });
    await expect(page.getByRole('status')).toContainText(/\d+ training participants? match/);
    const counted = Number((await page.getByRole('status').innerText()).match(/(\d+) training participants? match/)![1]);
    await page.getByRole('button', { name: /Save/ }).click();
    await expect(page).toHaveURL(/\/trainings\?segment=/);
    const segmentId = new URL(page.url()).searchParams.get('segment')!;
    await expect(page.getByLabel('Segment', { exact: true })).toHaveValue(segmentId);
    // The server has the segment once the outbox has sent it.
    await expect.poll(async () => (await page.request.get(`/api/trainings/list?segment_id=${segmentId}&per_page=1`)).status(), { timeout: 15_000 }).toBe(200);
    const { count } = await serverTrainingList(page.request, { segment_id: segmentId });
    expect(counted).toBe(count);
    await expect(participantsTable(page).pager()).toHaveText(new RegExp(`of ${count}$`));
    if (count > 0) await expect(participantsTable(page).rowLinks().first()).toHaveAttribute('href', /\/employees\//);
    await shot(page, 'list-segment-tablet');
  });

  test('a team-only manager gets no filter, and the server’s count', async ({ page }) => {
    await openTrainings(page, 'manager@demo.test');
    await expect(page.getByRole('radiogroup', { name: 'Show' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add training' })).toBeVisible();
    const { count } = await serverTrainingList(page.request, {});
    await expect(trainingsTable(page).pager()).toHaveText(new RegExp(`of ${count}$`));
    // The filter in the URL is ignored for this role, as on the server.
    await page.goto('/trainings?trainings_filter=programs');
    await expect(trainingsTable(page).pager()).toHaveText(new RegExp(`of ${count}$`));
  });

  test('a read-only user sees the filter but no Add button', async ({ page }) => {
    await openTrainings(page, 'readonly@demo.test');
    await expect(page.getByRole('radiogroup', { name: 'Show' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add training' })).toHaveCount(0);
  });

  test('the list works offline after a reload', async ({ page, context }) => {
    test.setTimeout(60_000);
    await openTrainings(page);
    const total = await trainingsTable(page).shownTotal();
    await waitForWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(trainingsTable(page).pager()).toHaveText(new RegExp(`of ${total}$`));
    await pickFilter(page, 'Programs');
    await expect(trainingsTable(page).rowLinks().first()).toBeVisible();
    await context.setOffline(false);
  });

  test('the empty states: nothing matching, and no trainings at all', async ({ page }) => {
    test.setTimeout(60_000);
    await openTrainings(page);
    // A participant segment that matches nobody: the list says there are no more trainings.
    const id = crypto.randomUUID();
    const definition = { match: 'all', conditions: [{ field: 'training', op: 'equals', value: 'no training is called this' }] };
    const saved = await page.request.post('/api/segments/save', {
      data: { id, object_type: 'training_participant', name: `Nobody ${Date.now() % 100_000}`, definition },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto(`/trainings?segment=${id}`);
    await expect(page.getByLabel('Segment', { exact: true })).toHaveValue(id);
    await expect(page.getByRole('heading', { name: messages.trainings.noMoreTrainings })).toBeVisible();
    await page.context().clearCookies();

    // The other company's admin deletes its trainings: the list then invites to add one.
    await signIn(page, 'other@demo.test');
    for (const row of (await serverTrainingList(page.request, {})).data) {
      const res = await page.request.post('/api/trainings/delete', { data: { training_id: row.id } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await page.goto('/trainings');
    await expect(page.getByRole('heading', { name: messages.trainings.noTrainings })).toBeVisible();
    await expect(page.locator('.trainings-empty').getByRole('link', { name: 'Add training' })).toHaveAttribute('href', '/trainings/create');
    await shot(page, 'list-empty-tablet');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the list with a segment of participants and without', async ({ page }) => {
    await openTrainings(page);
    await shot(page, 'list-desktop');
    await page.getByLabel('Segment', { exact: true }).selectOption({ label: 'All participants' });
    await expect(participantsTable(page).rowLinks().first()).toBeVisible();
    await shot(page, 'list-participants-desktop');
  });
});

test.describe('on a tablet held upright', () => {
  test.use({ viewport: TABLET_PORTRAIT });

  test('the filters wrap and every control stays a 44 px target', async ({ page }) => {
    await openTrainings(page);
    for (const label of ['All', 'Programs', 'Trainings'] as const) {
      const box = (await filterRadio(page, label).locator('..').boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(42);
    }
    const segment = (await page.getByLabel('Segment', { exact: true }).boundingBox())!;
    expect(segment.height).toBeGreaterThanOrEqual(44);
    // No sideways scrolling of the page itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'list-portrait');
  });
});
