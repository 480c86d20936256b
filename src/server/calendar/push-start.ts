import { eq } from 'drizzle-orm';
import { daysOfRequest, monthBounds } from '../../shared/calendar/day-off-days';
import { isPushMonthAllowed } from '../../shared/calendar/push-month';
import { pushMessages } from '../../shared/calendar/push.messages';
import type { MissingDayOffType, PushAnswer, PushBodyParsed } from '../../shared/calendar/push.schema';
import { uuidv7 } from '../../shared/ids';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { daysOffPushes } from '../db/schema/calendar';
import { pushIntegration } from './push-scope';
import { badRequest, HttpError } from '../http/errors';
import { monthRequests, pushedPeople, typesOf } from './push.repo';

// pushDaysOff and exportPushDaysOff (software-contracts-push.md sections 4 and 8): checked here,
// carried out by the job. Nothing is queued while a person was already pushed and the retry is not
// confirmed (please_confirm_retry_set_flag), or while a type of day off has no payroll type
// (type_not_found with the types to link). The device's command_id makes a resend the same push.

export async function startPush(tx: Db, viewer: Viewer, body: PushBodyParsed, kind: 'push' | 'export'): Promise<PushAnswer> {
  const companyId = viewer.company.id;
  const none = { error: null, missing_types: [], already_pushed: [] };
  if (body.command_id) {
    const [known] = await tx
      .select({ id: daysOffPushes.id, company_id: daysOffPushes.company_id })
      .from(daysOffPushes)
      .where(eq(daysOffPushes.id, body.command_id));
    if (known?.company_id === companyId) return { command_id: known.id, ...none };
    if (known) throw new HttpError(409, 'conflict', pushMessages.commandIdTaken, { command_id: pushMessages.commandIdTaken });
  }
  if (!isPushMonthAllowed(body, new Date())) throw badRequest(pushMessages.monthNotOffered, { month: pushMessages.monthNotOffered });
  const integration = await pushIntegration(tx, viewer, body);

  if (kind === 'push') {
    const pushed = await pushedPeople(tx, integration.id, body.year, body.month);
    const already = body.employee_ids.filter((id) => pushed.has(id));
    if (already.length && !body.confirm_retry_push)
      return { command_id: null, error: 'please_confirm_retry_set_flag', missing_types: [], already_pushed: already };
  }

  const { from, to } = monthBounds(body.year, body.month);
  const requests = (await monthRequests(tx, companyId, body.year, body.month, body.employee_ids)).filter(
    (r) => r.status === 'approved' && daysOfRequest(r, from, to).length > 0,
  );
  const used = new Set(requests.map((r) => r.day_off_type_id));
  const links = kind === 'export' ? {} : integration.type_links;
  const missing: MissingDayOffType[] = (await typesOf(tx, companyId))
    .filter((t) => used.has(t.id) && kind === 'push' && !links[t.id])
    .map((t) => ({ id: t.id, alias: t.alias, name: t.name, payroll_day_off_type_id: null }));
  if (missing.length) return { command_id: null, error: 'type_not_found', missing_types: missing, already_pushed: [] };

  const id = body.command_id ?? uuidv7();
  await tx.insert(daysOffPushes).values({
    id,
    company_id: companyId,
    integration_id: integration.id,
    kind,
    year: body.year,
    month: body.month,
    employee_ids: [...new Set(body.employee_ids)],
    viewer,
    message_for_payroll: body.messageForPayroll,
    wage_payout_date: body.wage_payout_date,
    meal_voucher_payout_date: body.meal_voucher_payout_date,
    pushed_by_name: viewer.user.name,
    updated_by: viewer.user.id,
  });
  return { command_id: id, ...none };
}
