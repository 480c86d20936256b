import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPayrollSandbox, type PayrollSandbox } from '../../scripts/payroll-sandbox/sandbox-server';
import type { SandboxDay } from '../../scripts/payroll-sandbox/sandbox-state';
import { daysOffPushes, integrationPeople } from '../../src/server/db/schema/calendar';
import { employees } from '../../src/server/db/schema/people';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { calendarMessages } from '../../src/shared/calendar/calendar.messages';
import type { DayPart } from '../../src/shared/calendar/calendar.schema';
import { MAX_PAYROLL_ID, type IntegrationItem, type IntegrationPersonItem, type PayrollTypeItem } from '../../src/shared/calendar/integration.schema';
import { pushMessages } from '../../src/shared/calendar/push.messages';
import type { AnomalyResult } from '../../src/shared/calendar/push-anomalies';
import type { DaysOffPushItem } from '../../src/shared/calendar/push.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { useApiTest } from '../helpers/api-test';
import {
  ADMIN_NAME,
  CSV_EXPORT,
  PAYROLL_SERVICE,
  addDayOffApi,
  approvedDayOff,
  dayAfter,
  dayOffTypeId,
  decideApi,
  firstFriday,
  integrationDbRow,
  integrationNamed,
  integrationPeopleApi,
  pushApi,
  pushBody,
  postPush,
  pushRows,
  pushToEnd,
  pushedDaysOf,
  quietPushMonth,
  reauthBody,
  waitForPush,
} from '../helpers/calendar-api';
import { pullAll } from '../helpers/sync-api';
import { errorOf } from '../helpers/test-app';

// The days-off push to payroll (software-contracts-push.md sections 2-4, 7-9) against the payroll
// sandbox, a real HTTP server (scripts/payroll-sandbox): what is booked (each approved working day
// once, weekends out, halves as halves), pushing a month again, types not linked, the payroll's
// failures (login, offline, unknown type), what the push page asks first (anomalies, IBANs, who was
// pushed), the history, and the CSV export. The month is the oldest the push page offers: the
// demo has no requests in it, so each test's own requests are all it holds.
let started: PayrollSandbox | undefined;
const { t, facts, admin } = useApiTest({
  app: async () => {
    started = await startPayrollSandbox({ port: 0 });
    return { payrollUrl: started.url };
  },
});
afterAll(async () => started?.close());
const sandbox = () => started!;
afterEach(() => sandbox().setMode('success'));

const month = quietPushMonth();
const friday = firstFriday(month);
/** The month's first Friday plus n days, as yyyy-mm-dd (n = 3 is the next Monday). */
const day = (n: number) => dayAfter(friday, n);

let http: IntegrationItem;
let csv: IntegrationItem;
let linked: IntegrationPersonItem[];
let unlinked: IntegrationPersonItem[];
let vacation: string;
beforeAll(async () => {
  http = await integrationNamed(admin, PAYROLL_SERVICE);
  csv = await integrationNamed(admin, CSV_EXPORT);
  const active = new Set(facts.peopleOf('Demo Company').map((p) => p.id));
  const people = (await integrationPeopleApi(admin, http.id)).filter((p) => active.has(p.employee_id));
  linked = people.filter((p) => p.link_source_app && p.iban);
  unlinked = people.filter((p) => !p.link_source_app);
  vacation = await dayOffTypeId(t.db, facts.companyId('Demo Company'), 'VAC');
});

let taken = 0;
/** A person linked in the payroll service, with an IBAN, that no other test pushes. */
const freshPerson = (): IntegrationPersonItem => {
  const person = linked[taken++];
  if (!person) throw new Error('The demo has too few people linked in the payroll service');
  return person;
};

type Expected = Pick<SandboxDay, 'external_id' | 'employee_ref' | 'date' | 'part' | 'payroll_type_id'>;
const expectedDay = (requestId: string, person: IntegrationPersonItem, date: string, part: DayPart, type = 'pt-vac'): Expected => ({
  external_id: `${requestId}:${date}`,
  employee_ref: person.link_source_app!,
  date,
  part,
  payroll_type_id: type,
});

/**
 * Approved vacation for a person: Friday afternoon to Tuesday morning (Friday pm, Monday, Tuesday
 * am: the weekend is no day off) and Wednesday morning; and a declined Thursday. The days the
 * payroll should get, by external id.
 */
async function vacationWeek(person: IntegrationPersonItem): Promise<Expected[]> {
  const long = await approvedDayOff(admin, {
    employee_id: person.employee_id,
    day_off_type_id: vacation,
    start_date: day(0),
    end_date: day(4),
    start_part: 'pm',
    end_part: 'am',
  });
  const morning = await approvedDayOff(admin, { employee_id: person.employee_id, day_off_type_id: vacation, start_date: day(5), start_part: 'am' });
  const declined = await addDayOffApi(admin, { employee_id: person.employee_id, day_off_type_id: vacation, start_date: day(6) });
  await decideApi(admin, declined.id, 'decline', 'Busy week');
  return [
    expectedDay(long.id, person, day(0), 'pm'),
    expectedDay(long.id, person, day(3), 'full'),
    expectedDay(long.id, person, day(4), 'am'),
    expectedDay(morning.id, person, day(5), 'am'),
  ];
}

/** What the sandbox holds of these days, by external id. */
const receivedOf = (expected: Expected[]) => {
  const ids = new Set(expected.map((d) => d.external_id));
  return sandbox()
    .received()
    .filter((d) => ids.has(d.external_id));
};
const byId = <T extends { external_id: string }>(days: T[]) => [...days].sort((a, b) => a.external_id.localeCompare(b.external_id));
const withKey = (days: Expected[], pushKey: string) => byId(days).map((d) => ({ ...d, push_key: pushKey }));

const pushOf = (p: IntegrationPersonItem[], over: Partial<Parameters<typeof pushBody>[0]> = {}) => ({
  ...month,
  integration_id: http.id,
  employee_ids: p.map((x) => x.employee_id),
  ...over,
});
const commandRows = async (id: string) => t.db.select().from(daysOffPushes).where(eq(daysOffPushes.id, id));

describe('pushing a month to the payroll service', () => {
  it('books each approved working day once, weekends left out and half days as their half', async () => {
    const [anna, ben] = [freshPerson(), freshPerson()];
    const expected = [...(await vacationWeek(anna)), ...(await vacationWeek(ben))];
    const deliveries = sandbox().deliveries();

    const done = await pushToEnd(admin, pushOf([anna, ben], { wage_payout_date: '05/01/2031', messageForPayroll: 'Holiday pay with the wages, please.' }));

    expect(done).toMatchObject({
      status: 'success',
      kind: 'push',
      integration_id: http.id,
      integration_name: PAYROLL_SERVICE,
      year: month.year,
      month: month.month,
      employee_ids: [anna.employee_id, ben.employee_id],
      days_count: 8,
      booked_count: 8,
      already_booked_count: 0,
      missing_payroll_type_ids: [],
      message_for_payroll: 'Holiday pay with the wages, please.',
      wage_payout_date: '2031-01-05',
      has_file: false,
      pushed_by_name: ADMIN_NAME,
    });
    expect(done.finished_at).not.toBeNull();
    expect(byId(receivedOf(expected))).toEqual(withKey(expected, done.id));
    expect(sandbox().deliveries()).toBe(deliveries + 1);
    // The days the payroll confirmed are kept, once each.
    const kept = await pushedDaysOf(t.db, done.id);
    expect(kept.map((d) => d.external_id).sort()).toEqual(expected.map((d) => d.external_id).sort());
  });

  it('asks before pushing people again; a confirmed retry sends only what the payroll does not have yet', async () => {
    const [carla, dirk] = [freshPerson(), freshPerson()];
    const expected = await vacationWeek(carla);
    const first = await pushToEnd(admin, pushOf([carla]));
    expect(first.booked_count).toBe(4);

    const rows = (await pushRows(t.db)).length;
    const asked = await pushApi(admin, pushOf([carla, dirk]));
    expect(asked).toEqual({ command_id: null, error: 'please_confirm_retry_set_flag', missing_types: [], already_pushed: [carla.employee_id] });
    expect(await pushRows(t.db)).toHaveLength(rows);

    // A day approved since: the retry books it, and only it.
    const thursday = await approvedDayOff(admin, { employee_id: carla.employee_id, day_off_type_id: vacation, start_date: day(6) });
    const deliveries = sandbox().deliveries();
    const retry = await pushToEnd(admin, pushOf([carla, dirk], { confirm_retry_push: true }));
    // Its days off are the one day it sent, not the month's five.
    expect(retry).toMatchObject({ status: 'success', days_count: 1, booked_count: 1, already_booked_count: 4 });
    expect(sandbox().deliveries()).toBe(deliveries + 1);
    const all = [...expected, expectedDay(thursday.id, carla, day(6), 'full')];
    expect(byId(receivedOf(all))).toEqual(byId([...withKey(expected, first.id), { ...expectedDay(thursday.id, carla, day(6), 'full'), push_key: retry.id }]));

    // And once more: nothing new, nothing booked twice.
    const again = await pushToEnd(admin, pushOf([carla], { confirm_retry_push: 1 as unknown as boolean }));
    expect(again).toMatchObject({ status: 'success', days_count: 0, booked_count: 0, already_booked_count: 5 });
    expect(receivedOf(all)).toHaveLength(5);
  });

  it('makes one command of a push sent twice with the same command_id', async () => {
    const person = freshPerson();
    const expected = await vacationWeek(person);
    const commandId = uuidv7();
    const deliveries = sandbox().deliveries();
    const first = await pushApi(admin, pushOf([person], { command_id: commandId }));
    const second = await pushApi(admin, pushOf([person], { command_id: commandId }));
    expect(first).toEqual({ command_id: commandId, error: null, missing_types: [], already_pushed: [] });
    expect(second).toEqual(first);
    const done = await waitForPush(admin, commandId);
    expect(done).toMatchObject({ status: 'success', booked_count: 4 });

    // Sent again after it ended: still that command, not "already pushed", and nothing sent.
    const third = await pushApi(admin, pushOf([person], { command_id: commandId }));
    expect(third).toEqual(first);
    expect(await commandRows(commandId)).toHaveLength(1);
    expect(sandbox().deliveries()).toBe(deliveries + 1);
    expect(byId(receivedOf(expected))).toEqual(withKey(expected, commandId));
  });

  it('answers type_not_found for a type not linked to a payroll type; linked to the payroll’s type, the push goes through', async () => {
    const person = freshPerson();
    const training = await dayOffTypeId(t.db, facts.companyId('Demo Company'), 'EDU');
    const course = await approvedDayOff(admin, { employee_id: person.employee_id, day_off_type_id: training, start_date: day(3), end_date: day(4) });
    const holiday = await approvedDayOff(admin, { employee_id: person.employee_id, day_off_type_id: vacation, start_date: day(5) });

    const rows = (await pushRows(t.db)).length;
    const refused = await pushApi(admin, pushOf([person]));
    expect(refused).toEqual({
      command_id: null,
      error: 'type_not_found',
      missing_types: [{ id: training, alias: 'EDU', name: 'Training leave', payroll_day_off_type_id: null }],
      already_pushed: [],
    });
    expect(await pushRows(t.db)).toHaveLength(rows);

    const typesRes = await admin.get(`/api/integrations/${http.id}/payrollTypes`);
    expect(typesRes.statusCode, typesRes.body).toBe(200);
    const types = typesRes.json<{ data: PayrollTypeItem[] }>().data;
    expect(types).toContainEqual({ id: 'pt-edu', code: 'EDU', name: 'Training leave' });

    // A payroll type the payroll does not have is refused.
    const wrong = await admin.post('/api/integrations/linkDayOffType', {
      integration_id: http.id,
      day_off_type_id: training,
      payroll_day_off_type_id: 'pt-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ payroll_day_off_type_id: 'please select a payroll type' });

    const link = await admin.post('/api/integrations/linkDayOffType', {
      integration_id: http.id,
      day_off_type_id: training,
      payroll_day_off_type_id: 'pt-edu',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<{ data: IntegrationItem }>().data.type_links[training]).toBe('pt-edu');
    expect((await integrationDbRow(t.db, http.id)).type_links[training]).toBe('pt-edu');

    const done = await pushToEnd(admin, pushOf([person]));
    expect(done).toMatchObject({ status: 'success', booked_count: 3 });
    const expected = [
      expectedDay(course.id, person, day(3), 'full', 'pt-edu'),
      expectedDay(course.id, person, day(4), 'full', 'pt-edu'),
      expectedDay(holiday.id, person, day(5), 'full'),
    ];
    expect(byId(receivedOf(expected))).toEqual(withKey(expected, done.id));
  });

  it('warns of the people it cannot pay (no IBAN) and leaves out those not linked in the payroll', async () => {
    const person = freshPerson();
    const noIban = (await integrationPeopleApi(admin, http.id)).find((p) => p.link_source_app && !p.iban)!;
    const notLinked = unlinked[0]!;
    expect(noIban).toBeDefined();
    expect(notLinked).toBeDefined();
    const theirs = await approvedDayOff(admin, { employee_id: notLinked.employee_id, day_off_type_id: vacation, start_date: day(3) });
    const expected = [...(await vacationWeek(person)), ...(await vacationWeek(noIban))];

    const done = await pushToEnd(admin, pushOf([person, noIban, notLinked]));
    expect(done).toMatchObject({ status: 'success', booked_count: 8 });
    expect(done.notifications).toHaveLength(2);
    expect(done.notifications).toContainEqual({
      details: { type: 'not_linked_in_payroll', message: pushMessages.notLinked },
      related_employee: { id: notLinked.employee_id, name: notLinked.name },
      severe: true,
    });
    expect(done.notifications).toContainEqual({
      details: { type: 'no_iban', message: pushMessages.noIban },
      related_employee: { id: noIban.employee_id, name: noIban.name },
      severe: false,
    });
    expect(byId(receivedOf(expected))).toEqual(withKey(expected, done.id));
    expect(
      sandbox()
        .received()
        .filter((d) => d.external_id.startsWith(theirs.id)),
    ).toEqual([]);
    // Nothing was sent for the person not linked: not pushed yet, and a next push asks nothing for them.
    const status = await admin.post('/api/calendar/push/status', pushOf([notLinked]));
    expect(status.json<{ data: unknown[] }>().data).toEqual([{ employee_id: notLinked.employee_id, pushed: false, last_pushed_at: null }]);
  });
});

describe('when the payroll refuses', () => {
  it('records login_failed and marks the integration; new credentials are kept only when the payroll takes them', async () => {
    const person = freshPerson();
    const expected = await vacationWeek(person);
    sandbox().setMode('login_failed', { times: 1 });
    const failed = await pushToEnd(admin, pushOf([person]));
    expect(failed).toMatchObject({ status: 'login_failed', booked_count: 0 });
    expect(receivedOf(expected)).toEqual([]);
    expect(await pushedDaysOf(t.db, failed.id)).toEqual([]);
    const detail = await admin.get(`/api/integrations/${http.id}/detail`);
    expect(detail.json<{ data: IntegrationItem }>().data.login_status).toBe('login_failed');

    // A wrong password: refused by the payroll, nothing stored.
    const stored = await integrationDbRow(t.db, http.id);
    const wrong = await admin.post('/api/integrations/reauth', reauthBody(http.id, { new_username: 'someone-else', new_password: 'not-the-password' }));
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(errorOf(wrong)).toMatchObject({ code: 'login_failed', message: pushMessages.reauthFailed });
    expect(wrong.body).not.toContain('not-the-password');
    expect(await integrationDbRow(t.db, http.id)).toEqual(stored);

    // The right one: kept (encrypted anew) and the integration is fine again.
    const right = await admin.post('/api/integrations/reauth', reauthBody(http.id, { new_password: 'sandbox' }));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json<{ data: IntegrationItem }>().data).toMatchObject({ id: http.id, login_status: 'ok', username: 'demo-company', customer_code: 'C-1042' });
    const saved = await integrationDbRow(t.db, http.id);
    expect(saved.login_status).toBe('ok');
    expect(saved.password_enc).toMatch(/^v1\./);
    expect(saved.password_enc).not.toBe(stored.password_enc);

    // A failed push is no push: the person is pushed without confirming a retry.
    const done = await pushToEnd(admin, pushOf([person]));
    expect(done).toMatchObject({ status: 'success', booked_count: 4 });
    expect(byId(receivedOf(expected))).toEqual(withKey(expected, done.id));
  });

  it('records service_offline and books nothing', async () => {
    const person = freshPerson();
    const expected = await vacationWeek(person);
    sandbox().setMode('service_offline', { times: 1 });
    const failed = await pushToEnd(admin, pushOf([person]));
    expect(failed).toMatchObject({ status: 'service_offline', days_count: 0, booked_count: 0, already_booked_count: 0 });
    expect(receivedOf(expected)).toEqual([]);
    expect(await pushedDaysOf(t.db, failed.id)).toEqual([]);
    expect((await integrationDbRow(t.db, http.id)).login_status).toBe('ok');

    const status = await admin.post('/api/calendar/push/status', pushOf([person]));
    expect(status.json<{ data: unknown[] }>().data).toEqual([{ employee_id: person.employee_id, pushed: false, last_pushed_at: null }]);
    const done = await pushToEnd(admin, pushOf([person]));
    expect(done).toMatchObject({ status: 'success', booked_count: 4 });
  });

  it('records type_not_found with the payroll types the payroll does not know', async () => {
    const person = freshPerson();
    const expected = await vacationWeek(person);
    sandbox().setMode('type_not_found', { times: 1 });
    const failed = await pushToEnd(admin, pushOf([person]));
    expect(failed).toMatchObject({ status: 'type_not_found', booked_count: 0, missing_payroll_type_ids: ['pt-vac'] });
    expect(receivedOf(expected)).toEqual([]);
    expect(await pushedDaysOf(t.db, failed.id)).toEqual([]);
  });
});

describe('what the push page asks first', () => {
  it('lists the anomalies: a request not approved yet, two days off on one day, a person not linked in the payroll', async () => {
    const [waiting, doubled, fine] = [freshPerson(), freshPerson(), freshPerson()];
    const notLinked = unlinked[1] ?? unlinked[0]!;
    const request = await addDayOffApi(admin, { employee_id: waiting.employee_id, day_off_type_id: vacation, start_date: day(3), end_date: day(4) });
    await approvedDayOff(admin, { employee_id: doubled.employee_id, day_off_type_id: vacation, start_date: day(3) });
    const second = await approvedDayOff(admin, { employee_id: doubled.employee_id, day_off_type_id: vacation, start_date: day(3) });
    await vacationWeek(fine);

    const res = await admin.post('/api/calendar/push/anomalies', pushOf([waiting, doubled, fine, notLinked]));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<AnomalyResult>();
    expect(result.has_anomalies).toBe(true);
    const of = (id: string) => result.employees_with_anomalies.find((e) => e.employee_id === id);
    expect(of(waiting.employee_id)).toEqual({
      employee_id: waiting.employee_id,
      name: waiting.name,
      anomalies: [{ date: day(3), irregularity: 'calendar_request_not_approved', request_id: request.id }],
    });
    expect(of(doubled.employee_id)?.anomalies).toEqual([{ date: day(3), irregularity: 'days_off_overlap', request_id: second.id }]);
    expect(of(notLinked.employee_id)?.anomalies).toEqual([{ date: null, irregularity: 'not_linked_in_payroll', request_id: null }]);
    expect(of(fine.employee_id)).toBeUndefined();

    const none = await admin.post('/api/calendar/push/anomalies', pushOf([fine]));
    expect(none.json<AnomalyResult>()).toEqual({ has_anomalies: false, employees_with_anomalies: [] });
  });

  it('lists the people without an IBAN for the integration that pays by transfer, none for the CSV export', async () => {
    const people = await integrationPeopleApi(admin, http.id);
    const without = people.filter((p) => p.link_source_app && !p.iban).slice(0, 2);
    const withIban = linked.slice(-2);
    expect(without).toHaveLength(2);
    const asked = [withIban[0]!, without[0]!, withIban[1]!, without[1]!];
    const res = await admin.post('/api/calendar/push/withoutIban', pushOf(asked));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: string[] }>().data).toEqual([without[0]!.employee_id, without[1]!.employee_id]);

    const forCsv = await admin.post('/api/calendar/push/withoutIban', pushOf(asked, { integration_id: csv.id }));
    expect(forCsv.json<{ data: string[] }>().data).toEqual([]);
  });

  it('marks who was pushed for the month and when, for that integration only', async () => {
    const [pushed, notPushed] = [freshPerson(), freshPerson()];
    await vacationWeek(pushed);
    const done = await pushToEnd(admin, pushOf([pushed]));
    const res = await admin.post('/api/calendar/push/status', pushOf([pushed, notPushed]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([
      { employee_id: pushed.employee_id, pushed: true, last_pushed_at: done.finished_at },
      { employee_id: notPushed.employee_id, pushed: false, last_pushed_at: null },
    ]);
    // The month before (the demo pushed the month after, for everyone linked).
    const otherMonth = month.month === 1 ? { year: month.year - 1, month: 12 } : { year: month.year, month: month.month - 1 };
    const later = await admin.post('/api/calendar/push/status', pushOf([pushed], otherMonth));
    expect(later.json<{ data: { pushed: boolean }[] }>().data[0]!.pushed).toBe(false);
    const viaCsv = await admin.post('/api/calendar/push/status', pushOf([pushed], { integration_id: csv.id }));
    expect(viaCsv.json<{ data: { pushed: boolean }[] }>().data[0]!.pushed).toBe(false);
    // isMonthPushedForEmployee, for one person.
    const one = (who: { employee_id: string }) =>
      admin.get('/api/calendar/push/isMonthPushed', { year: month.year, month: month.month, integration_id: http.id, employee_id: who.employee_id });
    expect((await one(pushed)).json()).toEqual({ pushed: true, last_pushed_at: done.finished_at });
    expect((await one(notPushed)).json()).toEqual({ pushed: false, last_pushed_at: null });
  });
});

describe('the history', () => {
  it('lists the month’s pushes, newest first, with who pushed and how it ended', async () => {
    const person = freshPerson();
    await vacationWeek(person);
    sandbox().setMode('service_offline', { times: 1 });
    const failed = await pushToEnd(admin, pushOf([person]));
    const done = await pushToEnd(admin, pushOf([person]));

    const res = await admin.get('/api/calendar/push/history', { year: month.year, month: month.month });
    expect(res.statusCode, res.body).toBe(200);
    const { data, count } = res.json<{ data: DaysOffPushItem[]; count: number }>();
    expect(count).toBe(data.length);
    expect(data.every((p) => p.year === month.year && p.month === month.month)).toBe(true);
    const ids = data.map((p) => p.id);
    expect(ids.indexOf(done.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(done.id)).toBeLessThan(ids.indexOf(failed.id));
    expect(data.find((p) => p.id === done.id)).toMatchObject({
      status: 'success',
      pushed_by_name: ADMIN_NAME,
      integration_name: PAYROLL_SERVICE,
      booked_count: 4,
    });
    expect(data.find((p) => p.id === failed.id)).toMatchObject({ status: 'service_offline', pushed_by_name: ADMIN_NAME });
    for (let i = 1; i < data.length; i++) expect(data[i - 1]!.created_at >= data[i]!.created_at).toBe(true);

    // Without a month: every push, the demo's push of last month among them.
    const all = (await admin.get('/api/calendar/push/history')).json<{ data: DaysOffPushItem[] }>().data;
    expect(all.length).toBeGreaterThan(data.length);
    expect(all.some((p) => p.month !== month.month && p.status === 'success' && p.pushed_by_name === ADMIN_NAME)).toBe(true);
  });
});

describe('the CSV export', () => {
  it('makes the month’s file of the CSV export integration, with each day off in it', async () => {
    const [eva, frank] = [freshPerson(), freshPerson()];
    const expected = [...(await vacationWeek(eva)), ...(await vacationWeek(frank))];
    const deliveries = sandbox().deliveries();
    const done = await pushToEnd(admin, pushOf([eva, frank], { integration_id: csv.id }), 'export');
    expect(done).toMatchObject({ status: 'success', kind: 'export', integration_name: CSV_EXPORT, has_file: true, days_count: 8 });
    // The export books nothing at the payroll service.
    expect(sandbox().deliveries()).toBe(deliveries);
    expect(receivedOf(expected)).toEqual([]);

    const file = await admin.get(`/api/calendar/push/${done.id}/csv`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const mm = String(month.month).padStart(2, '0');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="days-off-${month.year}-${mm}.csv"`);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('employee_ref;name;date;part;payroll_type_code;external_id');
    expect(lines).toHaveLength(1 + expected.length);
    const names = new Map([eva, frank].map((p) => [p.link_source_app, p.name]));
    for (const d of expected) expect(lines).toContain([d.employee_ref, names.get(d.employee_ref), d.date, d.part, 'VAC', d.external_id].join(';'));

    // An export is no push: the people are not "already pushed" to the payroll service.
    expect((await pushApi(admin, pushOf([eva]))).error).toBeNull();
  });

  it('refuses an export to the payroll service (400) and makes no command; a push has no file', async () => {
    const person = freshPerson();
    await vacationWeek(person);
    const rows = (await pushRows(t.db)).length;
    const res = await postPush(admin, pushBody(pushOf([person])), 'export');
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toBe(pushMessages.exportOnlyCsv);
    expect(await pushRows(t.db)).toHaveLength(rows);

    const done = await pushToEnd(admin, pushOf([person]));
    const file = await admin.get(`/api/calendar/push/${done.id}/csv`);
    expect(file.statusCode).toBe(404);
  });
});

describe('linking a person in the payroll (linkPerson)', () => {
  const link = (employeeId: string, payrollId: unknown, integrationId = http.id) =>
    admin.post('/api/integrations/linkPerson', { integration_id: integrationId, employee_id: employeeId, link_source_app: payrollId });
  const peopleRows = () => t.db.select().from(integrationPeople).orderBy(integrationPeople.id);
  /** A person of the demo company this test makes: the integrations have no row for them yet. */
  async function newcomer(): Promise<{ employee_id: string; name: string }> {
    const id = uuidv7();
    await withCompanyWrite(t.db, { companyId: facts.companyId('Demo Company'), userId: null }, (tx) =>
      tx.insert(employees).values({ id, company_id: facts.companyId('Demo Company'), first_name: 'Noor', last_name: 'Newcomer' }),
    );
    return { employee_id: id, name: 'Noor Newcomer' };
  }

  it('links a person the integration has no row for and one it has, each once; the people, the mirror, the anomalies and the push follow', async () => {
    const noor = await newcomer();
    // The last of the demo's people not linked: the tests above take the first two.
    expect(unlinked.length).toBeGreaterThanOrEqual(3);
    const known = unlinked.at(-1)!;
    const before = await admin.post('/api/calendar/push/anomalies', pushOf([{ employee_id: noor.employee_id } as IntegrationPersonItem, known]));
    expect(
      before
        .json<AnomalyResult>()
        .employees_with_anomalies.map((e) => e.employee_id)
        .sort(),
    ).toEqual([noor.employee_id, known.employee_id].sort());
    const cursor = (await pullAll(admin)).at(-1)!.cursor;

    // Trimmed, and control characters removed as every text input does.
    const first = await link(noor.employee_id, '  N-\u0000900 ');
    expect(first.statusCode, first.body).toBe(200);
    const noorRow = first.json<{ data: IntegrationPersonItem }>().data;
    expect(noorRow).toMatchObject({ integration_id: http.id, employee_id: noor.employee_id, name: noor.name, link_source_app: 'N-900', iban: null });
    const second = await link(known.employee_id, 'P-4242');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ data: IntegrationPersonItem }>().data).toMatchObject({ id: known.id, link_source_app: 'P-4242', iban: known.iban });

    const people = await integrationPeopleApi(admin, http.id);
    expect(people.filter((p) => p.employee_id === noor.employee_id).map((p) => p.link_source_app)).toEqual(['N-900']);
    expect(people.filter((p) => p.employee_id === known.employee_id).map((p) => [p.id, p.link_source_app])).toEqual([[known.id, 'P-4242']]);
    // Only this integration: the CSV export still has no row for the newcomer.
    expect((await integrationPeopleApi(admin, csv.id)).some((p) => p.employee_id === noor.employee_id)).toBe(false);
    // The devices pull both rows, each with a version past what they had.
    const pulled = (await pullAll(admin, { cursor })).flatMap((p) => p.changes.integration_people ?? []);
    expect(pulled.map((r) => [r.id, r.link_source_app]).sort()).toEqual(
      [
        [noorRow.id, 'N-900'],
        [known.id, 'P-4242'],
      ].sort(),
    );
    expect(pulled.every((r) => r.version > cursor)).toBe(true);
    // Neither is an anomaly any more (neither has a day off in the month).
    const after = await admin.post('/api/calendar/push/anomalies', pushOf([noorRow, known]));
    expect(after.json<AnomalyResult>()).toEqual({ has_anomalies: false, employees_with_anomalies: [] });

    // Changed: the same row, the new id, 64 characters at most.
    const changed = await link(known.employee_id, 'K'.repeat(64));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await integrationPeopleApi(admin, http.id)).filter((p) => p.employee_id === known.employee_id).map((p) => [p.id, p.link_source_app])).toEqual([
      [known.id, 'K'.repeat(64)],
    ]);

    // The payroll books the newcomer's day under the id typed in.
    const holiday = await approvedDayOff(admin, { employee_id: noor.employee_id, day_off_type_id: vacation, start_date: day(3) });
    const done = await pushToEnd(admin, pushOf([noorRow]));
    expect(done).toMatchObject({ status: 'success', booked_count: 1 });
    // Linked now: the only warning left is the IBAN the payroll does not have yet.
    expect(done.notifications.map((n) => n.details.type)).toEqual(['no_iban']);
    expect(receivedOf([expectedDay(holiday.id, noorRow, day(3), 'full')]).map((d) => d.employee_ref)).toEqual(['N-900']);
  });

  it('refuses (400) an empty, blank, NUL-only or too long id, or another person’s of the integration, and changes nothing', async () => {
    const noor = await newcomer();
    const [holder, other] = linked.slice(-4, -2);
    const rows = await peopleRows();
    const refusals: [unknown, string][] = [
      ['', calendarMessages.enterPayrollId],
      ['   ', calendarMessages.enterPayrollId],
      ['\u0000', calendarMessages.enterPayrollId],
      ['K'.repeat(65), messages.validation.tooLong(MAX_PAYROLL_ID)],
      [null, 'link_source_app'],
      [holder!.link_source_app, calendarMessages.payrollIdTaken(holder!.name)],
      // Trimmed first: the holder's id with spaces around is still theirs.
      [` ${holder!.link_source_app} `, calendarMessages.payrollIdTaken(holder!.name)],
    ];
    for (const who of [noor.employee_id, other!.employee_id]) {
      for (const [value, message] of refusals) {
        const res = await link(who, value);
        expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(400);
        expect(errorOf(res).message).toContain(message);
        expect(Object.keys(errorOf(res).fields ?? {})).toEqual(['link_source_app']);
      }
    }
    expect(await peopleRows()).toEqual(rows);

    // Their own id again is no clash; another integration's ids are its own (the CSV export has the holder's too).
    expect((await link(holder!.employee_id, holder!.link_source_app)).statusCode).toBe(200);
    const inCsv = (await integrationPeopleApi(admin, csv.id)).find((p) => p.employee_id === holder!.employee_id)!;
    expect(inCsv.link_source_app).toBe(holder!.link_source_app);
    expect((await link(noor.employee_id, 'N-901', csv.id)).statusCode).toBe(200);
  });
});
