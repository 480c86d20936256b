// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sentPeopleOf, type DaysOffPushItem, type PushNotification } from '../../shared/calendar/push.schema';
import { pushMessages } from '../../shared/calendar/push.messages';
import { anomalyLink } from './push-anomalies-step';
import { lastFailedPush, pushAgainPath } from './push-again';
import { PushWarnings } from './push-warnings';

afterEach(cleanup);

const who = (id: string) => ({ id, name: `Person ${id}` });
const notLinked = (id: string): PushNotification => ({
  details: { type: 'not_linked_in_payroll', message: pushMessages.notLinked },
  related_employee: who(id),
  severe: true,
});
const noIban = (id: string): PushNotification => ({ details: { type: 'no_iban', message: pushMessages.noIban }, related_employee: who(id), severe: false });

const push = (over: Partial<DaysOffPushItem>): DaysOffPushItem =>
  ({
    id: 'p1',
    integration_id: 'i1',
    year: 2026,
    month: 6,
    kind: 'push',
    status: 'success',
    employee_ids: [],
    notifications: [],
    created_at: '2026-06-02T09:00:00Z',
    ...over,
  }) as DaysOffPushItem;

describe('what a push did, as its pages tell it', () => {
  it('counts as pushed only the people it sent a month for, not those it left out as not linked', () => {
    expect(sentPeopleOf(push({ employee_ids: ['a', 'b', 'c'], notifications: [notLinked('b'), noIban('c')] }))).toEqual(['a', 'c']);
  });

  it('shows a red box for the severe issues only, and the others in a yellow one', () => {
    render(<PushWarnings notifications={[notLinked('b'), noIban('c'), noIban('d')]} />);
    const red = screen.getByRole('alert');
    expect(red.className).toContain('calendar-box-danger');
    expect(red.textContent).toBe(`One person has an issuePerson b: ${pushMessages.notLinked}`);
    const yellow = screen.getByRole('status');
    expect(yellow.className).toContain('calendar-box-warning');
    expect(yellow.textContent).toBe(`2 people have issuesPerson c: ${pushMessages.noIban}Person d: ${pushMessages.noIban}`);
    cleanup();
    render(<PushWarnings notifications={[noIban('c')]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the month again after a failed last try, with the try in the address', () => {
    const today = new Date(2026, 5, 20);
    const failed = push({ id: 'p2', status: 'login_failed', created_at: '2026-06-03T09:00:00Z' });
    expect(lastFailedPush([push({}), failed], 'i1', today)).toBe(failed);
    expect(pushAgainPath(failed)).toBe('/calendar/push/2026/6/i1?again=p2');
    // The last try went through, or it was of another integration: nothing to offer.
    expect(lastFailedPush([failed, push({ id: 'p3', created_at: '2026-06-04T09:00:00Z' })], 'i1', today)).toBeNull();
    expect(lastFailedPush([failed], 'i2', today)).toBeNull();
  });

  it('links each anomaly to where it is fixed, on the push’s month', () => {
    const month = { year: 2026, month: 6, integrationId: 'i1' };
    expect(anomalyLink('not_linked_in_payroll', 'e1', month)).toBe('/settings/socialSecretariat/i1?year=2026&month=6&employee_id=e1#people');
    expect(anomalyLink('days_off_overlap', 'e1', month)).toBe('/calendar/person/e1?month=2026-06');
    expect(anomalyLink('calendar_request_not_approved', 'e1', month)).toBe('/inbox/daysOff');
  });
});
