import type { Viewer } from '../../src/shared/policy/viewer';
import { DEMO_EMAILS, type DemoUserKey, type TestApp } from './test-app';

/** Everyone who may call the API: nobody, each demo user, and support acting as two of them. */
export const CALLER_KEYS = ['anonymous', 'admin', 'manager', 'readonly', 'light', 'support', 'other', 'support-as-manager', 'support-as-readonly'] as const;
export type CallerKey = (typeof CALLER_KEYS)[number];
export type SignedInCallerKey = Exclude<CallerKey, 'anonymous'>;

export interface CallerSession {
  key: CallerKey;
  cookie: string | undefined;
  /** Null for the anonymous caller. */
  viewer: Viewer | null;
  /**
   * After a call that may have changed the session (signing out, starting or stopping an
   * impersonation), checks it still stands for the same viewer and opens a new one if not.
   */
  ensureIntact(): Promise<void>;
}

const impersonated: Partial<Record<CallerKey, DemoUserKey>> = { 'support-as-manager': 'manager', 'support-as-readonly': 'readonly' };

async function signIn(t: TestApp, key: CallerKey): Promise<string | undefined> {
  if (key === 'anonymous') return undefined;
  const target = impersonated[key];
  if (!target) return t.login(DEMO_EMAILS[key as DemoUserKey]);
  const cookie = await t.login(DEMO_EMAILS.support);
  const support = t.client(cookie);
  const users = (await support.get('/api/auth/users')).json<{ data: { id: string; email: string }[] }>().data;
  const user = users.find((u) => u.email === DEMO_EMAILS[target]);
  const res = await support.post('/api/auth/impersonate', { user_id: user?.id });
  if (res.statusCode !== 200) throw new Error(`Support could not act as ${target}: ${res.statusCode} ${res.body}`);
  return cookie;
}

const sameViewer = (a: Viewer, b: Viewer) => a.user.id === b.user.id && a.impersonator?.id === b.impersonator?.id;

/** A new session for the caller, with its viewer as GET /api/me tells it. */
export async function openCallerSession(t: TestApp, key: CallerKey): Promise<CallerSession> {
  const session: CallerSession = {
    key,
    cookie: await signIn(t, key),
    viewer: null,
    ensureIntact: async () => {
      if (!session.viewer) return;
      const res = await t.client(session.cookie).get('/api/me');
      if (res.statusCode === 200 && sameViewer(res.json<Viewer>(), session.viewer)) return;
      session.cookie = await signIn(t, key);
    },
  };
  if (session.cookie) session.viewer = await t.client(session.cookie).me();
  return session;
}
