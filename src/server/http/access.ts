import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Action } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import { messages } from '../../shared/messages';
import type { Db } from '../db/database';
import { SESSION_COOKIE, findSession } from '../auth/sessions.repo';
import { loadViewer } from '../auth/viewer.repo';
import { forbidden, unauthenticated } from './errors';

/** What a route needs: nothing ('public'), a session ('signed_in'), or a policy action. */
export type Access = 'public' | 'signed_in' | Action;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

const viewers = new WeakMap<FastifyRequest, Viewer>();
const tokens = new WeakMap<FastifyRequest, string>();

/** The signed-in viewer of a request whose route is not public. */
export function viewerOf(req: FastifyRequest): Viewer {
  const v = viewers.get(req);
  if (!v) throw unauthenticated();
  return v;
}

export function sessionTokenOf(req: FastifyRequest): string | undefined {
  return tokens.get(req);
}

/** The viewer of the request's session cookie, or null (no cookie, an ended or unknown session). */
export async function sessionViewer(db: Db, req: FastifyRequest): Promise<Viewer | null> {
  const token = req.cookies[SESSION_COOKIE];
  const session = token ? await findSession(db, token) : null;
  return session ? loadViewer(db, session) : null;
}

/**
 * Every /api route must say what it needs, or the app refuses to start: a route cannot forget
 * its check. The list of routes and their access feeds the permission-matrix test.
 */
export function registerAccessControl(app: FastifyInstance, deps: { db: Db }): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });

  // Before validation: who may call a route is decided before its input is looked at.
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = req.cookies[SESSION_COOKIE];
    const viewer = await sessionViewer(deps.db, req);
    if (!token || !viewer) throw unauthenticated(token ? messages.auth.sessionExpired : messages.auth.signedOut);
    viewers.set(req, viewer);
    tokens.set(req, token);
    if (access !== 'signed_in' && !can(viewer, access)) throw forbidden();
  });
  return table;
}
