import { addDays, format, getDay } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { dayOffRequests, dayOffTypes, daysOffPushes, payrollIntegrations, pushedDays } from '../../src/server/db/schema/calendar';
import type { DayOffRequestItem, DayPart } from '../../src/shared/calendar/calendar.schema';
import type { IntegrationItem, IntegrationPersonItem } from '../../src/shared/calendar/integration.schema';
import { pushMonthOptions, tomorrowDmy, type YearMonth } from '../../src/shared/calendar/push-month';
import { PUSH_ENDED, type DaysOffPushItem, type PushAnswer } from '../../src/shared/calendar/push.schema';
import { uuidv7 } from '../../src/shared/ids';
import { syncHeaders, type SyncHeaderValues } from './sync-api';
import type { Client, Response } from './test-app';

// Calls and fixtures of the calendar API tests (tests/api/calendar-*.test.ts): day-off requests,
// the push to payroll and the payroll integrations (software-contracts-push.md sections 2-9).

export const PAYROLL_SERVICE = 'Payroll service';
export const CSV_EXPORT = 'CSV export';
export const ADMIN_NAME = 'Sophie Laurent';

// ---- Requests --------------------------------------------------------------------------------

export interface DayOffInput {
  employee_id: string;
  day_off_type_id: string;
  start_date: string;
  end_date?: string;
  start_part?: DayPart;
  end_part?: DayPart;
  details?: string;
}

/** A new request's body (its id made here, as the device does). */
export const dayOffBody = (r: DayOffInput & { id?: string }) => ({
  id: r.id ?? uuidv7(),
  employee_id: r.employee_id,
  day_off_type_id: r.day_off_type_id,
  start_date: r.start_date,
  end_date: r.end_date ?? r.start_date,
  start_part: r.start_part ?? 'full',
  end_part: r.end_part ?? r.start_part ?? 'full',
  details: r.details ?? '',
});

/** POST /api/calendar/requests/add, optionally as an outbox replay with the sync headers. */
export const postDayOffAdd = (c: Client, body: unknown, h: SyncHeaderValues = {}): Promise<Response> =>
  c.request({ method: 'POST', url: '/api/calendar/requests/add', payload: body as Record<string, unknown>, headers: syncHeaders(h) });

/** POST /api/calendar/requests/{id}/approve or /decline. */
export const postDecision = (c: Client, requestId: string, decision: 'approve' | 'decline', reason?: string, h: SyncHeaderValues = {}): Promise<Response> =>
  c.request({
    method: 'POST',
    url: `/api/calendar/requests/${requestId}/${decision}`,
    payload: decision === 'decline' ? { request_id: requestId, reason: reason ?? '' } : { request_id: requestId },
    headers: syncHeaders(h),
  });

export async function addDayOffApi(c: Client, r: DayOffInput): Promise<DayOffRequestItem> {
  const res = await postDayOffAdd(c, dayOffBody(r));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DayOffRequestItem }>().data;
}

export async function decideApi(c: Client, requestId: string, decision: 'approve' | 'decline', reason?: string): Promise<DayOffRequestItem> {
  const res = await postDecision(c, requestId, decision, reason);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DayOffRequestItem }>().data;
}

/** A request made and approved by this client. */
export async function approvedDayOff(c: Client, r: DayOffInput): Promise<DayOffRequestItem> {
  const added = await addDayOffApi(c, r);
  return decideApi(c, added.id, 'approve');
}

export async function requestRow(db: Db, id: string) {
  const [row] = await db.select().from(dayOffRequests).where(eq(dayOffRequests.id, id));
  return row ?? null;
}

/** The id of a company's day-off type by its alias (VAC, SICK, ADV, EDU, UNP in the demo). */
export async function dayOffTypeId(db: Db, companyId: string, alias: string): Promise<string> {
  const [row] = await db
    .select({ id: dayOffTypes.id })
    .from(dayOffTypes)
    .where(and(eq(dayOffTypes.company_id, companyId), eq(dayOffTypes.alias, alias)));
  if (!row) throw new Error(`No day-off type ${alias}`);
  return row.id;
}

// ---- Months and days -------------------------------------------------------------------------

/**
 * The oldest month the push page offers (two months back): the demo has no requests and no push
 * in it, so a test's own requests are all it holds.
 */
export const quietPushMonth = (today = new Date()): YearMonth => pushMonthOptions(today)[0]!;

export const isoDay = (d: Date) => format(d, 'yyyy-MM-dd');

/** The first Friday of the month: the Friday, the weekend and the next week are all within it. */
export function firstFriday(m: YearMonth): Date {
  let d = new Date(m.year, m.month - 1, 1);
  while (getDay(d) !== 5) d = addDays(d, 1);
  return d;
}

/** The day `n` days after a date, as yyyy-mm-dd. */
export const dayAfter = (d: Date, n: number) => isoDay(addDays(d, n));

// ---- The push --------------------------------------------------------------------------------

export interface PushBodyInput {
  command_id?: string;
  year: number;
  month: number;
  integration_id: string;
  employee_ids: string[];
  confirm_retry_push?: boolean;
  wage_payout_date?: string;
  meal_voucher_payout_date?: string | null;
  messageForPayroll?: string;
}

export const pushBody = (p: PushBodyInput) => ({
  confirm_retry_push: false,
  wage_payout_date: tomorrowDmy(new Date()),
  meal_voucher_payout_date: null,
  messageForPayroll: '',
  ...p,
});

/** POST /api/calendar/push (or /export) as is. */
export const postPush = (c: Client, body: unknown, kind: 'push' | 'export' = 'push'): Promise<Response> =>
  c.post(kind === 'push' ? '/api/calendar/push' : '/api/calendar/push/export', body);

/** A push (or export) asserted to answer 200. */
export async function pushApi(c: Client, p: PushBodyInput, kind: 'push' | 'export' = 'push'): Promise<PushAnswer> {
  const res = await postPush(c, pushBody(p), kind);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PushAnswer>();
}

export async function commandApi(c: Client, commandId: string): Promise<DaysOffPushItem> {
  const res = await c.get(`/api/calendar/push/${commandId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DaysOffPushItem }>().data;
}

/** Polls the command (every 100 ms, up to 10 s) until its job has ended. */
export async function waitForPush(c: Client, commandId: string): Promise<DaysOffPushItem> {
  const until = Date.now() + 10_000;
  for (;;) {
    const item = await commandApi(c, commandId);
    if (PUSH_ENDED.includes(item.status)) return item;
    if (Date.now() > until) throw new Error(`The push ${commandId} is still ${item.status} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A push that made a command, carried out to its end. */
export async function pushToEnd(c: Client, p: PushBodyInput, kind: 'push' | 'export' = 'push'): Promise<DaysOffPushItem> {
  const answer = await pushApi(c, p, kind);
  expect(answer, JSON.stringify(answer)).toMatchObject({ error: null, missing_types: [], already_pushed: [] });
  expect(answer.command_id).toMatch(/^[0-9a-f-]{36}$/);
  return waitForPush(c, answer.command_id!);
}

export const pushRows = (db: Db) => db.select().from(daysOffPushes);
export const pushedDaysOf = (db: Db, commandId: string) => db.select().from(pushedDays).where(eq(pushedDays.command_id, commandId));

// ---- Integrations ----------------------------------------------------------------------------

export async function integrationsApi(c: Client): Promise<IntegrationItem[]> {
  const res = await c.get('/api/integrations/list');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: IntegrationItem[] }>().data;
}

export async function integrationNamed(c: Client, name: string): Promise<IntegrationItem> {
  const found = (await integrationsApi(c)).find((i) => i.name === name);
  if (!found) throw new Error(`No integration ${name}`);
  return found;
}

export async function integrationPeopleApi(c: Client, integrationId: string): Promise<IntegrationPersonItem[]> {
  const res = await c.get(`/api/integrations/${integrationId}/people`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: IntegrationPersonItem[] }>().data;
}

export async function integrationDbRow(db: Db, id: string) {
  const [row] = await db.select().from(payrollIntegrations).where(eq(payrollIntegrations.id, id));
  if (!row) throw new Error(`No integration ${id}`);
  return row;
}

export const reauthBody = (integrationId: string, over: Record<string, unknown> = {}) => ({
  integration_id: integrationId,
  new_username: 'demo-company',
  new_customer_code: 'C-1042',
  new_password: 'sandbox',
  new_secret: '',
  ...over,
});
