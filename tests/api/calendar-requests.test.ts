import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayOffRequests } from '../../src/server/db/schema/calendar';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { calendarMessages as m } from '../../src/shared/calendar/calendar.messages';
import type { DayOffRequestItem } from '../../src/shared/calendar/calendar.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import type { ConflictBody } from '../../src/shared/sync/protocol';
import { useApiTest } from '../helpers/api-test';
import { ADMIN_NAME, addDayOffApi, dayOffBody, dayOffTypeId, decideApi, postDayOffAdd, postDecision, requestRow } from '../helpers/calendar-api';
import { managerScope, type FactPerson } from '../helpers/demo-facts';
import { changedIds, pullAll } from '../helpers/sync-api';
import { errorOf } from '../helpers/test-app';

// Day-off requests (software-contracts-push.md section 2, /inbox/daysOff): made, approved and
// declined through the mutations' routes, for the people the writer may see; a request is decided
// once; bad input is refused with the field's message; the mirror holds the request and its answer.
const { t, facts, admin, manager, readonly, other } = useApiTest();

const MANAGER_NAME = 'Tom Peeters';
const demoPeople = () => facts.peopleOf('Demo Company');
const inTeams = () => demoPeople().filter((p) => managerScope(facts).members.has(p.id));
const outsideTeams = () => demoPeople().filter((p) => !managerScope(facts).members.has(p.id));
const vacation = () => dayOffTypeId(t.db, facts.companyId('Demo Company'), 'VAC');
const rowsOf = (employeeId: string) => t.db.select().from(dayOffRequests).where(eq(dayOffRequests.employee_id, employeeId));

let nextDay = 0;
/** A weekday of its own for each request (from Monday 2 June 2031), so no two tests share a day. */
function freshDay(): string {
  const d = new Date(Date.UTC(2031, 5, 2 + 7 * Math.floor(nextDay / 5) + (nextDay % 5)));
  nextDay++;
  return d.toISOString().slice(0, 10);
}

async function requestFor(person: FactPerson, over: Partial<Parameters<typeof dayOffBody>[0]> = {}): Promise<DayOffRequestItem> {
  return addDayOffApi(admin, { employee_id: person.id, day_off_type_id: await vacation(), start_date: freshDay(), ...over });
}

describe('making and deciding a request', () => {
  it('lets an admin request days off for a person, stored as requested, in the mirror’s shape', async () => {
    const person = demoPeople()[4]!;
    const body = dayOffBody({
      employee_id: person.id,
      day_off_type_id: await vacation(),
      start_date: '2031-03-05',
      end_date: '2031-03-07',
      start_part: 'pm',
      end_part: 'am',
      details: '  Family visit  ',
    });
    const res = await postDayOffAdd(admin, body);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: DayOffRequestItem & { version: number } }>().data;
    expect(data).toMatchObject({
      id: body.id,
      employee_id: person.id,
      day_off_type_id: body.day_off_type_id,
      start_date: '2031-03-05',
      end_date: '2031-03-07',
      start_part: 'pm',
      end_part: 'am',
      details: 'Family visit',
      status: 'requested',
      requested_by_name: ADMIN_NAME,
      decided_by_name: null,
      decided_at: null,
      decline_reason: null,
    });
    expect(data.version).toBeGreaterThan(0);
    expect(await requestRow(t.db, body.id)).toMatchObject({
      company_id: facts.companyId('Demo Company'),
      employee_id: person.id,
      status: 'requested',
      start_date: '2031-03-05',
      end_date: '2031-03-07',
      details: 'Family visit',
    });
  });

  it('approves a request: approved, by whom and when', async () => {
    const request = await requestFor(demoPeople()[5]!);
    const before = Date.now();
    const approved = await decideApi(admin, request.id, 'approve');
    expect(approved).toMatchObject({ id: request.id, status: 'approved', decided_by_name: ADMIN_NAME, decline_reason: null });
    expect(Date.parse(approved.decided_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await requestRow(t.db, request.id)).toMatchObject({ status: 'approved', decided_by_name: ADMIN_NAME, updated_by: facts.userId('admin@demo.test') });
  });

  it('declines a request with the reason given, and without one', async () => {
    const withReason = await requestFor(demoPeople()[6]!);
    const declined = await decideApi(admin, withReason.id, 'decline', 'Too many people away that week');
    expect(declined).toMatchObject({ status: 'declined', decided_by_name: ADMIN_NAME, decline_reason: 'Too many people away that week' });
    expect(await requestRow(t.db, withReason.id)).toMatchObject({ status: 'declined', decline_reason: 'Too many people away that week' });

    const without = await requestFor(demoPeople()[6]!);
    expect(await decideApi(admin, without.id, 'decline')).toMatchObject({ status: 'declined', decline_reason: null });
  });

  it('refuses a second decision with 409 and the request as it is now; the first decision stays', async () => {
    const request = await requestFor(demoPeople()[7]!);
    await decideApi(admin, request.id, 'approve');
    for (const decision of ['decline', 'approve'] as const) {
      const res = await postDecision(admin, request.id, decision, 'Changed my mind');
      expect(res.statusCode, `${decision}: ${res.body}`).toBe(409);
      const body = res.json<ConflictBody>();
      expect(body.error).toMatchObject({ code: 'conflict', message: m.alreadyDecided('approved') });
      expect(body.current).toMatchObject({ id: request.id, status: 'approved', decided_by_name: ADMIN_NAME, decline_reason: null });
    }
    expect(await requestRow(t.db, request.id)).toMatchObject({ status: 'approved', decline_reason: null });

    // The same for a declined request, decided by the manager this time.
    const declined = await requestFor(inTeams()[0]!);
    await decideApi(manager, declined.id, 'decline', 'No');
    const res = await postDecision(admin, declined.id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json<ConflictBody>().current).toMatchObject({ status: 'declined', decided_by_name: MANAGER_NAME, decline_reason: 'No' });
    expect(res.json<ConflictBody>().changed_by).toMatchObject({ name: MANAGER_NAME });
  });

  it('refuses a request id that is taken (409) and keeps the first request', async () => {
    const first = await requestFor(demoPeople()[8]!);
    const res = await postDayOffAdd(
      admin,
      dayOffBody({ id: first.id, employee_id: demoPeople()[9]!.id, day_off_type_id: await vacation(), start_date: freshDay() }),
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.requestIdTaken);
    expect(await requestRow(t.db, first.id)).toMatchObject({ employee_id: demoPeople()[8]!.id });
  });

  it('answers a replayed request and a replayed decision as the first time, once (the outbox resends after a lost answer)', async () => {
    const person = demoPeople()[13]!;
    const body = dayOffBody({ employee_id: person.id, day_off_type_id: await vacation(), start_date: freshDay() });
    const key = uuidv7();
    const first = await postDayOffAdd(admin, body, { key });
    const again = await postDayOffAdd(admin, body, { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await rowsOf(person.id)).filter((r) => r.id === body.id)).toHaveLength(1);

    const decisionKey = uuidv7();
    const approved = await postDecision(admin, body.id, 'approve', undefined, { key: decisionKey });
    const replayed = await postDecision(admin, body.id, 'approve', undefined, { key: decisionKey });
    expect(approved.statusCode, approved.body).toBe(200);
    // Not the 409 of a second decision: it is the same decision.
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.headers[REPLAYED_HEADER]).toBe('true');
    expect(replayed.json()).toEqual(approved.json());
  });

  it('refuses an unknown request (404)', async () => {
    const unknown = uuidv7();
    for (const decision of ['approve', 'decline'] as const) {
      const res = await postDecision(admin, unknown, decision);
      expect(res.statusCode, decision).toBe(404);
      expect(errorOf(res).message).toBe(m.requestNotFound);
    }
  });
});

describe('who may decide', () => {
  it('lets a team-only manager request and decide for the people of their teams', async () => {
    const [first, second] = inTeams();
    const made = await addDayOffApi(manager, { employee_id: first!.id, day_off_type_id: await vacation(), start_date: freshDay() });
    expect(made.requested_by_name).toBe(MANAGER_NAME);
    expect(await decideApi(manager, made.id, 'approve')).toMatchObject({ status: 'approved', decided_by_name: MANAGER_NAME });

    const byAdmin = await requestFor(second!);
    expect(await decideApi(manager, byAdmin.id, 'decline', 'Busy week')).toMatchObject({ status: 'declined', decided_by_name: MANAGER_NAME });
  });

  it('answers 404 to a team-only manager deciding for someone outside their teams, and 400 to a request for them; nothing changes', async () => {
    const outsider = outsideTeams()[0]!;
    const request = await requestFor(outsider);
    for (const decision of ['approve', 'decline'] as const) {
      const res = await postDecision(manager, request.id, decision);
      expect(res.statusCode, `${decision}: ${res.body}`).toBe(404);
      expect(errorOf(res).message).toBe(m.requestNotFound);
    }
    expect(await requestRow(t.db, request.id)).toMatchObject({ status: 'requested', decided_by_name: null });

    const before = await rowsOf(outsider.id);
    const body = dayOffBody({ employee_id: outsider.id, day_off_type_id: await vacation(), start_date: freshDay() });
    const res = await postDayOffAdd(manager, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).fields).toEqual({ employee_id: m.personNotFound });
    expect(await rowsOf(outsider.id)).toEqual(before);
  });

  it('refuses a read-only user every write with 403, and nothing changes', async () => {
    const person = demoPeople()[10]!;
    const request = await requestFor(person);
    const before = await rowsOf(person.id);
    const body = dayOffBody({ employee_id: person.id, day_off_type_id: await vacation(), start_date: freshDay() });
    const answers = [
      await postDayOffAdd(readonly, body),
      await postDecision(readonly, request.id, 'approve'),
      await postDecision(readonly, request.id, 'decline', 'No'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).code).toBe('forbidden');
    }
    expect(await rowsOf(person.id)).toEqual(before);
    expect(await requestRow(t.db, body.id)).toBeNull();
  });

  it('keeps a company’s requests from another company: 404 on deciding, 400 on requesting for its people, and none in its mirror', async () => {
    const person = demoPeople()[11]!;
    const request = await requestFor(person);
    for (const decision of ['approve', 'decline'] as const) {
      const res = await postDecision(other, request.id, decision);
      expect(res.statusCode, `${decision}: ${res.body}`).toBe(404);
      expect(errorOf(res).message).toBe(m.requestNotFound);
    }
    expect(await requestRow(t.db, request.id)).toMatchObject({ status: 'requested', decided_by_name: null });

    // A request for the demo company's person, with its type: neither is the other company's.
    const body = dayOffBody({ employee_id: person.id, day_off_type_id: await vacation(), start_date: freshDay() });
    const res = await postDayOffAdd(other, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).fields).toMatchObject({ employee_id: m.personNotFound });
    expect(await requestRow(t.db, body.id)).toBeNull();

    const theirs = await pullAll(other);
    expect(changedIds(theirs, 'day_off_requests')).not.toContain(request.id);
    expect(changedIds(theirs, 'day_off_types')).not.toContain(await vacation());
  });
});

describe('one’s own request', () => {
  it('is decided by nobody who is its person: 403 with the reason for the admin and the team-only manager; it stays requested', async () => {
    for (const [role, client] of [
      ['admin', admin],
      ['manager', manager],
    ] as const) {
      const own = (await client.me()).user.employee_id;
      expect(own, `${role} is a person of the company`).not.toBeNull();
      const request = await addDayOffApi(admin, { employee_id: own!, day_off_type_id: await vacation(), start_date: freshDay() });
      for (const decision of ['approve', 'decline'] as const) {
        const res = await postDecision(client, request.id, decision, 'Mine');
        expect(res.statusCode, `${role} ${decision}: ${res.body}`).toBe(403);
        expect(errorOf(res), `${role} ${decision}`).toEqual({ code: 'forbidden', message: m.ownRequest });
      }
      expect(await requestRow(t.db, request.id), role).toMatchObject({ status: 'requested', decided_by_name: null, decline_reason: null });
    }
  });

  it('is decided by another who may: the admin approves the manager’s own request', async () => {
    const own = (await manager.me()).user.employee_id!;
    const request = await addDayOffApi(admin, { employee_id: own, day_off_type_id: await vacation(), start_date: freshDay() });
    expect(await decideApi(admin, request.id, 'approve')).toMatchObject({ status: 'approved', decided_by_name: ADMIN_NAME });
  });
});

describe('the request the path names', () => {
  it('is the one decided: a body naming another request is refused with 400 and neither changes', async () => {
    const [first, second] = [demoPeople()[13]!, demoPeople()[14]!];
    const named = await requestFor(first);
    const other = await requestFor(second);
    for (const decision of ['approve', 'decline'] as const) {
      const res = await admin.post(`/api/calendar/requests/${named.id}/${decision}`, { request_id: other.id, reason: 'No' });
      expect(res.statusCode, `${decision}: ${res.body}`).toBe(400);
      expect(errorOf(res).fields, decision).toEqual({ request_id: messages.sync.pathDiffersFromBody('request_id') });
    }
    for (const id of [named.id, other.id]) expect(await requestRow(t.db, id)).toMatchObject({ status: 'requested', decided_by_name: null });
  });
});

describe('bad input', () => {
  it('answers 400 with the field’s message and stores nothing', async () => {
    const person = demoPeople()[12]!;
    const type = await vacation();
    const valid = () => dayOffBody({ employee_id: person.id, day_off_type_id: type, start_date: '2031-09-08', end_date: '2031-09-10' });
    const before = await rowsOf(person.id);
    const cases: [string, Record<string, unknown>, string, string | RegExp][] = [
      ['the last day before the first', { ...valid(), start_date: '2031-09-10', end_date: '2031-09-08' }, 'end_date', m.endBeforeStart],
      ['a morning as the first day of several', { ...valid(), start_part: 'am' }, 'start_part', m.firstDayAfternoon],
      ['an afternoon as the last day of several', { ...valid(), end_part: 'pm' }, 'end_part', m.lastDayMorning],
      ['a one-day request with two halves', { ...valid(), end_date: '2031-09-08', start_part: 'am', end_part: 'pm' }, 'end_part', m.oneDayOnePart],
      ['more than a year', { ...valid(), end_date: '2032-09-10' }, 'end_date', m.tooLong(366)],
      ['an unknown type', { ...valid(), day_off_type_id: uuidv7() }, 'day_off_type_id', m.typeNotFound],
      ['an unknown person', { ...valid(), employee_id: uuidv7() }, 'employee_id', m.personNotFound],
      ['a type that is no uuid', { ...valid(), day_off_type_id: 'VAC' }, 'day_off_type_id', m.selectType],
      ['a person that is no uuid', { ...valid(), employee_id: '' }, 'employee_id', m.selectPerson],
      ['a day that does not exist', { ...valid(), start_date: '2031-02-30' }, 'start_date', /./],
      ['an unknown part', { ...valid(), start_part: 'evening' }, 'start_part', /./],
    ];
    for (const [what, body, field, message] of cases) {
      const res = await postDayOffAdd(admin, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      const error = errorOf(res);
      expect(error.code, what).toBe('invalid_input');
      if (typeof message === 'string') expect(error.fields?.[field], what).toBe(message);
      else expect(error.fields?.[field], what).toMatch(message);
      expect(await requestRow(t.db, body.id as string), what).toBeNull();
    }

    const badId = await postDayOffAdd(admin, { ...valid(), id: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(errorOf(badId).fields ?? {})).toEqual(['id']);
    expect(await rowsOf(person.id)).toEqual(before);
  });

  it('answers 400 to a decision whose request id is no uuid', async () => {
    for (const decision of ['approve', 'decline'] as const) {
      const res = await admin.post(`/api/calendar/requests/not-a-uuid/${decision}`, { request_id: 'not-a-uuid', reason: '' });
      expect(res.statusCode, decision).toBe(400);
      expect(errorOf(res).fields).toHaveProperty('request_id');
    }
  });
});

describe('the mirror', () => {
  it('holds the new request, then its decision, for the admin; the manager’s holds only their teams’ requests', async () => {
    // Not the admin's own: nobody decides their own request.
    const own = (await admin.me()).user.employee_id;
    const person = inTeams().filter((p) => p.id !== own)[1]!;
    const request = await requestFor(person, { start_part: 'am' });
    const first = (await pullAll(admin)).flatMap((p) => p.changes.day_off_requests ?? []).filter((r) => r.id === request.id);
    expect(first).toEqual([expect.objectContaining({ id: request.id, employee_id: person.id, status: 'requested', start_part: 'am', end_part: 'am' })]);

    const { cursor, scope } = (await pullAll(admin)).at(-1)!;
    await decideApi(admin, request.id, 'decline', 'Short notice');
    const later = (await pullAll(admin, { cursor, scope })).flatMap((p) => p.changes.day_off_requests ?? []);
    expect(later).toEqual([
      expect.objectContaining({
        id: request.id,
        status: 'declined',
        decided_by_name: ADMIN_NAME,
        decline_reason: 'Short notice',
        requested_by_name: ADMIN_NAME,
      }),
    ]);

    const outsider = await requestFor(outsideTeams()[1]!);
    const managers = changedIds(await pullAll(manager), 'day_off_requests');
    expect(managers).toContain(request.id);
    expect(managers).not.toContain(outsider.id);
  });
});
