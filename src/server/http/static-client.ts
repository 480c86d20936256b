import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPrivatePath } from './no-store';

/** Below this many bytes a response goes uncompressed (a copy saves less than its headers cost): the server's rule, and the build's for its precompressed copies. */
export const COMPRESS_MIN_BYTES = 1024;

/** Serves the built PWA; false when there is none (API tests, or before npm run build). */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<boolean> {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'no built client found; run npm run build');
    return false;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    // The build writes .br and .gz copies (scripts/precompress.ts): sent as they are, not compressed per request.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Hashed assets never change; the shell must always be revalidated so updates arrive, and the
      // signing page's (its address is the link) is kept by no cache at all.
      const shell = isPrivatePath(reply.request.url) ? 'no-store' : 'no-cache';
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : shell);
    },
  });
  return true;
}
