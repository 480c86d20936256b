import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built PWA; any non-API path that is not a file gets index.html (client routes). */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'no built client found; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    setHeaders: (reply, path) => {
      // Hashed assets never change; the shell must always be revalidated so updates arrive.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'not_found', message: `Not found. ${req.method} ${req.url.split('?')[0]}` } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
