import { expect, test } from '@playwright/test';
import { calendarMessages } from '../../src/shared/calendar/calendar.messages';
import { monthName } from '../../src/shared/calendar/push-month';
import { pushMessages } from '../../src/shared/calendar/push.messages';
import {
  addRequest,
  approve,
  choosePeople,
  nextMonth,
  payrollService,
  quietPeople,
  sandboxDays,
  sandboxMode,
  typeId,
  unlinkedPerson,
} from './calendar-helpers';
import { pulledSince, waitForWorker } from './offline-helpers';
import { screenshot, screenshotDevices, screenshotSizes } from './screenshot';
import { DESKTOP, signIn } from './sign-in';

// An HR admin pushes next month's days off to the payroll service: a request still waiting is
// ignored at the anomaly review, a type of day off the payroll does not know yet is linked, the
// payroll refuses the stored login and the admin enters the credentials again in the modal, then
// the push goes through; the history shows both tries and the payroll holds each day once. A
// person not linked in the payroll is linked from the anomaly, and the push has that anomaly no more.

test.use({ viewport: DESKTOP });

test('push a month: anomaly ignored, missing type linked, login fixed through the modal, then success', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.test');
  const m = nextMonth();
  const integration = await payrollService(page.request);
  const [anna, ben] = await quietPeople(page.request, integration.id, m, 2);
  if (!anna || !ben) throw new Error('The demo has no two quiet people in the payroll service');
  const vacation = await typeId(page.request, 'VAC');
  const sick = await typeId(page.request, 'SICK');
  const training = await typeId(page.request, 'EDU');
  const holiday = await addRequest(page.request, { employee_id: anna.employee_id, day_off_type_id: vacation, start_date: m.day(0), end_date: m.day(1) });
  const waiting = await addRequest(page.request, { employee_id: anna.employee_id, day_off_type_id: sick, start_date: m.day(3), end_date: m.day(3) });
  const course = await addRequest(page.request, { employee_id: ben.employee_id, day_off_type_id: training, start_date: m.day(2), end_date: m.day(2) });
  await approve(page.request, course);

  // The holiday is approved in the inbox, as a manager would.
  const since = Date.now();
  await page.goto(`/inbox/daysOff/${holiday}`);
  await pulledSince(page, since);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  await page.goto(`/calendar/push/${m.year}/${m.month}/${integration.id}`);
  await choosePeople(page, [anna.name, ben.name]);
  await screenshotSizes(page, 'push-people');
  await page.getByRole('button', { name: 'Next' }).click();

  // The anomaly: Anna's sick day is still waiting for an answer; it links to the inbox.
  await expect(page.getByRole('heading', { name: 'Anomalies' })).toBeVisible();
  const anomaly = page.getByRole('row', { name: new RegExp(anna.name) });
  await expect(anomaly.getByRole('link', { name: 'Request not approved yet' })).toHaveAttribute('href', '/inbox/daysOff');
  await screenshotSizes(page, 'push-anomalies');
  await page.getByRole('button', { name: 'Ignore and continue' }).click();

  // The message for payroll: the modal's confirm waits for a text.
  await page.getByRole('button', { name: 'Add a message for payroll' }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('dialog').getByLabel('Message').fill('Ben follows a course on the Wednesday.');
  await confirm.click();
  await expect(page.getByText('Ben follows a course on the Wednesday.')).toBeVisible();
  // The types step asks the payroll for its types as it opens: that call has to be over before the
  // sandbox refuses a login, or it would spend the refusal meant for the push.
  const payrollTypes = page.waitForResponse((r) => r.url().includes(`/api/integrations/${integration.id}/payrollTypes`));
  await page.getByRole('button', { name: 'Push 2 people' }).click();

  // Training leave is not linked to a payroll type yet.
  await expect(page.getByRole('heading', { name: 'Link the types of day off' })).toBeVisible();
  expect((await payrollTypes).ok()).toBe(true);
  await page.getByLabel('Training leave (EDU)').selectOption({ label: 'Training leave (EDU)' });
  await screenshotSizes(page, 'push-types');
  // The payroll now refuses the stored login once.
  await sandboxMode(page.request, 'login_failed', 1);
  await page.getByRole('button', { name: 'Link and push again' }).click();

  await expect(page).toHaveURL(/\/calendar\/push\/[0-9a-f-]{36}$/);
  const modal = page.getByRole('dialog', { name: 'Log in to Payroll service again' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'refused the integration’s login' })).toBeVisible();
  await modal.getByLabel(/^Password/).fill('not-the-password');
  await modal.getByRole('button', { name: 'Connect' }).click();
  await expect(modal.getByRole('alert')).toContainText('Unable to connect to the integration');
  await expect(modal.getByLabel(/^Password/)).toBeEnabled();
  await screenshotSizes(page, 'push-reauth');
  await modal.getByLabel(/^Password/).fill('sandbox');
  await modal.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(`/settings/socialSecretariat/${integration.id}`);
  await expect(page.getByText('Connected: the last login with the stored credentials worked.')).toBeVisible();

  // Again, now through: from the integration's page back to the push, with what the failed try carried.
  await page.getByRole('link', { name: 'Push this month again' }).click();
  await expect(page.getByText('2 chosen')).toBeVisible();
  // (The payroll's days below are Anna's and Ben's: the two chosen are theirs.)
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Ignore and continue' }).click();
  await expect(page.getByText('Ben follows a course on the Wednesday.')).toBeVisible();
  const failedTry = (await (await page.request.get(`/api/calendar/push/history?year=${m.year}&month=${m.month}`)).json()) as {
    data: { status: string; wage_payout_date: string }[];
  };
  const [y, mm, dd] = failedTry.data.find((p) => p.status === 'login_failed')!.wage_payout_date.split('-');
  await expect(page.getByLabel('Wage payment date')).toHaveValue(`${dd}/${mm}/${y}`);
  await page.getByRole('button', { name: 'Push 2 people' }).click();
  await expect(page.getByText('Pushed: 3 days off sent to payroll.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Push this month again' })).toHaveCount(0);
  await expect(page.locator('dt:text-is("Days off sent") + dd')).toHaveText('3');
  await screenshotSizes(page, 'push-done');
  await screenshotDevices(page, 'push-progress');

  // The payroll holds the holiday's two days and the course once each, and not the waiting sick day.
  const ours = (await sandboxDays(page.request)).filter((d) => [holiday, waiting, course].some((id) => d.external_id.startsWith(id)));
  expect(ours.map((d) => d.external_id).sort()).toEqual([`${course}:${m.day(2)}`, `${holiday}:${m.day(0)}`, `${holiday}:${m.day(1)}`].sort());
  expect(ours.find((d) => d.external_id.startsWith(course))?.payroll_type_id).toBe('pt-edu');

  await page.goto(`/history/calendar/push/${m.year}/${m.month}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Login failed' })).toContainText('Sophie Laurent');
  await expect(table.getByRole('row').filter({ hasText: 'Pushed' })).toContainText('Sophie Laurent');
  await screenshotSizes(page, 'push-history');
});

test('offline: the calendar, the inbox and the history read from the device, an answer waits in the outbox, and the push says it needs the network', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const m = nextMonth();
  const integration = await payrollService(page.request);
  const [, , carla] = await quietPeople(page.request, integration.id, m, 3);
  if (!carla) throw new Error('The demo has no third quiet person');
  const id = await addRequest(page.request, {
    employee_id: carla.employee_id,
    day_off_type_id: await typeId(page.request, 'VAC'),
    start_date: m.day(0),
    end_date: m.day(0),
  });
  const since = Date.now();
  await page.goto('/calendar');
  await pulledSince(page, since);
  await waitForWorker(page);

  await context.setOffline(true);
  await page.goto(`/calendar/person/${carla.employee_id}`);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^${carla.name}: Vacation, whole day, waiting$`) })).toBeVisible();
  await screenshotSizes(page, 'calendar-person-offline');
  await page.goto('/calendar');
  await expect(page.getByRole('table', { name: /Days off from/ })).toBeVisible();
  await screenshotSizes(page, 'calendar-offline');
  await page.goto('/inbox/daysOff');
  await page.getByRole('link', { name: carla.name }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await page.goto('/history/calendar/push');
  await expect(page.getByRole('table')).toContainText('Pushed');
  // A payroll id is entered online only: the buttons wait, and say why.
  await page.goto(`/settings/socialSecretariat/${integration.id}`);
  await expect(page.getByText(calendarMessages.linkNeedsNetwork)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Change the payroll id of / }).first()).toBeDisabled();
  await page.goto(`/calendar/push/${m.year}/${m.month}/${integration.id}`);
  await expect(page.getByText('Pushing to payroll needs a connection')).toBeVisible();
  await choosePeople(page, [carla.name]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Anomalies' }).or(page.getByRole('heading', { name: 'Payment' }))).toBeVisible();
  // The anomaly review runs on the device; only the push waits for the network.
  if (await page.getByRole('heading', { name: 'Anomalies' }).isVisible()) await page.getByRole('button', { name: 'Ignore and continue' }).click();
  await expect(page.getByRole('button', { name: 'Push 1 person' })).toBeDisabled();
  await screenshotSizes(page, 'push-offline');

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/calendar/requests/list?employee_id=${carla.employee_id}&from=${m.from}&to=${m.to}`);
        return ((await res.json()) as { data: { id: string; status: string }[] }).data.find((r) => r.id === id)?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('approved');
});

test('a person not linked: the anomaly leads to their row, their payroll id is entered there, and back at the push the anomaly is gone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const m = nextMonth();
  const integration = await payrollService(page.request);
  const person = await unlinkedPerson(page.request, integration.id, m);
  const { data } = (await (await page.request.get(`/api/integrations/${integration.id}/people`)).json()) as {
    data: { name: string; link_source_app: string | null }[];
  };
  const holder = data.find((p) => p.link_source_app)!;
  const payrollId = `E2E-${person.employee_id.slice(-8)}`;

  await page.goto(`/calendar/push/${m.year}/${m.month}/${integration.id}`);
  await choosePeople(page, [person.name]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Anomalies' })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(person.name) })
    .getByRole('link', { name: pushMessages.notLinked })
    .click();

  // Their row, on the integration's page, in view and marked.
  await expect(page).toHaveURL(`/settings/socialSecretariat/${integration.id}?year=${m.year}&month=${m.month}&employee_id=${person.employee_id}#people`);
  const row = page.locator(`#person-${person.employee_id}`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveClass(/calendar-row-current/);
  const open = row.getByRole('button', { name: `Link the payroll id of ${person.name}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Payroll id of ${person.name}` });
  const field = dialog.getByLabel('Payroll id');
  await expect(field).toBeFocused();
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Another person's id: the server's refusal at the field, the form still open.
  await open.click();
  await field.fill(holder.link_source_app!);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(calendarMessages.payrollIdTaken(holder.name))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await screenshotDevices(page, 'integration-link-person');

  const since = Date.now();
  await field.fill(payrollId);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').first()).toContainText(payrollId);
  await expect(row.getByText(pushMessages.notLinked)).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Change the payroll id of ${person.name}` })).toBeFocused();
  await screenshotSizes(page, 'integration-person-linked', { top: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'integration-person-linked-phone');
  await page.setViewportSize(DESKTOP);
  await pulledSince(page, since);

  await page.getByRole('link', { name: `Back to the push of ${monthName(m)}` }).click();
  await expect(page).toHaveURL(`/calendar/push/${m.year}/${m.month}/${integration.id}`);
  await choosePeople(page, [person.name]);
  await page.getByRole('button', { name: 'Next' }).click();
  // Linked now: no anomaly about the payroll (one about a request of theirs may remain).
  await expect(page.getByRole('heading', { name: 'Anomalies' }).or(page.getByRole('heading', { name: 'Payment' }))).toBeVisible();
  await expect(page.getByRole('link', { name: pushMessages.notLinked })).toHaveCount(0);
});
