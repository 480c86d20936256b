import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pullQuerySchema } from '../../shared/sync/protocol';
import { PULL_NEXT_HEADER, pullNextValue } from '../../shared/sync/pull-next';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { pull } from './pull';

/**
 * A pull page is megabytes of JSON: brotli at its fastest setting makes it as small as gzip's
 * default does, in a third of the time (docs/architecture.md section 5). Scripts and styles keep
 * gzip, where brotli's fastest setting is 15% larger.
 */
const PULL_COMPRESSION: Pick<FastifyCompressOptions, 'encodings' | 'brotliOptions'> = {
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};

export function syncRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every signed-in user has a mirror; what it holds is decided row by row inside the pull.
  r.get('/api/sync/pull', { config: { access: 'signed_in' }, schema: { querystring: pullQuerySchema }, compress: PULL_COMPRESSION }, async (req, reply) => {
    // Per user and per moment: no shared or browser cache may keep it.
    const page = await pull(deps.db, viewerOf(req), req.query);
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    if (page.next) reply.header(PULL_NEXT_HEADER, pullNextValue(page.next));
    return page.json;
  });
}
