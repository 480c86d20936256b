import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayrollSandbox, type PayrollSandbox } from '../../scripts/payroll-sandbox/sandbox-server';
import { encryptCredential, integrationCredentials } from '../../src/server/calendar/integrations/credentials';
import { daysOffPushes, integrationPeople, payrollIntegrations, resellerMessages } from '../../src/server/db/schema/calendar';
import { calendarMessages } from '../../src/shared/calendar/calendar.messages';
import type { IntegrationItem } from '../../src/shared/calendar/integration.schema';
import { monthFrom } from '../../src/shared/calendar/push-month';
import { pushMessages } from '../../src/shared/calendar/push.messages';
import type { DaysOffPushItem } from '../../src/shared/calendar/push.schema';
import { uuidv7 } from '../../src/shared/ids';
import { useApiTest } from '../helpers/api-test';
import {
  CSV_EXPORT,
  PAYROLL_SERVICE,
  integrationNamed,
  integrationPeopleApi,
  pushBody,
  pushRows,
  pushToEnd,
  quietPushMonth,
  reauthBody,
} from '../helpers/calendar-api';
import { changedIds, pullAll } from '../helpers/sync-api';
import { errorOf, type Response } from '../helpers/test-app';

// Who may use the push and the integrations (software-contracts-push.md section 6: admins who may
// write), that a company's integrations and pushes stay its own, what bad input of a push gets, and
// that the integrations' credentials are stored encrypted and never leave the server.
let started: PayrollSandbox | undefined;
const { t, facts, admin, manager, readonly, light, other } = useApiTest({
  app: async () => {
    started = await startPayrollSandbox({ port: 0 });
    return { payrollUrl: started.url };
  },
});
afterAll(async () => started?.close());
const sandbox = () => started!;

const month = quietPushMonth();
let http: IntegrationItem;
let csv: IntegrationItem;
let people: string[];
let theirPeople: string[];
/** The demo's push of last month (the payroll service) and an export with its file. */
let pushed: DaysOffPushItem;
let exported: DaysOffPushItem;

beforeAll(async () => {
  http = await integrationNamed(admin, PAYROLL_SERVICE);
  csv = await integrationNamed(admin, CSV_EXPORT);
  const linked = (await integrationPeopleApi(admin, http.id)).filter((p) => p.link_source_app);
  people = linked.slice(0, 2).map((p) => p.employee_id);
  theirPeople = facts
    .peopleOf('Other Company')
    .slice(0, 2)
    .map((p) => p.id);
  const history = (await admin.get('/api/calendar/push/history')).json<{ data: DaysOffPushItem[] }>().data;
  pushed = history.find((p) => p.kind === 'push' && p.status === 'success')!;
  exported = await pushToEnd(admin, { ...month, integration_id: csv.id, employee_ids: people }, 'export');
  expect(exported.has_file).toBe(true);
});

const peopleBody = (integrationId: string, employeeIds = people) => ({ ...month, integration_id: integrationId, employee_ids: employeeIds });

/** Every call of the push and the integrations, for the demo company's integration and commands. */
function calls(employeeIds = people): [string, InjectOptions][] {
  const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({ method: 'POST', url, payload });
  const get = (url: string): InjectOptions => ({ method: 'GET', url });
  return [
    ['status', post('/api/calendar/push/status', peopleBody(http.id, employeeIds))],
    ['withoutIban', post('/api/calendar/push/withoutIban', peopleBody(http.id, employeeIds))],
    ['anomalies', post('/api/calendar/push/anomalies', peopleBody(http.id, employeeIds))],
    ['push', post('/api/calendar/push', pushBody({ ...peopleBody(http.id, employeeIds), confirm_retry_push: true }))],
    ['export', post('/api/calendar/push/export', pushBody(peopleBody(csv.id, employeeIds)))],
    ['command', get(`/api/calendar/push/${pushed.id}`)],
    ['command csv', get(`/api/calendar/push/${exported.id}/csv`)],
    ['detail', get(`/api/integrations/${http.id}/detail`)],
    ['people', get(`/api/integrations/${http.id}/people`)],
    ['payrollTypes', get(`/api/integrations/${http.id}/payrollTypes`)],
    ['linkPerson', post('/api/integrations/linkPerson', { integration_id: http.id, employee_id: employeeIds[0], link_source_app: 'P-matrix' })],
    ['linkDayOffType', post('/api/integrations/linkDayOffType', { integration_id: http.id, day_off_type_id: uuidv7(), payroll_day_off_type_id: 'pt-edu' })],
    ['reauth', post('/api/integrations/reauth', reauthBody(http.id, { new_password: 'sandbox' }))],
  ];
}

/** What the calls could change: the pushes, the integrations and their people, and what the payroll was asked. */
async function snapshot() {
  return {
    pushes: (await pushRows(t.db)).length,
    integrations: await t.db.select().from(payrollIntegrations).orderBy(payrollIntegrations.id),
    people: await t.db.select().from(integrationPeople).orderBy(integrationPeople.id),
    deliveries: sandbox().deliveries(),
  };
}

describe('who may push', () => {
  it('answers 403 to the manager, the read-only user and the light user on every call of the push and the integrations; nothing changes', async () => {
    const before = await snapshot();
    const lists: [string, InjectOptions][] = [
      ['history', { method: 'GET', url: `/api/calendar/push/history?year=${month.year}&month=${month.month}` }],
      ['list', { method: 'GET', url: '/api/integrations/list' }],
    ];
    for (const [who, client] of [
      ['manager', manager],
      ['readonly', readonly],
      ['light', light],
    ] as const) {
      for (const [what, call] of [...calls(), ...lists]) {
        const res = await client.request(call);
        expect(res.statusCode, `${who} ${what}: ${res.body}`).toBe(403);
        expect(errorOf(res).code).toBe('forbidden');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the integrations and the pushes out of their mirrors, and in the admin’s', async () => {
    for (const client of [manager, readonly, light]) {
      const pages = await pullAll(client);
      for (const table of ['payroll_integrations', 'integration_people', 'days_off_pushes'] as const) expect(changedIds(pages, table), table).toEqual([]);
    }
    const pages = await pullAll(admin);
    expect(changedIds(pages, 'payroll_integrations')).toEqual(expect.arrayContaining([http.id, csv.id]));
    expect(changedIds(pages, 'days_off_pushes')).toEqual(expect.arrayContaining([pushed.id, exported.id]));
  });

  it('answers 401 to a caller who is not signed in', async () => {
    for (const [what, call] of calls()) expect((await t.anonymous.request(call)).statusCode, what).toBe(401);
  });
});

describe('another company', () => {
  it('gets 404 for the demo company’s integration and commands, and changes nothing', async () => {
    const before = await snapshot();
    const expected: Record<string, string> = { command: pushMessages.commandNotFound, 'command csv': pushMessages.commandNotFound };
    for (const [what, call] of calls(theirPeople)) {
      const res = await other.request(call);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
      expect(errorOf(res).message, what).toBe(expected[what] ?? pushMessages.integrationNotFound);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('sees none of the demo company’s integrations, pushes or people in its lists', async () => {
    const list = await other.get('/api/integrations/list');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
    const history = await other.get('/api/calendar/push/history');
    expect(history.statusCode).toBe(200);
    expect(history.json<{ data: unknown[] }>().data).toEqual([]);
    const pages = await pullAll(other);
    for (const table of ['payroll_integrations', 'integration_people', 'days_off_pushes', 'day_off_requests', 'day_off_types'] as const)
      expect(changedIds(pages, table), table).toEqual([]);
  });

  it('cannot push people of another company with the demo company’s admin either (400)', async () => {
    const before = await snapshot();
    for (const [what, call] of calls([people[0]!, theirPeople[0]!]).filter(([w]) => ['status', 'withoutIban', 'anomalies', 'push', 'export'].includes(w))) {
      const res = await admin.request(call);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(errorOf(res).message).toBe(pushMessages.notInScope);
    }
    // Nor link one of their people in the demo company's integration.
    const res = await admin.post('/api/integrations/linkPerson', { integration_id: http.id, employee_id: theirPeople[0], link_source_app: 'P-theirs' });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'invalid_input',
      message: calendarMessages.personNotFound,
      fields: { employee_id: calendarMessages.personNotFound },
    });
    expect(await snapshot()).toEqual(before);
  });

  // A command id is the device's: one another company used is refused (409), never a 500 that
  // would also say the id exists elsewhere.
  it('refuses a command_id another company already used with a 4xx, not a server error', async () => {
    const theirs = uuidv7();
    await t.db.insert(payrollIntegrations).values({
      id: theirs,
      company_id: facts.companyId('Other Company'),
      name: 'Their payroll export',
      source: 'csv_export',
      username: 'export',
      customer_code: 'CSV',
      password_enc: await encryptCredential(t.db, 'none'),
    });
    try {
      const [demoCommand] = await t.db.select().from(daysOffPushes).where(eq(daysOffPushes.id, pushed.id));
      const res = await other.post('/api/calendar/push', pushBody({ command_id: pushed.id, ...peopleBody(theirs, theirPeople) }));
      expect(res.statusCode, res.body).toBe(409);
      expect(await t.db.select().from(daysOffPushes).where(eq(daysOffPushes.id, pushed.id))).toEqual([demoCommand]);
    } finally {
      await t.db.delete(payrollIntegrations).where(eq(payrollIntegrations.id, theirs));
    }
  });
});

describe('bad input of a push', () => {
  it('answers 400 with the field’s message and makes no command', async () => {
    const valid = () => pushBody({ command_id: uuidv7(), ...peopleBody(http.id) });
    const cases: [string, Record<string, unknown>, string, string | RegExp][] = [
      ['month 13', { ...valid(), month: 13 }, 'month', pushMessages.badMonth],
      ['month 0', { ...valid(), month: 0 }, 'month', pushMessages.badMonth],
      ['year 1999', { ...valid(), year: 1999 }, 'year', pushMessages.badMonth],
      ['no people', { ...valid(), employee_ids: [] }, 'employee_ids', pushMessages.selectPeople],
      ['a message of 501 characters', { ...valid(), messageForPayroll: 'x'.repeat(501) }, 'messageForPayroll', pushMessages.messageTooLong],
      ['31 February', { ...valid(), wage_payout_date: '31/02/2026' }, 'wage_payout_date', pushMessages.badPayoutDate],
      ['a wage date that is no date', { ...valid(), wage_payout_date: 'soon' }, 'wage_payout_date', pushMessages.badPayoutDate],
      ['a bad meal-voucher date', { ...valid(), meal_voucher_payout_date: '32/01/2026' }, 'meal_voucher_payout_date', pushMessages.badPayoutDate],
      ['no integration', { ...valid(), integration_id: 'payroll' }, 'integration_id', /./],
      ['a command id that is no uuid', { ...valid(), command_id: 'push-1' }, 'command_id', /./],
      ['a person that is no uuid', { ...valid(), employee_ids: ['someone'] }, 'employee_ids.0', /./],
      // The push page offers 2 back to 1 ahead; the server a day either side of that.
      ['four months back', { ...valid(), ...monthFrom(new Date(), -4) }, 'month', pushMessages.monthNotOffered],
      ['three months ahead', { ...valid(), ...monthFrom(new Date(), 3) }, 'month', pushMessages.monthNotOffered],
    ];
    const before = (await pushRows(t.db)).length;
    for (const kind of ['push', 'export'] as const) {
      for (const [what, body, field, message] of cases) {
        if (kind === 'export' && field === 'integration_id') continue;
        const res = await admin.post(
          kind === 'push' ? '/api/calendar/push' : '/api/calendar/push/export',
          kind === 'push' ? body : { ...body, integration_id: csv.id },
        );
        expect(res.statusCode, `${kind} ${what}: ${res.body}`).toBe(400);
        const error = errorOf(res);
        expect(error.code).toBe('invalid_input');
        if (typeof message === 'string') expect(error.fields?.[field], `${kind} ${what}`).toBe(message);
        else expect(error.fields?.[field], `${kind} ${what}`).toMatch(message);
        if (typeof body.command_id === 'string' && /^[0-9a-f-]{36}$/.test(body.command_id))
          expect(await t.db.select().from(daysOffPushes).where(eq(daysOffPushes.id, body.command_id))).toEqual([]);
      }
    }
    expect(await pushRows(t.db)).toHaveLength(before);

    // The review's calls check the month and the people the same way.
    for (const url of ['/api/calendar/push/status', '/api/calendar/push/withoutIban', '/api/calendar/push/anomalies']) {
      const badMonth = await admin.post(url, { ...peopleBody(http.id), month: 13 });
      expect(badMonth.statusCode, url).toBe(400);
      expect(errorOf(badMonth).fields?.month).toBe(pushMessages.badMonth);
      const nobody = await admin.post(url, peopleBody(http.id, []));
      expect(nobody.statusCode, url).toBe(400);
      expect(errorOf(nobody).fields?.employee_ids).toBe(pushMessages.selectPeople);
    }
    expect(await pushRows(t.db)).toHaveLength(before);
  });

  it('takes a message of exactly 500 characters', async () => {
    const done = await pushToEnd(admin, { ...peopleBody(http.id), confirm_retry_push: true, messageForPayroll: 'y'.repeat(500) });
    expect(done).toMatchObject({ status: 'success', message_for_payroll: 'y'.repeat(500) });
  });

  it('answers 404 to an unknown command and 400 to a command id that is no uuid', async () => {
    expect((await admin.get(`/api/calendar/push/${uuidv7()}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/calendar/push/${uuidv7()}/csv`)).statusCode).toBe(404);
    expect((await admin.get('/api/calendar/push/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('the integrations’ credentials', () => {
  const forbidden = (row: typeof payrollIntegrations.$inferSelect, plain: string[]) => [
    'password_enc',
    'secret_enc',
    '"password',
    row.password_enc,
    ...(row.secret_enc ? [row.secret_enc] : []),
    ...plain,
  ];
  const expectNone = (res: Response | string, words: string[], what: string) => {
    const text = typeof res === 'string' ? res : res.body;
    for (const word of words) expect(text.includes(word), `${what} holds ${word}`).toBe(false);
  };
  const rowOf = async (id: string) => (await t.db.select().from(payrollIntegrations).where(eq(payrollIntegrations.id, id)))[0]!;

  it('stores the password encrypted (v1.), which decrypts to the password the payroll takes', async () => {
    const row = await rowOf(http.id);
    expect(row.password_enc).toMatch(/^v1\.[A-Za-z0-9+/=]+$/);
    expect(row.password_enc).not.toContain('sandbox');
    expect(row.password_enc).not.toContain(Buffer.from('sandbox').toString('base64').slice(0, 8));
    expect((await integrationCredentials(t.db, row)).password).toBe('sandbox');
    const csvRow = await rowOf(csv.id);
    expect(csvRow.password_enc).toMatch(/^v1\./);
    expect(await integrationCredentials(t.db, csvRow)).toMatchObject({ password: 'none' });
  });

  it('never sends the password or the secret: not in the list, the detail, the people, the answer of reauth, nor the mirror', async () => {
    const secret = 'my-payroll-secret-42';
    const reauth = await admin.post('/api/integrations/reauth', reauthBody(http.id, { new_password: 'sandbox', new_secret: secret }));
    expect(reauth.statusCode, reauth.body).toBe(200);
    const row = await rowOf(http.id);
    expect(row.secret_enc).toMatch(/^v1\./);
    expect(row.secret_enc).not.toContain(secret);
    expect(await integrationCredentials(t.db, row)).toMatchObject({ password: 'sandbox', secret });

    const words = forbidden(row, ['sandbox', secret]);
    expectNone(reauth, words, 'reauth');
    const refused = await admin.post('/api/integrations/reauth', reauthBody(http.id, { new_password: 'wrong-password-7', new_secret: secret }));
    expect(refused.statusCode).toBe(422);
    expectNone(refused, [...words, 'wrong-password-7'], 'refused reauth');
    expectNone(await admin.get('/api/integrations/list'), words, 'list');
    for (const id of [http.id, csv.id]) {
      expectNone(await admin.get(`/api/integrations/${id}/detail`), words, `detail of ${id}`);
      expectNone(await admin.get(`/api/integrations/${id}/people`), words, `people of ${id}`);
    }
    const detail = (await admin.get(`/api/integrations/${http.id}/detail`)).json<{ data: Record<string, unknown> }>().data;
    expect(Object.keys(detail).sort()).toEqual(
      [
        'id',
        'name',
        'source',
        'username',
        'customer_code',
        'features',
        'needs_iban',
        'login_status',
        'type_links',
        'payroll_types',
        'created_at',
        'updated_at',
        'version',
      ].sort(),
    );
    const pages = await pullAll(admin);
    expectNone(JSON.stringify(pages), forbidden(row, [secret]), 'pull');
    const mirrored = pages.flatMap((p) => p.changes.payroll_integrations ?? []);
    for (const item of mirrored) {
      expect(item).not.toHaveProperty('password_enc');
      expect(item).not.toHaveProperty('secret_enc');
    }
    expect(mirrored.map((i) => i.id)).toContain(http.id);
  });
});

describe('a message to the reseller', () => {
  const demoPush = async () => {
    const [push] = await t.db
      .select({ id: daysOffPushes.id })
      .from(daysOffPushes)
      .where(eq(daysOffPushes.company_id, facts.companyId('Demo Company')))
      .orderBy(daysOffPushes.id)
      .limit(1);
    return push!.id;
  };

  it('is kept for the support desk, and refused (400) without a message or with an unknown subject', async () => {
    const body = { message: 'The push of last month is missing a day.', related_object: 'days_off_push', related_object_id: await demoPush() };
    const res = await admin.post('/api/reseller/message', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(pushMessages.messageSent);
    const { id } = res.json<{ data: { id: string } }>().data;
    const [row] = await t.db
      .select()
      .from(resellerMessages)
      .where(and(eq(resellerMessages.id, id), eq(resellerMessages.company_id, facts.companyId('Demo Company'))));
    expect(row).toMatchObject({
      message: body.message,
      related_object: 'days_off_push',
      related_object_id: body.related_object_id,
      user_id: facts.userId('admin@demo.test'),
    });

    for (const bad of [
      { ...body, message: '' },
      { ...body, related_object: 'car' },
      { ...body, related_object_id: 'push' },
    ]) {
      const refused = await admin.post('/api/reseller/message', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.db.select().from(resellerMessages)).toHaveLength(1);
  });

  it('answers 404 about another company’s push or integration, or an unknown one, and keeps no message', async () => {
    const before = await t.db.select().from(resellerMessages).orderBy(resellerMessages.id);
    const [integration] = await t.db
      .select({ id: payrollIntegrations.id })
      .from(payrollIntegrations)
      .where(eq(payrollIntegrations.company_id, facts.companyId('Demo Company')));
    const cases = [
      { related_object: 'days_off_push', related_object_id: await demoPush(), message: pushMessages.commandNotFound },
      { related_object: 'integration', related_object_id: integration!.id, message: pushMessages.integrationNotFound },
    ];
    for (const c of cases) {
      const res = await other.post('/api/reseller/message', {
        message: 'Whose push is this?',
        related_object: c.related_object,
        related_object_id: c.related_object_id,
      });
      expect(res.statusCode, `${c.related_object}: ${res.body}`).toBe(404);
      expect(errorOf(res), c.related_object).toEqual({ code: 'not_found', message: c.message });
    }
    const unknown = await admin.post('/api/reseller/message', { message: 'Lost push', related_object: 'days_off_push', related_object_id: uuidv7() });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(await t.db.select().from(resellerMessages).orderBy(resellerMessages.id)).toEqual(before);
  });
});
