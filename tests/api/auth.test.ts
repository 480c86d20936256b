import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { messages } from '../../src/shared/messages';
import { viewerSchema } from '../../src/shared/policy/viewer';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

const { t, facts } = useApiTest();

const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('signing in', () => {
  it('sets a session cookie that scripts cannot read and other sites cannot send', async () => {
    const res = await signIn(DEMO_EMAILS.admin, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/);
    const days = ((sid?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect((await t.client(`sid=${sid?.value}`).me()).user.email).toBe(DEMO_EMAILS.admin);
  });

  it('marks the cookie Secure when the server runs with secure cookies', async () => {
    const secure = await buildApp({ db: t.db, secureCookies: true });
    try {
      const res = await secure.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD } });
      expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secure.app.close();
    }
  });

  it('accepts the email whatever its case and with spaces around it', async () => {
    const res = await signIn('  Admin@Demo.TEST ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong email and a wrong password alike, so accounts cannot be discovered', async () => {
    const wrongEmail = await signIn('nobody@demo.test', DEMO_PASSWORD);
    const wrongPassword = await signIn(DEMO_EMAILS.readonly, 'not-the-password');
    for (const res of [wrongEmail, wrongPassword]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: messages.auth.invalidCredentials } });
      expect(res.cookies).toEqual([]);
    }
  });

  it('locks an email for 15 minutes after 5 failures, even against the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(DEMO_EMAILS.light, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await signIn(DEMO_EMAILS.light, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 'rate_limited', message: messages.auth.tooManyAttempts(15) } });
    expect(locked.cookies).toEqual([]);
    // Other people are not locked out by someone guessing at one account.
    expect((await signIn(DEMO_EMAILS.readonly, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the failures per address whatever its spelling, so case changes do not get around the lock', async () => {
    const spellings = ['support@demo.test', 'SUPPORT@demo.test', ' Support@Demo.Test', 'support@DEMO.TEST ', 'SuPpOrT@demo.test'];
    for (const email of spellings) expect((await signIn(email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(DEMO_EMAILS.support, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('locks an unknown email the same way, so the lock reveals nothing either', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('ghost@demo.test', `wrong-${i}`)).statusCode).toBe(401);
    expect((await signIn('ghost@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets earlier failures once the user signs in successfully', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(DEMO_EMAILS.manager, 'typo')).statusCode).toBe(401);
      expect((await signIn(DEMO_EMAILS.manager, DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('the session', () => {
  it('/api/me tells who is signed in, in which company, with which role, rights and teams', async () => {
    const res = await (await t.as(DEMO_EMAILS.manager)).get('/api/me');
    expect(res.statusCode).toBe(200);
    const me = res.json<Record<string, unknown>>();
    expect(Object.keys(me).sort()).toEqual(Object.keys(viewerSchema.shape).sort());
    expect(me).toMatchObject({
      user: { id: facts.userId(DEMO_EMAILS.manager), email: DEMO_EMAILS.manager, name: 'Tom Peeters' },
      company: { id: facts.companyId('Demo Company'), name: 'Demo Company' },
      admin: false,
      role: 'team_only',
      support: false,
      group_access: 'full',
      impersonator: null,
    });
    const managed = [facts.teamId('Demo Company', 'Sales'), facts.teamId('Demo Company', 'Logistics')].sort();
    expect(me.managed_team_ids).toEqual(managed);
    expect(res.body).not.toMatch(/password|token_hash/);
  });

  it('refuses anonymous callers and unknown cookies with 401 and a sign-in message', async () => {
    const anonymous = await t.anonymous.get('/api/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'unauthenticated', message: messages.auth.signedOut } });
    const forged = await t.client('sid=forged-token').get('/api/me');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: { code: 'unauthenticated', message: messages.auth.sessionExpired } });
  });

  it('/api/auth/session answers the viewer, or null when signed out, never a 401 (the sign-in page logs no error)', async () => {
    const signedIn = await (await t.as(DEMO_EMAILS.manager)).get('/api/auth/session');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ viewer: (await (await t.as(DEMO_EMAILS.manager)).get('/api/me')).json() });
    for (const caller of [t.anonymous, t.client('sid=forged-token')]) {
      const res = await caller.get('/api/auth/session');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ viewer: null });
    }
    const laptop = t.client(await t.login(DEMO_EMAILS.readonly));
    await laptop.post('/api/auth/logout');
    expect((await laptop.get('/api/auth/session')).json()).toEqual({ viewer: null });
  });

  it('signing out ends the session on the server and clears the cookie, other devices stay signed in', async () => {
    const laptop = t.client(await t.login(DEMO_EMAILS.readonly));
    const phone = t.client(await t.login(DEMO_EMAILS.readonly));
    const out = await laptop.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? Infinity).toBeLessThanOrEqual(Date.now());
    // A copy of the old cookie is worthless now.
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect((await phone.me()).user.email).toBe(DEMO_EMAILS.readonly);
  });

  it('signing out without a session is harmless', async () => {
    expect((await t.anonymous.post('/api/auth/logout')).statusCode).toBe(200);
  });
});
