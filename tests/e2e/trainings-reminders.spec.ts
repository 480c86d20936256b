import { expect, test } from '@playwright/test';
import type { ReminderItem } from '../../src/shared/trainings/reminders.schema';
import { waitForWorker } from './offline-helpers';
import { screenshotSizes } from './screenshot';
import { TABLET, signIn } from './sign-in';
import { activePeople, serverParticipants, trainingWithParticipants } from './trainings-helpers';

// /reminders/training/{id}?relatedEmployeeId= (trainings.md section 2's 'manage reminders'): a
// participant's reminders, added with the network off and synced when it returns; listed on the
// participant page. The spec makes its own training, so no other spec's objects change.

test.use({ viewport: TABLET });

test('a reminder added offline is kept on the device and reaches the server once back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const [person] = await activePeople(page.request, 1);
  const { trainingId } = await trainingWithParticipants(page.request, `Reminders ${Date.now() % 100_000}`, [person!]);
  const [participant] = await serverParticipants(page.request, trainingId);

  await page.goto(`/trainings/${trainingId}/employees/${participant!.id}`);
  await expect(page.getByRole('heading', { name: 'Reminders' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage reminders' }).click();
  await expect(page).toHaveURL(new RegExp(`/reminders/training/${trainingId}\\?relatedEmployeeId=${person!.id}$`));
  await expect(page.getByText('no reminders yet')).toBeVisible();
  await waitForWorker(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByText('please fill the reminder message')).toBeVisible();
  await page.getByLabel('Date').fill('15/12/2026');
  await page.getByLabel('Message').fill('Book the hotel in Ghent');
  await page.getByRole('button', { name: 'Add reminder' }).click();
  const row = page.locator('.reminder', { hasText: 'Book the hotel in Ghent' });
  await expect(row).toContainText('15/12/2026');
  await expect(row.getByText('Waiting to sync')).toBeVisible();
  await screenshotSizes(page, 'trainings-reminders-offline');

  await context.setOffline(false);
  await expect(row.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  // The participant's reminders as the server sends them (the pull, page after page).
  const onServer = async () => {
    const rows: ReminderItem[] = [];
    for (let cursor = 0, more = true; more;) {
      const res = await page.request.get(`/api/sync/pull?cursor=${cursor}`).catch(() => null);
      if (!res?.ok()) return [];
      const body = (await res.json()) as { cursor: number; more: boolean; changes: { training_reminders?: ReminderItem[] } };
      rows.push(...(body.changes.training_reminders ?? []));
      ({ cursor, more } = body);
    }
    return rows.filter((r) => r.participant_id === participant!.id).map((r) => [r.date, r.message, r.done]);
  };
  await expect.poll(onServer, { timeout: 20_000 }).toEqual([['2026-12-15', 'Book the hotel in Ghent', 0]]);

  // Saved to the device's mirror, then shown: a click, then the box as the mirror has it.
  await row.getByRole('checkbox').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect.poll(async () => (await onServer())[0]?.[2], { timeout: 20_000 }).toBe(1);
  await page.getByRole('link', { name: person!.name }).click();
  await expect(page.locator('.reminder', { hasText: 'Book the hotel in Ghent' })).toBeVisible();
  await screenshotSizes(page, 'trainings-reminders-participant', { fullPage: true });
});
