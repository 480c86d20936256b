import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assetAddBodySchema, assetEditBodySchema, assetIdBodySchema, assetTypeAddBodySchema } from '../../shared/assets/assets.schema';
import type { Db } from '../db/database';
import { runWrite } from '../sync/run-write';
import { addAsset } from './asset-add';
import { archiveAsset, unarchiveAsset } from './asset-archive';
import { editAsset } from './asset-edit';
import { addAssetType } from './asset-types';

/**
 * The asset writes of fleet-and-assets.md section 7, each through runWrite (idempotent, in order
 * per device) and answering { data: row } so the outbox can store what the server holds.
 */
export function assetWritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/assets/add', { config: { access: 'assets.edit' }, schema: { body: assetAddBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => addAsset(tx, write, req.body)),
  );

  r.post('/api/assets/edit', { config: { access: 'assets.edit' }, schema: { body: assetEditBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => editAsset(tx, write, req.body)),
  );

  r.post('/api/assets/delete', { config: { access: 'assets.edit' }, schema: { body: assetIdBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => archiveAsset(tx, write, req.body.asset_id)),
  );

  r.post('/api/assets/undelete', { config: { access: 'assets.unarchive' }, schema: { body: assetIdBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => unarchiveAsset(tx, write, req.body.asset_id)),
  );

  r.post('/api/asset_types/add', { config: { access: 'assetTypes.add' }, schema: { body: assetTypeAddBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => addAssetType(tx, write, req.body)),
  );
}
