import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { forbidden } from './errors';

// Another site may not write in a signed-in user's name (OWASP's Fetch Metadata and Origin checks).
// The session cookie's SameSite=Lax keeps it off another site's POST, but not off a sibling
// subdomain's (same site), and sign-in, sign-out and a multipart upload need no cookie to do harm
// or take any body a plain HTML form can send. So every state-changing request, on every route,
// must come from this origin: the browser's Sec-Fetch-Site says so, or, from a browser without it,
// the Origin names this host. A caller sending neither is not a browser page (curl, the tests'
// inject), which no other site can drive. The app's fetches and the service worker's replays are
// same-origin requests and pass.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request is a write that another site (or an opaque origin) sent. */
export function isCrossSiteWrite(req: Pick<FastifyRequest, 'method' | 'headers' | 'host'>): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers['sec-fetch-site'];
  // 'none': the user's own action (typed or bookmarked), never another page's.
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  // A sandboxed frame or a redirect sends 'null': it is no origin of ours.
  return !URL.canParse(origin) || new URL(origin).host !== req.host;
}

export function registerSameOriginWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (isCrossSiteWrite(req)) throw forbidden(messages.http.crossSite);
  });
}
