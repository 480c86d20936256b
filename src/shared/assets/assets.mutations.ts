import { z } from 'zod';
import { messages } from '../messages';
import { defineMutation } from '../sync/mutation';
import { draftOfAsset, emptyAssetDraft, normalizeAsset } from './asset-rules';
import {
  ASSET_EDIT_FIELDS,
  BULK_ASSIGN_DELAY_MS,
  assetAddBodySchema,
  assetEditBodySchema,
  assetIdBodySchema,
  assetTypeAddBodySchema,
  type AssetListItem,
  type AssetType,
} from './assets.schema';

// The assets area's writes, replayed by the outbox as the documented calls. The device shows the
// type's and the owner's names from its own mirrors, so `apply` leaves the joined names as they were.

export const describeAsset = (a: Pick<AssetListItem, 'asset_name' | 'owner_employee_name'> | null, id: string) =>
  a ? `Asset ${a.asset_name}${a.owner_employee_name ? ` of ${a.owner_employee_name}` : ''}` : `Asset ${id.slice(0, 8)}`;

/**
 * POST /api/assets/add, from /assets/new and from each person of a bulk assign. Every item waits
 * 600 ms before the next (fleet-and-assets.md section 9: bulk assign sends one person at a time).
 */
export const assetAssign = defineMutation({
  name: 'asset.assign',
  title: 'Assign asset',
  args: assetAddBodySchema.extend({ id: z.uuid() }),
  table: 'assets',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/assets/add',
  body: assetAddBodySchema,
  apply: (_row: AssetListItem | null, a): AssetListItem => {
    const now = new Date().toISOString();
    const fields = normalizeAsset({ ...emptyAssetDraft(), ...a, owner_employee_id: a.owner_employee_id ?? null });
    return {
      id: a.id,
      asset_name: '',
      picture: 'other',
      owner_employee_name: null,
      owner_employee_avatar: null,
      insert_method: a.insert_method,
      deleted: 0,
      created_at: now,
      version: 0,
      updated_at: now,
      ...fields,
    };
  },
  // The flows pass a better label ('Laptop for Emma Janssens') to mutate(); this is the fallback.
  describe: (_row, a) => `Asset ${a.id.slice(0, 8)}`,
  delayMs: BULK_ASSIGN_DELAY_MS,
  refusedTitle: messages.assets.couldNotCreate,
});

export const assetEdit = defineMutation({
  name: 'asset.edit',
  title: 'Edit asset',
  args: assetEditBodySchema.omit({ base: true }),
  table: 'assets',
  entityId: (a) => a.asset_id,
  changedFields: (a) => ASSET_EDIT_FIELDS.filter((f) => a[f] !== undefined),
  method: 'POST',
  path: '/api/assets/edit',
  body: assetEditBodySchema,
  apply: (row: AssetListItem | null, a) => {
    if (!row) return null;
    const draft = draftOfAsset(row);
    for (const f of ASSET_EDIT_FIELDS) if (a[f] !== undefined) (draft as unknown as Record<string, unknown>)[f] = a[f];
    const fields = normalizeAsset(draft);
    const sameOwner = fields.owner_employee_id === row.owner_employee_id;
    return {
      ...row,
      ...fields,
      owner_employee_name: sameOwner ? row.owner_employee_name : null,
      owner_employee_avatar: sameOwner ? row.owner_employee_avatar : null,
      updated_at: new Date().toISOString(),
    };
  },
  describe: (row, a) => describeAsset(row, a.asset_id),
});

export const assetArchive = defineMutation({
  name: 'asset.delete',
  title: 'Archive asset',
  args: assetIdBodySchema,
  table: 'assets',
  entityId: (a) => a.asset_id,
  method: 'POST',
  path: '/api/assets/delete',
  body: assetIdBodySchema,
  apply: (row: AssetListItem | null) => (row ? { ...row, deleted: 1 as const } : null),
  describe: (row, a) => describeAsset(row, a.asset_id),
});

export const assetUnarchive = defineMutation({
  name: 'asset.undelete',
  title: 'Unarchive asset',
  args: assetIdBodySchema,
  table: 'assets',
  entityId: (a) => a.asset_id,
  method: 'POST',
  path: '/api/assets/undelete',
  body: assetIdBodySchema,
  apply: (row: AssetListItem | null) => (row ? { ...row, deleted: 0 as const } : null),
  describe: (row, a) => describeAsset(row, a.asset_id),
});

/** /settings/assetTypes/add: usable at once, offline too, by the assign flows of this device. */
export const assetTypeAdd = defineMutation({
  name: 'assetType.add',
  title: 'Add asset type',
  args: assetTypeAddBodySchema.extend({ id: z.uuid() }),
  table: 'asset_types',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/asset_types/add',
  body: assetTypeAddBodySchema,
  apply: (_row: AssetType | null, a): AssetType => {
    const now = new Date().toISOString();
    return { id: a.id, name: a.name, picture: a.picture, created_at: now, version: 0, updated_at: now };
  },
  describe: (_row, a) => `Asset type ${a.name}`,
});

export const assetsMutations = [assetAssign, assetEdit, assetArchive, assetUnarchive, assetTypeAdd];
