import { expect } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import type { ParticipantItem, TrainingItem } from '../../src/shared/trainings/trainings.schema';
import { useApiTest } from './api-test';
import { syncHeaders, type SyncHeaderValues } from './sync-api';
import { type Client, type Query, type Response } from './test-app';

// Calls and fixtures of the trainings API tests (tests/api/trainings-*.test.ts, training-*.test.ts).

export type TrainingWritePath =
  | 'programs/add'
  | 'add'
  | 'edit'
  | 'delete'
  | 'remove_from_program'
  | 'add_to_program'
  | 'participants/add'
  | 'participants/remove'
  | 'participants/status'
  | 'participants/result';

export function postTraining(c: Client, path: TrainingWritePath, body: Record<string, unknown>, h: SyncHeaderValues = {}): Promise<Response> {
  return c.request({ method: 'POST', url: `/api/trainings/${path}`, payload: body, headers: syncHeaders(h) });
}

/** A single training that passes every rule (no FLA block). */
export function validTraining(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: uuidv7(),
    name: `Test training ${++serial}`,
    cost: '450,00',
    date: '2026-12-01',
    leverancier: 'SafetyFirst BV',
    is_visible_for_employees: 1,
    is_price_visible_for_employees: 1,
    selected_teams: '',
    falls_under_fla: 0,
    ...over,
  };
}
let serial = 0;

/** An FLA training of `days` days from 2026-12-01 (start = end for 1). */
export function flaTraining(over: Record<string, unknown> = {}): Record<string, unknown> {
  return validTraining({
    falls_under_fla: 1,
    start_date: '2026-12-01',
    end_date: '2026-12-01',
    training_amount_selection: 'days',
    training_amount_days: 1,
    type_of_training: 'formal',
    location_of_training: 'on-site',
    certificate_to_achieve: 0,
    ...over,
  });
}

/** POST asserted to answer 200; the answer's row. */
export async function okWrite<T>(c: Client, path: TrainingWritePath, body: Record<string, unknown>): Promise<T> {
  const res = await postTraining(c, path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

export const addTrainingApi = (c: Client, over: Record<string, unknown> = {}) => okWrite<TrainingItem>(c, 'add', validTraining(over));

/** A new program with its first session and `more` later sessions. */
export async function addProgramApi(c: Client, more = 1, over: Record<string, unknown> = {}): Promise<{ program: TrainingItem; sessions: TrainingItem[] }> {
  const program = await okWrite<TrainingItem>(c, 'programs/add', { id: uuidv7(), program_name: `Program ${++serial}` });
  const first = await okWrite<TrainingItem>(
    c,
    'add',
    validTraining({ program_id: program.id, is_first_training: 1, program_name: program.name, date: '2026-11-01', ...over }),
  );
  const sessions = [first];
  for (let i = 0; i < more; i++) sessions.push(await okWrite<TrainingItem>(c, 'add', { id: uuidv7(), program_id: program.id, is_first_training: 0 }));
  return { program, sessions };
}

export const addParticipantApi = (c: Client, trainingId: string, employeeId: string) =>
  okWrite<ParticipantItem>(c, 'participants/add', { id: uuidv7(), training_id: trainingId, employee_id: employeeId });

export async function getOk<T>(c: Client, url: string, query: Query = {}): Promise<T> {
  const res = await c.get(url, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

export type TrainingsTestSetup = ReturnType<typeof useTrainingsTest>;

/** A trainings test file's opening: the demo app, its facts, the clients and Demo Company's active people. */
export function useTrainingsTest() {
  return useApiTest({ extra: async ({ facts }) => ({ people: facts.peopleOf('Demo Company') }) });
}
