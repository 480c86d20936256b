import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_MAX_FAILURES } from '../../src/shared/auth/auth.schema';
import { messages } from '../../src/shared/messages';
import { useApiTest } from '../helpers/api-test';
import { DEMO_EMAILS } from '../helpers/test-app';

// The two attacks on the sign-in limit (docs/architecture.md, "Sign-in throttling"): guessing at
// one account, and guessing at many from one shared address. Each locks out the attacker's
// untrusted clients, never the browser the account's owner has signed in with before.
const { t } = useApiTest();

interface From {
  ip: string;
  /** The wp_device cookie the browser holds, if any. */
  device?: string;
}

async function signIn(email: string, password: string, from: From) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from.ip,
    payload: { email, password },
    headers: from.device ? { cookie: `wp_device=${from.device}` } : {},
  });
  return { status: res.statusCode, body: res.body, device: res.cookies.find((c) => c.name === 'wp_device') };
}

/** The owner's usual browser: it has signed in before and holds the device cookie. */
async function usualBrowser(email: string, ip: string): Promise<From> {
  const first = await signIn(email, DEMO_PASSWORD, { ip });
  expect(first.status, first.body).toBe(200);
  expect(first.device).toMatchObject({ httpOnly: true, path: '/api/auth/login' });
  return { ip, device: first.device!.value };
}

describe('guessing at one account', () => {
  it('locks the account for strangers, but its owner’s usual browser still signs in', async () => {
    const owner = await usualBrowser(DEMO_EMAILS.light, '10.0.0.1');
    const attacker = { ip: '203.0.113.7' };
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await signIn(DEMO_EMAILS.light, `guess-${i}`, attacker)).status).toBe(401);

    const locked = await signIn(DEMO_EMAILS.light, DEMO_PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toEqual({ error: { code: 'rate_limited', message: messages.auth.tooManyAttempts(15) } });
    // A browser the owner never used is a stranger too, even from the owner's address.
    expect((await signIn(DEMO_EMAILS.light, DEMO_PASSWORD, { ip: owner.ip })).status).toBe(429);
    // A made-up or another account's device cookie earns no trust.
    expect((await signIn(DEMO_EMAILS.light, DEMO_PASSWORD, { ...attacker, device: `${owner.device!.slice(0, -4)}AAAA` })).status).toBe(429);
    const other = await usualBrowser(DEMO_EMAILS.readonly, '203.0.113.7');
    expect((await signIn(DEMO_EMAILS.light, DEMO_PASSWORD, other)).status).toBe(429);

    expect((await signIn(DEMO_EMAILS.light, DEMO_PASSWORD, owner)).status).toBe(200);
  });

  it('limits a trusted browser’s own wrong passwords, without locking the account for another trusted one', async () => {
    const laptop = await usualBrowser(DEMO_EMAILS.support, '10.0.0.2');
    const tablet = await usualBrowser(DEMO_EMAILS.support, '10.0.0.3');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await signIn(DEMO_EMAILS.support, `typo-${i}`, laptop)).status).toBe(401);
    expect((await signIn(DEMO_EMAILS.support, DEMO_PASSWORD, laptop)).status).toBe(429);
    expect((await signIn(DEMO_EMAILS.support, DEMO_PASSWORD, tablet)).status).toBe(200);
    // The laptop's typos were not counted against the account: a new browser still gets in.
    expect((await signIn(DEMO_EMAILS.support, DEMO_PASSWORD, { ip: '10.0.0.4' })).status).toBe(200);
  });
});

describe('guessing at many accounts from one address', () => {
  it('locks the address for strangers, but people behind it who signed in before still get in', async () => {
    const office = '198.51.100.9';
    const colleague = await usualBrowser(DEMO_EMAILS.manager, office);
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++) {
      expect((await signIn(`nobody-${i}@demo.test`, 'guess', { ip: office })).status).toBe(401);
    }
    expect((await signIn(DEMO_EMAILS.admin, DEMO_PASSWORD, { ip: office })).status).toBe(429);
    expect((await signIn(DEMO_EMAILS.manager, DEMO_PASSWORD, colleague)).status).toBe(200);
    // Elsewhere, nobody is locked out.
    expect((await signIn(DEMO_EMAILS.admin, DEMO_PASSWORD, { ip: '198.51.100.10' })).status).toBe(200);
  }, 120_000);
});
