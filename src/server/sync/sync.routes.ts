import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pullQuerySchema } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { pull } from './pull';

export function syncRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every signed-in user has a mirror; what it holds is decided row by row inside the pull.
  r.get('/api/sync/pull', { config: { access: 'signed_in' }, schema: { querystring: pullQuerySchema } }, async (req, reply) => {
    // Per user and per moment: no shared or browser cache may keep it.
    reply.header('cache-control', 'no-store');
    return pull(deps.db, viewerOf(req), req.query);
  });
}
