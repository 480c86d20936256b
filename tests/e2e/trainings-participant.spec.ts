import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForWorker } from './offline-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';
import { participantsOf, trainingNamed } from './trainings-detail-helpers';
import { serverFeed, shot } from './trainings-helpers';

// /trainings/{id}/employees/{participantId} (trainings.md section 2) on the trainer's tablet:
// status and result saved at a tap, online and offline, the spec's two feed items, the custom
// fields, removal, and no serious accessibility issue on this page or the training's.

test.use({ viewport: TABLET });

const TRAINING = 'Time management';
const statusButton = (page: Page, label: string) => page.getByRole('group', { name: 'Status' }).getByRole('button', { name: label, exact: true });
const resultButton = (page: Page, label: string) => page.getByRole('group', { name: 'Result' }).getByRole('button', { name: label, exact: true });

/** The participant_* items of a participant as the server has them. */
async function changesOnServer(page: Page, participantId: string) {
  const items = await serverFeed(page.request, 'training_participant', participantId).catch(() => []);
  return {
    status: items
      .filter((i) => i.event_type === 'participant_status_changed')
      .map((i) => `${String(i.event_info_json.old_status)}>${String(i.event_info_json.new_status)}`),
    result: items
      .filter((i) => i.event_type === 'participant_result_changed')
      .map((i) => `${String(i.event_info_json.old_result)}>${String(i.event_info_json.new_result)}`),
  };
}

async function openParticipant(page: Page, index: number) {
  const training = await trainingNamed(page, TRAINING);
  const person = (await participantsOf(page, training.id))[index]!;
  await page.goto(`/trainings/${training.id}/employees/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  return { training, person };
}

test('online: status and result at a tap, on the server and in the feed', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const { training, person } = await openParticipant(page, 0);
  await expect(page.getByRole('link', { name: person.name })).toHaveAttribute('href', `/people/${String(person.employee_id)}`);
  await expect(page.locator('a.back-link')).toHaveAttribute('href', `/trainings/${training.id}`);
  await expect(statusButton(page, 'Reserved')).toHaveAttribute('aria-pressed', 'true');
  await expect(resultButton(page, 'To be completed')).toHaveAttribute('aria-pressed', 'true');

  await statusButton(page, 'Followed').click();
  await expect(statusButton(page, 'Followed')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('participant status updated')).toBeVisible();
  await resultButton(page, 'Passed').click();
  await expect(resultButton(page, 'Passed')).toHaveAttribute('aria-pressed', 'true');

  await expect.poll(() => changesOnServer(page, person.id), { timeout: 20_000 }).toEqual({ status: ['reserved>followed'], result: ['to_be_completed>passed'] });
  const feed = page.getByRole('region', { name: 'Activity' });
  // The feed groups one person's changes: the newest shows, both on 'view all actions'.
  await expect(feed).toContainText(`${person.name}: result changed from To be completed to Passed`, { timeout: 20_000 });
  await feed.getByRole('button', { name: 'view all actions' }).click();
  await expect(feed).toContainText(`${person.name}: status changed from Reserved to Followed`);
  await shot(page, 'participant-tablet');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'participant-desktop');
});

test('offline: the taps are kept through a reload and reach the server once when back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const { person } = await openParticipant(page, 1);
  await waitForWorker(page);

  await context.setOffline(true);
  await statusButton(page, 'Not fitting').click();
  await resultButton(page, 'Interrupted').click();
  // Reload only once the device shows both taps recorded, as the trainer would see them.
  await expect(statusButton(page, 'Not fitting')).toHaveAttribute('aria-pressed', 'true');
  await expect(resultButton(page, 'Interrupted')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();
  await shot(page, 'participant-offline-tablet');
  await page.reload();
  await expect(statusButton(page, 'Not fitting')).toHaveAttribute('aria-pressed', 'true');
  await expect(resultButton(page, 'Interrupted')).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(false);
  await expect
    .poll(() => changesOnServer(page, person.id), { timeout: 40_000 })
    .toEqual({ status: ['reserved>not_fitting'], result: ['to_be_completed>interrupted'] });
  // Once the outbox is empty and the device says it is in sync, nothing is left to send twice: still once each.
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Sync status/ })).toContainText('Synced', { timeout: 20_000 });
  expect(await changesOnServer(page, person.id)).toEqual({ status: ['reserved>not_fitting'], result: ['to_be_completed>interrupted'] });
});

test('the participant’s custom fields are edited on their own page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const { training, person } = await openParticipant(page, 2);
  const section = page.getByRole('region', { name: 'Custom fields' });
  await section.getByRole('link', { name: 'Edit custom fields' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${training.id}/employees/${person.id}/edit/customfields$`));
  await page.getByRole('textbox', { name: 'Certificate number' }).fill('EHBO-2026-0042');
  // A select field is required (trainings.md section 5).
  await page.getByRole('combobox', { name: 'Feedback score' }).selectOption({ label: '4 - very good' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${training.id}/employees/${person.id}$`));
  await expect(page.getByRole('region', { name: 'Custom fields' })).toContainText('EHBO-2026-0042');
  await expect(page.getByRole('region', { name: 'Custom fields' })).toContainText('4 - very good');
});

test('remove from the training after a confirmation: back on the training, one participant fewer', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const { training, person } = await openParticipant(page, 3);
  const before = (await participantsOf(page, training.id)).length;
  await page.getByRole('button', { name: 'Remove from training' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from training?' });
  await expect(dialog).toContainText(person.name);
  await dialog.getByRole('button', { name: 'Remove from training' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${training.id}$`));
  await expect(page.getByRole('heading', { name: /Participants/ })).toContainText(String(before - 1));
  await expect
    .poll(
      async () =>
        (await serverFeed(page.request, 'training', training.id)).filter(
          (i) => i.event_type === 'participant_removed' && i.event_info_json.employee_id === person.employee_id,
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
});

test('read-only: status and result as badges, no controls, no actions', async ({ page }) => {
  await signIn(page, 'readonly@demo.test');
  await openParticipant(page, 4);
  await expect(page.getByRole('group', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove from training' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage reminders' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Participation' })).toContainText('Reserved');
});

test('no serious accessibility issue on the training and participant pages, on a desktop and a tablet', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const { training } = await openParticipant(page, 5);
  await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage reminders' })).toHaveAttribute('href', /\/reminders\/training\/.+\?relatedEmployeeId=/);
  for (const where of ['participant', 'training']) {
    if (where === 'training') {
      await page.goto(`/trainings/${training.id}`);
      await expect(page.getByRole('table', { name: 'Participants' }).locator('tbody tr')).toHaveCount(5);
    }
    for (const [label, viewport] of Object.entries({ desktop: DESKTOP, tablet: TABLET })) {
      await page.setViewportSize(viewport);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${where} ${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      if (label === 'tablet') {
        const small = await page
          .locator('main button:visible, main select:visible, main input:visible, main a.btn:visible')
          .evaluateAll((els) =>
            els.filter((e) => e.getBoundingClientRect().height < 44 && (e as HTMLInputElement).type !== 'checkbox').map((e) => e.outerHTML.slice(0, 80)),
          );
        expect(small, where).toEqual([]);
      }
    }
  }
});
