import { expect, type Page } from '@playwright/test';
import { RESULT_LABELS, STATUS_LABELS, type ParticipantResult, type ParticipantStatus } from '../../src/shared/trainings/trainings.schema';
import type { Person } from './trainings-helpers';

// The attendance page's rows, buttons and banner, and the marks the tests set (the e2e specs and
// bench/attendance-bench.ts share them; trainings and people come from trainings-helpers.ts).

/** The attendance page's row of one person, and its two groups of buttons. */
export const attendanceRow = (page: Page, name: string) => page.locator('li.att-row').filter({ has: page.getByText(name, { exact: true }) });
export const statusButton = (page: Page, name: string, label: string) =>
  page.getByRole('group', { name: `Status of ${name}`, exact: true }).getByRole('button', { name: label, exact: true });
export const resultButton = (page: Page, name: string, label: string) =>
  page.getByRole('group', { name: `Result of ${name}`, exact: true }).getByRole('button', { name: label, exact: true });

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
