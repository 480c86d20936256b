import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { impersonateBodySchema, loginBodySchema } from '../../shared/auth/auth.schema';
import { messages } from '../../shared/messages';
import { viewerSchema } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { sessionTokenOf, sessionViewer, viewerOf } from '../http/access';
import { HttpError, badRequest, notFound, unauthenticated } from '../http/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieAfterSignIn, trustedDeviceOf } from './device-cookie';
import { clearFailures, recordFailure, throttleOf } from './login-limit.repo';
import { timingDummyHash, verifyPassword } from './passwords';
import { SESSION_COOKIE, createSession, deleteSession, setImpersonation } from './sessions.repo';
import { findUserByEmail, listCompanyUsers } from './viewer.repo';

export function authRoutes(app: FastifyInstance, deps: { db: Db; secureCookies: boolean }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: deps.secureCookies };

  r.post('/api/auth/login', { config: { access: 'public' }, schema: { body: loginBodySchema } }, async (req, reply) => {
    const { email, password } = req.body;
    const user = await findUserByEmail(db, email);
    const deviceCookie = req.cookies[DEVICE_COOKIE];
    const attempt = { email, ip: req.ip, device: user ? trustedDeviceOf(deviceCookie, user) : null };
    const throttle = await throttleOf(db, attempt);
    if (throttle.lockedMinutes > 0) throw new HttpError(429, 'rate_limited', messages.auth.tooManyAttempts(throttle.lockedMinutes));
    if (throttle.delayMs > 0) await sleep(throttle.delayMs);
    const ok = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), password);
    if (!user || !ok) {
      await recordFailure(db, attempt);
      throw unauthenticated(messages.auth.invalidCredentials);
    }
    await clearFailures(db, attempt);
    const session = await createSession(db, { userId: user.id, companyId: user.company_id });
    reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
    // Only the sign-in reads it: sent nowhere else, kept when the user signs out.
    reply.setCookie(DEVICE_COOKIE, deviceCookieAfterSignIn(deviceCookie, user), {
      ...cookieOptions,
      path: '/api/auth/login',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
    return { ok: true };
  });

  r.post('/api/auth/logout', { config: { access: 'public' } }, async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return { ok: true };
  });

  r.get('/api/me', { config: { access: 'signed_in' }, schema: { response: { 200: viewerSchema } } }, async (req) => viewerOf(req));

  // The app's first question at every start. Signed out is an answer here, not a 401: a browser
  // logs every 401 as an error in the console of the sign-in page.
  r.get('/api/auth/session', { config: { access: 'public' }, schema: { response: { 200: z.object({ viewer: viewerSchema.nullable() }) } } }, async (req) => ({
    viewer: await sessionViewer(db, req),
  }));

  r.get('/api/auth/users', { config: { access: 'user.impersonate' } }, async (req) => {
    const data = await listCompanyUsers(db, viewerOf(req).company.id);
    return { data, count: data.length };
  });

  r.post('/api/auth/impersonate', { config: { access: 'user.impersonate' }, schema: { body: impersonateBodySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const target = (await listCompanyUsers(db, viewer.company.id)).find((u) => u.id === req.body.user_id);
    if (!target) throw notFound();
    if (target.id === viewer.user.id) throw badRequest('You are already signed in as this user.', { user_id: 'Choose another user.' });
    await setImpersonation(db, sessionTokenOf(req)!, target.id);
    return { ok: true };
  });

  r.post('/api/auth/impersonate/stop', { config: { access: 'signed_in' }, schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async (req) => {
    if (!viewerOf(req).impersonator) throw badRequest(messages.auth.notImpersonating);
    await setImpersonation(db, sessionTokenOf(req)!, null);
    return { ok: true };
  });
}
