import type { FastifyInstance } from 'fastify';

/**
 * Answers no cache may keep: every API answer (people, licences, participants, contracts, days off,
 * the session, the signing link's contract ...) and the signing page, whose address is the link
 * itself. One rule by path rather than a flag per route, so a new list cannot forget it; a route
 * that sets its own Cache-Control (a download) keeps it. The device keeps its data in its own
 * database, never in the HTTP cache, so nothing is lost.
 */
const PRIVATE_PATH = /^\/(api|sign)\//;
export const isPrivatePath = (url: string): boolean => PRIVATE_PATH.test(url);

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isPrivatePath(req.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
