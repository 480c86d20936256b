import { expect, test } from '@playwright/test';
import { calendarMessages } from '../../src/shared/calendar/calendar.messages';
import { addRequest, typeId } from './calendar-helpers';
import { screenshot, screenshotSizes } from './screenshot';
import { signIn } from './sign-in';

// Nobody decides their own request (docs/architecture.md, days off): the admin's own request shows
// why there is no Approve or Decline; another person's shows both.
test('the inbox hides Approve and Decline on one’s own request, and says why', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { employee_id: string } };
  const id = await addRequest(page.request, {
    employee_id: me.user.employee_id,
    day_off_type_id: await typeId(page.request, 'VAC'),
    start_date: '2032-03-01',
    end_date: '2032-03-02',
  });
  await page.goto(`/inbox/daysOff/${id}`);
  await expect(page.getByText(calendarMessages.ownRequest)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await screenshotSizes(page, 'calendar-own-request');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'calendar-own-request-phone');
});
