import { sql } from 'drizzle-orm';
import type { AssetListItem, AssetType } from '../../shared/assets/assets.schema';
import { assets, assetTypes } from '../db/schema/assets';
import { employees } from '../db/schema/people';

// The select list of every asset answer (list, detail, writes, sync pull) and its conversion to
// AssetListItem. Queries using it inner join asset_types and left join employees on the owner.

export const assetOwnerName = sql<string | null>`${employees.first_name} || ' ' || ${employees.last_name}`;

export const assetListColumns = {
  id: assets.id,
  asset_type_id: assets.asset_type_id,
  asset_name: assetTypes.name,
  picture: assetTypes.picture,
  owner_employee_id: assets.owner_employee_id,
  owner_employee_name: assetOwnerName,
  owner_employee_avatar: employees.avatar,
  price: assets.price,
  vendor: assets.vendor,
  serial_number: assets.serial_number,
  insert_method: assets.insert_method,
  deleted: assets.deleted,
  created_at: assets.created_at,
  version: assets.version,
  updated_at: assets.updated_at,
};

export type RawAsset = Omit<AssetListItem, 'updated_at' | 'created_at'> & { updated_at: Date; created_at: Date };
export const toAssetItem = (r: RawAsset): AssetListItem => ({
  ...r,
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const assetTypeColumns = {
  id: assetTypes.id,
  name: assetTypes.name,
  picture: assetTypes.picture,
  created_at: assetTypes.created_at,
  version: assetTypes.version,
  updated_at: assetTypes.updated_at,
};

export type RawAssetType = Omit<AssetType, 'updated_at' | 'created_at'> & { updated_at: Date; created_at: Date };
export const toAssetType = (r: RawAssetType): AssetType => ({
  ...r,
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
