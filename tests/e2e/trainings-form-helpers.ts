import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/shared/ids';
import type { TrainingItem } from '../../src/shared/trainings/trainings.schema';

// The training form journeys' shared pieces (trainings-form.spec.ts, trainings-program-ops.spec.ts):
// the server's view of a training, trainings made through the API, and the form's controls.

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
export const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/trainings-${name}.png`, fullPage: true, animations: 'disabled' });
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** A training as the server has it (getTraining); null when it does not answer 200 (for expect.poll: never throws). */
export async function serverTraining(request: APIRequestContext, id: string): Promise<TrainingItem | null> {
  const res = await request.get(`/api/trainings/${id}/detail`).catch(() => null);
  if (!res || !res.ok()) return null;
  return ((await res.json()) as { details: TrainingItem }).details;
}

/** The status of a training's detail call, for expect.poll (never throws). */
export const detailStatus = (request: APIRequestContext, id: string) => request.get(`/api/trainings/${id}/detail`).then((r) => r.status(), () => 0);

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<void> {
  const res = await request.post(path, { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
}

/** A single training made on the server (createTraining). */
export async function apiTraining(request: APIRequestContext, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = uuidv7();
  await post(request, '/api/trainings/add', { id, name, cost: '100', leverancier: 'E2E Academy', ...extra });
  return id;
}

/** A program with sessions made on the server: the first one in full, the others 'Session N'. */
export async function apiProgram(request: APIRequestContext, name: string, sessions: number): Promise<{ programId: string; sessionIds: string[] }> {
  const programId = uuidv7();
  await post(request, '/api/trainings/programs/add', { id: programId, program_name: name });
  const sessionIds: string[] = [];
  for (let i = 0; i < sessions; i++) {
    const id = uuidv7();
    await post(request, '/api/trainings/add', i === 0 ? { id, program_id: programId, is_first_training: 1, name: `${name} intro`, cost: '80' } : { id, program_id: programId, is_first_training: 0 });
    sessionIds.push(id);
  }
  return { programId, sessionIds };
}

/** Waits until this device's mirror holds the training (made through the API), so its pages can show it. */
export async function openWhenMirrored(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
