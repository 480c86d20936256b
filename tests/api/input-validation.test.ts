import { describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../../src/server/db/schema/auth';
import { employees } from '../../src/server/db/schema/people';
import { impersonateBodySchema, loginBodySchema } from '../../src/shared/auth/auth.schema';
import { employeesListQuerySchema } from '../../src/shared/people/people.schema';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { expectBadInputRejected } from '../helpers/bad-input';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// Bad input is refused with 400, a message and the field at fault, never 500, and changes nothing.
const { t, facts } = useApiTest();

const authRows = async () => ({
  sessions: await t.db.select().from(sessions).orderBy(sessions.token_hash),
  failures: await t.db.select().from(loginFailures).orderBy(loginFailures.key),
});

describe('bad input', () => {
  it('POST /api/auth/login refuses every malformed sign-in without counting it as a failed attempt', async () => {
    const cases = await expectBadInputRejected({
      app: t.app,
      method: 'POST',
      url: '/api/auth/login',
      schema: loginBodySchema,
      valid: { email: DEMO_EMAILS.readonly, password: DEMO_PASSWORD },
      snapshot: authRows,
      validStatus: false,
      minCases: 15,
    });
    expect(cases.map((c) => c.name)).toContain('password: 10,000 characters');
  });

  it('POST /api/auth/login still signs in with the valid input afterwards', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAILS.readonly, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('GET /api/employees/list refuses bad paging, sorting, flags and team ids', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const cases = await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/employees/list',
      schema: employeesListQuerySchema,
      valid: {
        search_term: 'a',
        show_all: '1',
        page: 0,
        per_page: 10,
        orderby_column: 'name',
        orderby_direction: 'desc',
        team_id: facts.teamId('Demo Company', 'Sales'),
      },
      snapshot: () => t.db.select({ id: employees.id, version: employees.version }).from(employees).orderBy(employees.id),
      minCases: 20,
    });
    const names = cases.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['per_page: huge number', 'page: negative', 'search_term: 10,000 characters', 'team_id: text']));
    expect(names.some((n) => n.startsWith('orderby_column: unknown value'))).toBe(true);
  });

  it('POST /api/auth/impersonate refuses bad user ids and leaves the session as it was', async () => {
    const support = t.client(await t.login(DEMO_EMAILS.support));
    await expectBadInputRejected({
      app: t.app,
      cookie: support.cookie,
      method: 'POST',
      url: '/api/auth/impersonate',
      schema: impersonateBodySchema,
      valid: { user_id: facts.userId(DEMO_EMAILS.manager) },
      snapshot: authRows,
      minCases: 10,
    });
    // The valid input was sent last: it started acting as the manager.
    expect((await support.me()).user.email).toBe(DEMO_EMAILS.manager);
  });
});
