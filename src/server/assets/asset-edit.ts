import { assetFieldKind, draftOfAsset, editError, normalizeAsset, type AssetDraft } from '../../shared/assets/asset-rules';
import { describeAsset } from '../../shared/assets/assets.mutations';
import { ASSET_EDIT_FIELDS, type AssetEditBody, type AssetListItem } from '../../shared/assets/assets.schema';
import { sameValue } from '../../shared/edit-changes';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivities } from '../activity/record-activity';
import type { Db } from '../db/database';
import { badRequest, notFound, ruleError } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import { ConflictError } from '../sync/conflict';
import { sentFields, staleFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { assetChangeEvents } from './asset-activity';
import { ASSET_EDIT, checkedOwner } from './asset-values';
import { peopleOfCompany, updateAsset } from './asset-writes.repo';
import { getAsset, savedAsset } from './assets.repo';

/**
 * POST /api/assets/edit: owner, price, vendor and serial number merged over the asset as it is now
 * and checked by the shared rules (asset-rules.ts editError). With `base` (sent from the outbox)
 * the edit applies only if each field it names still holds that value, as POST /api/cars/edit.
 */
export async function editAsset(tx: Db, write: WriteInfo, body: AssetEditBody): Promise<WriteAnswer<AssetListItem>> {
  const { viewer } = write;
  const found = await getAsset(tx, peopleScope(viewer), body.asset_id);
  if (!found) throw notFound(messages.assets.assetNotFound);
  const { asset, changedBy } = found;
  if (asset.deleted !== 0) throw badRequest(messages.assets.onlyActiveEditable);
  if (body.base && staleFields(ASSET_EDIT, asset, body.base).length > 0) {
    throw new ConflictError(messages.sync.conflict(describeAsset(asset, asset.id), changedBy.name), asset, changedBy);
  }

  const sent = sentFields<AssetDraft>(body, ASSET_EDIT_FIELDS);
  const before = draftOfAsset(asset);
  const after: AssetDraft = { ...before, ...sent };
  const problem = editError(after);
  if (problem) throw ruleError([problem]);
  const changed = ASSET_EDIT_FIELDS.filter((f) => sent[f] !== undefined && !sameValue(assetFieldKind(f), sent[f], before[f]));
  if (changed.length === 0) return { data: asset };

  const fields = normalizeAsset(after);
  // Only a new owner is checked: a price change keeps the asset with a person who has since left.
  if (fields.owner_employee_id !== asset.owner_employee_id) await checkedOwner(tx, viewer, fields.owner_employee_id!);
  const { asset_type_id: _type, ...changes } = fields;
  await updateAsset(tx, { companyId: viewer.company.id, id: asset.id, userId: viewer.user.id, fields: changes });
  const saved = await savedAsset(tx, viewer.company.id, asset.id);
  const mine = await peopleOfCompany(tx, viewer.company.id, [asset.owner_employee_id, saved.owner_employee_id]);
  await recordActivities(
    tx,
    write,
    assetChangeEvents(asset, saved, (p) => mine.has(p)),
  );
  return { data: saved };
}
