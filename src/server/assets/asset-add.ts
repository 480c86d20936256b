import { assignError, emptyAssetDraft, normalizeAsset, type AssetDraft } from '../../shared/assets/asset-rules';
import { ASSET_FIELDS, type AssetAddBody, type AssetListItem } from '../../shared/assets/assets.schema';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivities } from '../activity/record-activity';
import { assignAutoNumbers } from '../custom-fields/auto-numbers';
import type { Db } from '../db/database';
import { badRequest, HttpError, ruleError } from '../http/errors';
import { sentFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { assetAddedEvents } from './asset-activity';
import { checkedOwner } from './asset-values';
import { assetIdTaken, companyAssetType, insertAsset } from './asset-writes.repo';
import { savedAsset } from './assets.repo';

/**
 * POST /api/assets/add: one asset of /assets/new or one person of a bulk assign, checked by the
 * shared rules (asset-rules.ts assignError) as the flows checked it. The id is the client's (an
 * asset assigned offline keeps it) or made here.
 */
export async function addAsset(tx: Db, write: WriteInfo, body: AssetAddBody): Promise<WriteAnswer<AssetListItem> & { id: string }> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const draft: AssetDraft = { ...emptyAssetDraft(), ...sentFields<AssetDraft>(body, ASSET_FIELDS) };
  const problem = assignError(draft);
  if (problem) throw ruleError([problem]);

  const fields = normalizeAsset(draft);
  if (!(await companyAssetType(tx, companyId, fields.asset_type_id))) {
    throw badRequest(messages.assets.typeNotFound, { asset_type_id: messages.assets.typeNotFound });
  }
  const owner = await checkedOwner(tx, viewer, fields.owner_employee_id!);
  const id = body.id ?? uuidv7();
  if (await assetIdTaken(tx, id)) throw new HttpError(409, 'conflict', messages.assets.idTaken, { id: messages.assets.idTaken });

  await insertAsset(tx, {
    companyId,
    id,
    userId: viewer.user.id,
    fields: { ...fields, excel_import_id: body.excel_import_id ?? null, insert_method: body.insert_method },
  });
  await assignAutoNumbers(tx, companyId, 'asset', id);
  const saved = await savedAsset(tx, companyId, id);
  await recordActivities(
    tx,
    write,
    assetAddedEvents(saved, (personId) => personId === owner.id && owner.companyId === companyId),
  );
  return { id, data: saved };
}
