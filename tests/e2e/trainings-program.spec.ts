import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formatDate } from '../../src/shared/format';
import { messages } from '../../src/shared/messages';
import { PERSON_TRAININGS_PAGE_SIZE } from '../../src/shared/trainings/trainings.schema';
import { expectSorted, listTable, parseCell } from './list-table-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { addParticipant, apiPost, apiTraining, serverParticipants, serverTraining, serverTrainingList, shot } from './trainings-helpers';

// The program page (its sessions with their dates and participant counts, the links to each
// session with back=, the actions) and a person's trainings (10 per page, newest first, links to
// the participant pages), against the server's answers. Tablet first, screenshots on a desktop too.

test.describe('on a tablet', () => {
  test.use({ viewport: TABLET });

  test('a program page lists its sessions, each linking to the session with back to the program', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin@demo.test');
    // A program with people and two sessions or more; other specs may have emptied or made some.
    const programs = (await serverTrainingList(page.request, { trainings_filter: 'programs' })).data.filter((r) => r.employee_count > 0);
    const sessions = await Promise.all(
      programs.map(async (p) => ((await serverTraining(page.request, p.id)) as { sessions?: unknown[] } | null)?.sessions?.length ?? 0),
    );
    const program = programs[sessions.findIndex((n) => n > 1)]!;
    // The spec's row links also name it /trainings/program/{id}: the same page, at its one address.
    await page.goto(`/trainings/program/${program.id}`);
    await expect(page).toHaveURL(new RegExp(`/trainings/programs/${program.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(program.name);
    const table = listTable(page, 'Sessions');
    expect(await table.headerTexts()).toEqual(['Session name', 'Session date', 'Participants']);
    const links = table.rowLinks();
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(1);

    const names = await table.columnTexts('Session name');
    const dates = await table.columnTexts('Session date');
    const people = await table.columnTexts('Participants');
    // By date, as the server's sessions are dated.
    expectSorted(dates.map(parseCell('date-or-number')), 'asc');
    for (let i = 0; i < count; i++) {
      const href = (await links.nth(i).getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^/trainings/[0-9a-f-]{36}\\?back=%2Ftrainings%2Fprograms%2F${program.id}$`));
      const sessionId = /^\/trainings\/([0-9a-f-]{36})/.exec(href)![1]!;
      const session = (await serverTraining(page.request, sessionId))!;
      expect(session.program_id).toBe(program.id);
      expect(names[i]).toBe(session.name);
      expect(dates[i]).toBe(session.date ? formatDate(session.date) : 'No date');
      expect(Number(people[i])).toBe((await serverParticipants(page.request, sessionId)).length);
    }
    await expect(page.getByRole('link', { name: 'Add session' })).toHaveAttribute('href', `/trainings/create?program_id=${program.id}`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete program' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Rename program' })).toBeVisible();
    await page.keyboard.press('Escape');
    await shot(page, 'program-tablet', true);

    // The whole row opens the session.
    await table.bodyRows().nth(0).locator('td').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/trainings/[0-9a-f-]{36}\\?back=%2Ftrainings%2Fprograms%2F${program.id}$`));
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Trainings' }).click();
    await expect(page).toHaveURL(/\/trainings$/);
  });

  test('a program without sessions shows so, and a read-only user gets no actions', async ({ page, browser }) => {
    await signIn(page, 'admin@demo.test');
    const id = randomUUID();
    await apiPost(page.request, '/api/trainings/programs/add', { id, program_name: `Empty programme ${Date.now() % 100_000}` });
    await page.goto(`/trainings/programs/${id}`);
    await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();
    await expect(page.locator('.empty-state').getByRole('link', { name: 'Add session' })).toHaveAttribute('href', `/trainings/create?program_id=${id}`);

    const other = await browser.newPage({ viewport: TABLET });
    await signIn(other, 'readonly@demo.test');
    await other.goto(`/trainings/programs/${id}`);
    await expect(other.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Add session' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Actions' })).toHaveCount(0);
    await other.close();
  });

  test('a person’s trainings: 10 per page, newest first, linking to the participant', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin@demo.test');
    const participant = (await serverTrainingList(page.request, { segment_id: 'all' })).data.find((r) => r.employee_id)!;
    const personId = participant.employee_id!;
    // Enough trainings for two pages, each with this person.
    for (let i = 0; i < 11; i++) {
      const day = String(i + 1).padStart(2, '0');
      const id = await apiTraining(page.request, `Paging course ${day}`, {
        cost: '10',
        date: `2099-01-${day}`,
        is_visible_for_employees: 1,
        is_price_visible_for_employees: 1,
        selected_teams: '',
        falls_under_fla: 0,
      });
      await addParticipant(page.request, id, personId);
    }
    const res = await page.request.get(`/api/trainings/employee/${personId}?per_page=1`);
    const total = ((await res.json()) as { count: number }).count;
    expect(total).toBeGreaterThan(PERSON_TRAININGS_PAGE_SIZE);

    await page.goto(`/people/${personId}`);
    await page.getByRole('link', { name: `All trainings (${total})` }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${personId}/trainings$`));
    const table = listTable(page, 'Trainings taken');
    await expect(table.rowLinks()).toHaveCount(PERSON_TRAININGS_PAGE_SIZE);
    await expect(table.pager()).toHaveText(`1–10 of ${total}`);
    // Newest first: the courses made above (in 2099, after any demo date) lead, the latest on top.
    expect((await table.columnTexts('Training')).slice(0, 3)).toEqual(['Paging course 11', 'Paging course 10', 'Paging course 09']);
    await expect(table.rowLinks().first()).toHaveAttribute(
      'href',
      new RegExp(`^/trainings/[0-9a-f-]{36}/employees/[0-9a-f-]{36}\\?back=%2Fpeople%2F${personId}%2Ftrainings$`),
    );
    await shot(page, 'person-tablet', true);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(table.rowLinks()).toHaveCount(Math.min(PERSON_TRAININGS_PAGE_SIZE, total - PERSON_TRAININGS_PAGE_SIZE));
    await table.rowLinks().first().click();
    await expect(page).toHaveURL(/\/employees\/[0-9a-f-]{36}\?back=/);
  });

  test('a person without trainings gets the empty state', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const people: { id: string }[] = [];
    for (const p of [0, 1]) {
      const res = await page.request.get(`/api/employees/list?per_page=150&page=${p}`);
      expect(res.ok(), await res.text()).toBe(true);
      people.push(...((await res.json()) as { data: { id: string }[] }).data);
    }
    const taking = new Set((await serverTrainingList(page.request, { segment_id: 'all' })).data.map((r) => r.employee_id));
    const free = people.find((p) => !taking.has(p.id))!;
    await page.goto(`/people/${free.id}/trainings`);
    await expect(page.getByRole('heading', { name: messages.trainings.noPersonTrainings })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the program page and a person’s trainings', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    const program = (await serverTrainingList(page.request, { trainings_filter: 'programs' })).data.find((r) => r.employee_count > 0)!;
    await page.goto(`/trainings/programs/${program.id}`);
    await expect(listTable(page, 'Sessions').rowLinks().first()).toBeVisible();
    await shot(page, 'program-desktop', true);
    const participant = (await serverTrainingList(page.request, { segment_id: 'all' })).data[0]!;
    await page.goto(`/people/${participant.employee_id}`);
    await expect(page.getByRole('heading', { name: 'Trainings', level: 2 })).toBeVisible();
    await shot(page, 'person-page-card-desktop', true);
    await page.goto(`/people/${participant.employee_id}/trainings`);
    await expect(listTable(page, 'Trainings taken').rowLinks().first()).toBeVisible();
    await shot(page, 'person-desktop', true);
  });
});
