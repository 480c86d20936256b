import { z } from 'zod';
import { messages } from '../messages';
import { editBaseSchema } from '../sync/edit-base';
import { personRefSchema } from '../person-ref';
import { objectListQuerySchema } from '../list-query';
import { INSERT_METHODS } from '../objects';
import { searchInput, textInput } from '../input-schemas';

// Assets and asset types (fleet-and-assets.md sections 2, 3, 5, 7 and 9).

/** fleet-and-assets.md section 9: the asset list's page sizes. */
export const ASSET_PAGE_SIZES = [10, 30, 60, 90] as const;
/** fleet-and-assets.md section 9: bulk assign sends one item at a time, 600 ms apart. */
export const BULK_ASSIGN_DELAY_MS = 600;
/** fleet-and-assets.md section 9: the asset-type search waits this long after the last key. */
export const ASSET_TYPE_SEARCH_DEBOUNCE_MS = 200;
/** GET /api/asset_types/list answers pages of this many types (ours; the spec gives `page` only). */
export const ASSET_TYPE_PAGE_SIZE = 20;
/** fleet-and-assets.md section 9: limited text default max. */
export const ASSET_TEXT_MAX_LENGTH = 240;
export const ASSET_TYPE_NAME_MAX_LENGTH = 100;

/** The picture of an asset is its type's: one of these drawings (ours; the spec names a `picture` only). */
export const ASSET_PICTURES = ['laptop', 'phone', 'monitor', 'tablet', 'headset', 'keyboard', 'mouse', 'chair', 'badge', 'printer', 'camera', 'other'] as const;
export type AssetPicture = (typeof ASSET_PICTURES)[number];

const flag = z.union([z.literal(0), z.literal(1)]);

/** A row of GET /api/asset_types/list and of the mirror. */
export const assetTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.enum(ASSET_PICTURES),
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
});
export type AssetType = z.infer<typeof assetTypeSchema>;

/** A row of GET /api/assets/list, of the mirror, and the answer of every asset write. */
export const assetListItemSchema = z.object({
  id: z.string(),
  asset_type_id: z.string(),
  /** The type's name (spec: asset_name in calls). */
  asset_name: z.string(),
  picture: z.enum(ASSET_PICTURES),
  owner_employee_id: z.string().nullable(),
  owner_employee_name: z.string().nullable(),
  owner_employee_avatar: z.string().nullable(),
  /** Excluding VAT, as a decimal string ('1299.00'). */
  price: z.string().nullable(),
  vendor: z.string().nullable(),
  serial_number: z.string().nullable(),
  insert_method: z.enum(INSERT_METHODS),
  deleted: flag,
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
});
export type AssetListItem = z.infer<typeof assetListItemSchema>;

const text = textInput(ASSET_TEXT_MAX_LENGTH).nullable();
/** As typed or sent: '1299,50', '1299.5' or 1299.5; asset-rules.ts checks and normalises it. */
const moneyInput = z.union([z.string().max(32), z.number()]).nullable();

/** The fields a user sets on an asset. Shape only; what is required where is in asset-rules.ts. */
export const assetFieldsSchema = z.object({
  asset_type_id: z.uuid({ error: messages.assets.selectAsset }),
  owner_employee_id: personRefSchema,
  price: moneyInput,
  vendor: text,
  serial_number: text,
});
export type AssetField = keyof z.output<typeof assetFieldsSchema>;
export const ASSET_FIELDS = Object.keys(assetFieldsSchema.shape) as AssetField[];
/** The fields' labels: in the forms, on the detail page, in the list and its Excel export alike. */
export const ASSET_FIELD_LABELS: Record<AssetField, string> = {
  asset_type_id: 'Asset type',
  owner_employee_id: 'Person',
  price: 'Price excluding VAT',
  vendor: 'Vendor',
  serial_number: 'Serial number',
};
/** The fields as stored and sent back. */
export type SavedAssetFields = Pick<AssetListItem, AssetField>;

/** POST /api/assets/add. `id` is made by the client so an asset assigned offline keeps it. */
export const assetAddBodySchema = assetFieldsSchema.partial().extend({
  id: z.uuid().optional(),
  asset_type_id: assetFieldsSchema.shape.asset_type_id,
  excel_import_id: textInput(100).nullable().optional(),
  insert_method: z.enum(INSERT_METHODS).optional().default('manual'),
});
export type AssetAddBody = z.output<typeof assetAddBodySchema>;

/** POST /api/assets/edit: owner, price, vendor and serial number (fleet-and-assets.md section 2). `base` as for cars. */
export const assetEditBodySchema = assetFieldsSchema.omit({ asset_type_id: true }).partial().extend({
  asset_id: z.uuid(),
  base: editBaseSchema,
});
export type AssetEditBody = z.output<typeof assetEditBodySchema>;
export const ASSET_EDIT_FIELDS = ['owner_employee_id', 'price', 'vendor', 'serial_number'] as const satisfies readonly AssetField[];

/** POST /api/assets/delete (archive) and /api/assets/undelete. */
export const assetIdBodySchema = z.object({ asset_id: z.uuid() });

/** The built-in columns of /assets (fleet-and-assets.md section 2), in the spec's order. */
export const ASSET_LIST_COLUMNS = ['asset', 'person', 'serial_number'] as const;
export type AssetListColumn = (typeof ASSET_LIST_COLUMNS)[number];
/** The columns' headers, in the list and in its Excel export alike. */
export const ASSET_COLUMN_LABELS: Record<AssetListColumn, string> = {
  asset: 'Asset',
  person: ASSET_FIELD_LABELS.owner_employee_id,
  serial_number: ASSET_FIELD_LABELS.serial_number,
};

export const assetsListQuerySchema = objectListQuerySchema(ASSET_LIST_COLUMNS, 'asset').extend({
  /** fleet-and-assets.md section 7: accepted with the one-call fetch; one database serves reads here. */
  use_readreplica: z.union([z.literal('0'), z.literal('1')]).optional(),
});
export type AssetsListQuery = z.output<typeof assetsListQuerySchema>;

/** GET /api/asset_types/list?keyword&page. */
export const assetTypesQuerySchema = z.object({
  keyword: searchInput(ASSET_TYPE_NAME_MAX_LENGTH),
  page: z.coerce.number().int().min(0).max(100_000).optional().default(0),
});

/** POST /api/asset_types/add (the settings page /settings/assetTypes/add). */
export const assetTypeAddBodySchema = z.object({
  id: z.uuid().optional(),
  name: z.string({ error: messages.assets.fillTypeName }).pipe(textInput(ASSET_TYPE_NAME_MAX_LENGTH).min(1, messages.assets.fillTypeName)),
  picture: z.enum(ASSET_PICTURES).optional().default('other'),
});
export type AssetTypeAddBody = z.output<typeof assetTypeAddBodySchema>;

/** GET /api/assets/employee/{id}/pendingAssets: what the person still holds. */
export interface PendingAsset {
  asset_id: string;
  asset_name: string;
}
