import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importMessages } from '../../shared/import/import.messages';
import { importRightOf } from '../../shared/import/import.rights';
import { can } from '../../shared/policy/policy';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { importItem } from './imports.repo';

/** GET /api/import/{id}: an import's progress, which the page polls while the job runs. */
export function importRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/import/:id', { config: { access: 'signed_in' }, schema: { params: z.object({ id: z.uuid() }) } }, async (req) => {
      const viewer = viewerOf(req);
      const item = await importItem(deps.db, viewer.company.id, req.params.id);
      if (!item || !can(viewer, importRightOf(item.kind))) throw notFound(importMessages.notFound);
      return { data: item };
    });
}
