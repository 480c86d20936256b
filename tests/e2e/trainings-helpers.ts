import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ActivityItem } from '../../src/shared/activity/activity.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { ParticipantItem, TrainingItem, TrainingListRow } from '../../src/shared/trainings/trainings.schema';
import { screenshot } from './screenshot';

// What every trainings spec (and bench/attendance-bench.ts) needs: trainings, programs and
// participants made through the API, what the server holds afterwards, opening a page once the
// device has the training, and screenshots. Each page's own controls stay in its spec's helpers.

export interface Person {
  id: string;
  name: string;
}

/** POSTs through the signed-in request context; the answer's `data`. */
export async function apiPost<T = unknown>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const res = await request.post(path, { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A single training made on the server (createTraining); its id. */
export async function apiTraining(request: APIRequestContext, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = uuidv7();
  await apiPost(request, '/api/trainings/add', { id, name, cost: '100', leverancier: 'E2E Academy', ...extra });
  return id;
}

/** A program with sessions made on the server: the first one in full ('{name} intro'), the others 'Session N'. */
export async function apiProgram(request: APIRequestContext, name: string, sessions: number): Promise<{ programId: string; sessionIds: string[] }> {
  const programId = uuidv7();
  await apiPost(request, '/api/trainings/programs/add', { id: programId, program_name: name });
  const sessionIds: string[] = [];
  for (let i = 0; i < sessions; i++) {
    const id = uuidv7();
    await apiPost(
      request,
      '/api/trainings/add',
      i === 0 ? { id, program_id: programId, is_first_training: 1, name: `${name} intro`, cost: '80' } : { id, program_id: programId, is_first_training: 0 },
    );
    sessionIds.push(id);
  }
  return { programId, sessionIds };
}

/** addTrainingEmployee on the server; the new participant. */
export const addParticipant = (request: APIRequestContext, trainingId: string, employeeId: string) =>
  apiPost<ParticipantItem>(request, '/api/trainings/participants/add', { id: uuidv7(), training_id: trainingId, employee_id: employeeId });

/** updateParticipantStatus as an API user (no base: it applies whatever the devices hold). */
export const setStatus = (request: APIRequestContext, participantId: string, status: string) =>
  apiPost<ParticipantItem>(request, '/api/trainings/participants/status', { participant_id: participantId, status });

/** A single training dated today with these people as participants. */
export async function trainingWithParticipants(request: APIRequestContext, name: string, people: readonly Person[]): Promise<{ trainingId: string }> {
  const trainingId = await apiTraining(request, name, { date: new Date().toISOString().slice(0, 10) });
  for (const p of people) await addParticipant(request, trainingId, p.id);
  return { trainingId };
}

/** The first `n` active people of the signed-in user's company, by name; one per name (the demo has namesakes), so rows can be found by name. */
export async function activePeople(request: APIRequestContext, n: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let page = 0; people.length < n; page++) {
    const res = await request.get(`/api/employees/list?per_page=150&page=${page}`);
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

/** Every participant of the training as the server has them (getParticipantsForTraining, per_page 1000). */
export async function serverParticipants(request: APIRequestContext, trainingId: string): Promise<ParticipantItem[]> {
  const res = await request.get(`/api/trainings/${trainingId}/participants?per_page=1000`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: ParticipantItem[] }).data;
}

/** A training as the server has it (getTraining); null when it does not answer 200 (for expect.poll: never throws). */
export async function serverTraining(request: APIRequestContext, id: string): Promise<TrainingItem | null> {
  const res = await request.get(`/api/trainings/${id}/detail`).catch(() => null);
  if (!res || !res.ok()) return null;
  return ((await res.json()) as { details: TrainingItem }).details;
}

/** The status of a training's detail call, for expect.poll (never throws). */
export const detailStatus = (request: APIRequestContext, id: string) =>
  request.get(`/api/trainings/${id}/detail`).then(
    (r) => r.status(),
    () => 0,
  );

/** GET /api/trainings/list with up to 2000 rows. */
export async function serverTrainingList(request: APIRequestContext, query: Record<string, string>): Promise<{ data: TrainingListRow[]; count: number }> {
  const res = await request.get(`/api/trainings/list?${new URLSearchParams({ per_page: '2000', ...query })}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { data: TrainingListRow[]; count: number };
}

/** An object's activity feed as the server has it, newest first (first page). */
export async function serverFeed(request: APIRequestContext, object: 'training' | 'training_participant', id: string): Promise<ActivityItem[]> {
  const res = await request.get(`/api/activity/${object}/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: ActivityItem[] }).data;
}

/** Opens a page of a training made through the API once this device's mirror holds it (the page shows its heading). */
export async function openWhenMirrored(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** The training id of a /trainings/{id}... page. */
export const trainingIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]!;

/** A text box by its exact label. */
export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The screenshot trainings-{name}.png, the viewport or the whole page. */
export const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `trainings-${name}`, { fullPage });
