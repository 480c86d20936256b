import { expect, type Page } from '@playwright/test';
import { deviceDb, type Row } from './device-db';

// The training and participant page tests read the device's mirror (the page's own IndexedDB) to
// find the demo's trainings and participants by name, as the pages themselves do.

/** Every row of a mirrored table of the signed-in user's active database. */
export const mirrorRows = async (page: Page, table: string): Promise<Row[]> => (await deviceDb(page, table, { rows: true, active: true })).rows ?? [];

/** Waits for the first download to bring the trainings, then answers the one of that name. */
export async function trainingNamed(page: Page, name: string): Promise<Row> {
  let found: Row | undefined;
  await expect
    .poll(
      async () => {
        found = (await mirrorRows(page, 'trainings').catch(() => [])).find((t) => t.name === name);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A training's participants from the mirror, with the people's names, by name. */
export async function participantsOf(page: Page, trainingId: string): Promise<(Row & { name: string })[]> {
  const rows = (await mirrorRows(page, 'training_participants')).filter((p) => p.training_id === trainingId);
  const people = new Map((await mirrorRows(page, 'employees')).map((p) => [p.id, String(p.name)]));
  return rows.map((p) => ({ ...p, name: people.get(String(p.employee_id)) ?? String(p.person_name) })).sort((a, b) => a.name.localeCompare(b.name));
}
