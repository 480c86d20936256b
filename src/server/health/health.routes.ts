import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export function healthRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
