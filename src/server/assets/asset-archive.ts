import type { AssetListItem } from '../../shared/assets/assets.schema';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import type { WriteInfo } from '../sync/run-write';
import { updateAsset } from './asset-writes.repo';
import { getAsset, savedAsset } from './assets.repo';

// An asset's states (fleet-and-assets.md section 4): active (deleted 0) and archived (deleted 1).
// Anyone who may edit archives; only admins unarchive (the route's access 'assets.unarchive').

async function setState(tx: Db, write: WriteInfo, id: string, deleted: 0 | 1): Promise<WriteAnswer<AssetListItem>> {
  const { viewer } = write;
  const found = await getAsset(tx, peopleScope(viewer), id);
  if (!found) throw notFound(messages.assets.assetNotFound);
  const { asset } = found;
  if (deleted === 1 && asset.deleted !== 0) throw badRequest(messages.assets.onlyActiveArchivable);
  if (deleted === 0 && asset.deleted !== 1) throw badRequest(messages.assets.notArchived);
  await updateAsset(tx, { companyId: viewer.company.id, id, userId: viewer.user.id, fields: { deleted } });
  const saved = await savedAsset(tx, viewer.company.id, id);
  await recordActivity(tx, write, {
    related_object: 'asset',
    related_object_id: id,
    event_type: deleted ? 'asset_archived' : 'asset_unarchived',
    event_info_json: { asset_name: asset.asset_name },
  });
  return { data: saved };
}

/** POST /api/assets/delete. */
export const archiveAsset = (tx: Db, write: WriteInfo, id: string) => setState(tx, write, id, 1);

/** POST /api/assets/undelete. */
export const unarchiveAsset = (tx: Db, write: WriteInfo, id: string) => setState(tx, write, id, 0);
