import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

const { t, facts } = useApiTest();

/** A fresh support session, so one test's impersonation never leaks into another. */
const freshSupport = async (): Promise<Client> => t.client(await t.login(DEMO_EMAILS.support));
const impersonate = (c: Client, email: string) => c.post('/api/auth/impersonate', { user_id: facts.userId(email) });

describe('impersonation by support', () => {
  it('lists the users of the own company to choose from, never another company’s', async () => {
    const res = await (await freshSupport()).get('/api/auth/users');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json<{ data: { id: string; email: string }[]; count: number }>();
    expect(count).toBe(data.length);
    const emails = data.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_EMAILS.admin, DEMO_EMAILS.manager, DEMO_EMAILS.readonly, DEMO_EMAILS.light, DEMO_EMAILS.support]));
    expect(emails).not.toContain(DEMO_EMAILS.other);
    expect(res.body).not.toMatch(/password/);
  });

  it('acts as the chosen user, shows who is really acting, and stopping restores support', async () => {
    const support = await freshSupport();
    const res = await impersonate(support, DEMO_EMAILS.manager);
    expect(res.statusCode).toBe(200);

    const acting = await support.me();
    expect(acting.user.email).toBe(DEMO_EMAILS.manager);
    expect(acting.role).toBe('team_only');
    expect(acting.impersonator).toEqual({ id: facts.userId(DEMO_EMAILS.support), email: DEMO_EMAILS.support, name: 'Sam Support' });
    // The rights are the manager's: support's own admin rights do not leak through.
    expect((await support.get('/api/employees/listCrossGroups')).statusCode).toBe(403);
    const teams = (await support.get('/api/teams/list')).json<{ data: { name: string }[] }>().data.map((x) => x.name);
    expect(teams).toEqual(['Logistics', 'Sales']);

    const stop = await support.post('/api/auth/impersonate/stop');
    expect(stop.statusCode).toBe(200);
    const back = await support.me();
    expect(back.user.email).toBe(DEMO_EMAILS.support);
    expect(back.impersonator).toBeNull();
    expect((await support.get('/api/employees/listCrossGroups')).statusCode).toBe(200);
  });

  it('cannot start another impersonation while acting as someone', async () => {
    const support = await freshSupport();
    expect((await impersonate(support, DEMO_EMAILS.readonly)).statusCode).toBe(200);
    const again = await impersonate(support, DEMO_EMAILS.admin);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: { code: 'forbidden', message: messages.http.forbidden } });
    expect((await support.me()).user.email).toBe(DEMO_EMAILS.readonly);
  });

  it('answers 404 for a user of another company and keeps support as themselves', async () => {
    const support = await freshSupport();
    const res = await impersonate(support, DEMO_EMAILS.other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    const me = await support.me();
    expect(me.user.email).toBe(DEMO_EMAILS.support);
    expect(me.impersonator).toBeNull();
  });

  it('answers 404 for an id that is no user at all', async () => {
    const res = await (await freshSupport()).post('/api/auth/impersonate', { user_id: facts.teamId('Demo Company', 'Sales') });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to impersonate oneself, and to stop when not impersonating', async () => {
    const support = await freshSupport();
    const self = await impersonate(support, DEMO_EMAILS.support);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: { code: 'invalid_input', fields: { user_id: expect.any(String) } } });
    const stop = await support.post('/api/auth/impersonate/stop');
    expect(stop.statusCode).toBe(400);
    expect(stop.json()).toEqual({ error: { code: 'invalid_input', message: messages.auth.notImpersonating } });
  });

  it('ends with the session: signing out while impersonating signs the support user out', async () => {
    const support = await freshSupport();
    await impersonate(support, DEMO_EMAILS.light);
    expect((await support.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await support.get('/api/me')).statusCode).toBe(401);
  });
});

describe('impersonation by anyone else', () => {
  it.each([DEMO_EMAILS.admin, DEMO_EMAILS.manager, DEMO_EMAILS.readonly, DEMO_EMAILS.light, DEMO_EMAILS.other])(
    '%s may neither list users nor act as another user (403)',
    async (email) => {
      const c = await t.as(email);
      const list = await c.get('/api/auth/users');
      expect(list.statusCode).toBe(403);
      const res = await c.post('/api/auth/impersonate', { user_id: facts.userId(DEMO_EMAILS.readonly === email ? DEMO_EMAILS.light : DEMO_EMAILS.readonly) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: messages.http.forbidden } });
      const me = await c.me();
      expect(me.user.email).toBe(email);
      expect(me.impersonator).toBeNull();
    },
  );

  it('anonymous callers get 401', async () => {
    const res = await t.anonymous.post('/api/auth/impersonate', { user_id: facts.userId(DEMO_EMAILS.admin) });
    expect(res.statusCode).toBe(401);
  });
});
