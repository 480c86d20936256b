import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ActivityItem } from '../../src/shared/activity/activity.schema';
import { uuidv7 } from '../../src/shared/ids';
import { RESULT_LABELS, STATUS_LABELS, type ParticipantItem, type ParticipantResult, type ParticipantStatus } from '../../src/shared/trainings/trainings.schema';

// Attendance through the API and the page: a session with participants made on the server, what
// the server holds afterwards, and the page's rows. The e2e specs and bench/attendance-bench.ts share it.

export interface Person {
  id: string;
  name: string;
}

/** The first `n` active people of the signed-in user's company, by name; one per name (the demo has namesakes), so rows can be found by name. */
export async function activePeople(request: APIRequestContext, n: number, base = ''): Promise<Person[]> {
  const people: Person[] = [];
  for (let page = 0; people.length < n; page++) {
    const res = await request.get(`${base}/api/employees/list?per_page=150&page=${page}`);
    expect(res.ok(), await res.text()).toBe(true);
    const rows = ((await res.json()) as { data: (Person & { is_active: boolean })[] }).data;
    if (!rows.length) break;
    const names = new Set(people.map((p) => p.name));
    for (const p of rows) {
      if (!p.is_active || names.has(p.name)) continue;
      names.add(p.name);
      people.push({ id: p.id, name: p.name });
    }
  }
  expect(people.length, `${n} active people`).toBeGreaterThanOrEqual(n);
  return people.slice(0, n);
}

const post = async (request: APIRequestContext, path: string, data: Record<string, unknown>) => {
  const res = await request.post(path, { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
};

/** A single training dated today with these people as participants (POST /api/trainings/add, then participants/add each). */
export async function trainingWithParticipants(request: APIRequestContext, name: string, people: readonly Person[], base = ''): Promise<{ trainingId: string }> {
  const trainingId = uuidv7();
  await post(request, `${base}/api/trainings/add`, {
    id: trainingId,
    name,
    cost: '120',
    date: new Date().toISOString().slice(0, 10),
    leverancier: 'Attendance Academy',
    is_visible_for_employees: 1,
    is_price_visible_for_employees: 0,
    selected_teams: '',
    falls_under_fla: 0,
  });
  for (const p of people) await post(request, `${base}/api/trainings/participants/add`, { id: uuidv7(), training_id: trainingId, employee_id: p.id });
  return { trainingId };
}

/** The training's participants as the server has them (getParticipantsForTraining, per_page 1000). */
export async function serverParticipants(request: APIRequestContext, trainingId: string, base = ''): Promise<ParticipantItem[]> {
  const res = await request.get(`${base}/api/trainings/${trainingId}/participants?per_page=1000`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: ParticipantItem[] }).data;
}

/** A participant's activity feed, newest first (first page). */
export async function participantActivity(request: APIRequestContext, participantId: string, base = ''): Promise<ActivityItem[]> {
  const res = await request.get(`${base}/api/activity/training_participant/${participantId}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: ActivityItem[] }).data;
}

/** The attendance page's row of one person, and its two groups of buttons. */
export const attendanceRow = (page: Page, name: string) => page.locator('li.att-row').filter({ has: page.getByText(name, { exact: true }) });
export const statusButton = (page: Page, name: string, label: string) => page.getByRole('group', { name: `Status of ${name}`, exact: true }).getByRole('button', { name: label, exact: true });
export const resultButton = (page: Page, name: string, label: string) => page.getByRole('group', { name: `Result of ${name}`, exact: true }).getByRole('button', { name: label, exact: true });

/** The attendance page's offline / sending banner. */
export const attendanceBanner = (page: Page) => page.getByTestId('attendance-banner');

/** The marks the tests set: every status but reserved and every result but to_be_completed, in turn. */
const STATUS_PLAN: ParticipantStatus[] = ['followed', 'not_pursued', 'not_fitting'];
const RESULT_PLAN: ParticipantResult[] = ['passed', 'not_passed', 'interrupted', 'no_result'];
export const planOf = (i: number) => ({ status: STATUS_PLAN[i % STATUS_PLAN.length]!, result: RESULT_PLAN[i % RESULT_PLAN.length]! });

/** Marks each person's planned status and result with one tap each; each button shows it at once. */
export async function markEveryone(page: Page, people: readonly Person[]) {
  for (const [i, p] of people.entries()) {
    const { status, result } = planOf(i);
    await statusButton(page, p.name, STATUS_LABELS[status]).click();
    await expect(statusButton(page, p.name, STATUS_LABELS[status])).toHaveAttribute('aria-pressed', 'true');
    await resultButton(page, p.name, RESULT_LABELS[result]).click();
    await expect(resultButton(page, p.name, RESULT_LABELS[result])).toHaveAttribute('aria-pressed', 'true');
  }
}

