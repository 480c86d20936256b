import type { APIRequestContext, Page } from '@playwright/test';
import { apiProgram } from './trainings-helpers';

// The trainings bulk pages as a person uses them.

let serial = 0;

/** A new program with its first session, through the API; the session. */
export async function newSession(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const program = `Bulk program ${Date.now()}-${++serial}`;
  const { sessionIds } = await apiProgram(request, program, 1);
  return { id: sessionIds[0]!, name: `${program} intro` };
}

/** 'x of y' from a bulk page's progress bar ('People added', 'Statuses changed' ...). */
export const progressOf = (page: Page, bar: string) => page.getByRole('progressbar', { name: bar }).getAttribute('aria-valuetext');

export const itemRow = (page: Page, list: string, name: string) => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });
