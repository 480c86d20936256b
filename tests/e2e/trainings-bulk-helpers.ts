import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/shared/ids';
import type { ParticipantItem } from '../../src/shared/trainings/trainings.schema';

// The trainings bulk pages as a person uses them, and what the server holds afterwards.

let serial = 0;

async function post<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const res = await request.post(`/api/trainings/${path}`, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A new program with its first session, through the API; the session's id. */
export async function newSession(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const run = `${Date.now()}-${++serial}`;
  const program = await post<{ id: string }>(request, 'programs/add', { id: uuidv7(), program_name: `Bulk program ${run}` });
  const name = `Bulk session ${run}`;
  const session = await post<{ id: string }>(request, 'add', {
    id: uuidv7(), program_id: program.id, is_first_training: 1, program_name: `Bulk program ${run}`,
    name, cost: '120,00', date: '2026-12-01', leverancier: 'Bulk BV', is_visible_for_employees: 1, is_price_visible_for_employees: 1, selected_teams: '', falls_under_fla: 0,
  });
  return { id: session.id, name };
}

export const addParticipant = (request: APIRequestContext, trainingId: string, employeeId: string) =>
  post<ParticipantItem>(request, 'participants/add', { id: uuidv7(), training_id: trainingId, employee_id: employeeId });

export const setStatus = (request: APIRequestContext, participantId: string, status: string) => post<ParticipantItem>(request, 'participants/status', { participant_id: participantId, status });

/** GET /api/trainings/{id}/participants: every participant of the training on the server. */
export async function serverParticipants(request: APIRequestContext, trainingId: string): Promise<{ total: number; data: ParticipantItem[] }> {
  const res = await request.get(`/api/trainings/${trainingId}/participants?per_page=999`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { total: number; data: ParticipantItem[] };
}

/** 'x of y' from a bulk page's progress bar ('People added', 'Statuses changed' ...). */
export const progressOf = (page: Page, bar: string) => page.getByRole('progressbar', { name: bar }).getAttribute('aria-valuetext');

export const itemRow = (page: Page, list: string, name: string) => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });
