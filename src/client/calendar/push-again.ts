import { isPushMonthOffered } from '../../shared/calendar/push-month';
import { PUSH_ENDED, type DaysOffPushItem } from '../../shared/calendar/push.schema';

// "Push this month again": a try that failed is offered again with what it carried (its people,
// payment dates and message), from its progress page and from the integration's page where fixing
// the login leads.

const failed = (p: DaysOffPushItem) => PUSH_ENDED.includes(p.status) && p.status !== 'success';

/** The push page of the try's month, filled from the try. */
export const pushAgainPath = (p: Pick<DaysOffPushItem, 'id' | 'year' | 'month' | 'integration_id'>) =>
  `/calendar/push/${p.year}/${p.month}/${p.integration_id}?again=${p.id}`;

/** Whether a try may be offered again: it failed and its month is still one the push offers. */
export const canPushAgain = (p: DaysOffPushItem, today: Date) => failed(p) && isPushMonthOffered(p, today);

/** The integration's latest try, when it failed and may be pushed again. */
export function lastFailedPush(pushes: readonly DaysOffPushItem[], integrationId: string, today: Date): DaysOffPushItem | null {
  const last = pushes.filter((p) => p.integration_id === integrationId).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  return last && canPushAgain(last, today) ? last : null;
}
