import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { assetImport } from './asset-import';
import { assetsMutations } from './assets.mutations';
import type { AssetListItem, AssetType } from './assets.schema';

const tables = [
  mirrored<Versioned<AssetType>>()('asset_types', 'Asset types'),
  // A person's assets (the person page's pending assets).
  mirrored<Versioned<AssetListItem>>()('assets', 'Assets', 'id, owner_employee_id'),
] as const;

export const assetsArea: SharedArea<typeof tables> = { tables, mutations: assetsMutations, objectTypes: ['asset'], importTargets: { asset: assetImport } };
