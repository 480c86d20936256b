import type { FastifyInstance } from 'fastify';
import { assetArchive, assetAssign, assetEdit, assetTypeAdd, assetUnarchive } from '../../shared/assets/assets.mutations';
import type { Db } from '../db/database';
import { writeRoute } from '../sync/write-route';
import { addAsset } from './asset-add';
import { archiveAsset, unarchiveAsset } from './asset-archive';
import { editAsset } from './asset-edit';
import { addAssetType } from './asset-types';

/**
 * The asset writes of fleet-and-assets.md section 7, each through runWrite (idempotent, in order
 * per device) and answering { data: row } so the outbox can store what the server holds.
 */
export function assetWritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  writeRoute(app, assetAssign, deps, { access: 'assets.edit', handler: (tx, write, body) => addAsset(tx, write, body) });
  writeRoute(app, assetEdit, deps, { access: 'assets.edit', handler: (tx, write, body) => editAsset(tx, write, body) });
  writeRoute(app, assetArchive, deps, { access: 'assets.edit', handler: (tx, write, body) => archiveAsset(tx, write, body.asset_id) });
  writeRoute(app, assetUnarchive, deps, { access: 'assets.unarchive', handler: (tx, write, body) => unarchiveAsset(tx, write, body.asset_id) });
  writeRoute(app, assetTypeAdd, deps, { access: 'assetTypes.add', handler: (tx, write, body) => addAssetType(tx, write, body) });
}
