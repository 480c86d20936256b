import type { ValueKind } from '../edit-changes';
import { moneyInputError, savedMoney } from '../money';
import { foldText } from '../format';
import { messages } from '../messages';
import type { AssetField, AssetListItem, AssetType, PendingAsset, SavedAssetFields } from './assets.schema';

// The asset rules of fleet-and-assets.md sections 4 and 5, written once: the assign flow, the bulk
// flow, the edit page and the server all ask these.

/** An asset as a form holds it: money as typed. */
export interface AssetDraft {
  asset_type_id: string | null;
  owner_employee_id: string | null;
  price: string | number | null;
  vendor: string | null;
  serial_number: string | null;
}

export interface AssetRuleError {
  field: AssetField;
  message: string;
}

export const emptyAssetDraft = (): AssetDraft => ({ asset_type_id: null, owner_employee_id: null, price: null, vendor: null, serial_number: null });

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** The inline marker of the price (invalid number, must be positive, too many decimals), or null. */
export const priceError = (d: Pick<AssetDraft, 'price'>): string | null => moneyInputError(d.price);

/**
 * Step 1 of /assets/new, and of each bulk item: a type ('please select asset', toast 'Invalid'),
 * a person (the field is marked required), a valid price. The first problem, or null.
 */
export function assignError(d: AssetDraft, o: { needsPerson?: boolean } = {}): AssetRuleError | null {
  if (blank(d.asset_type_id)) return { field: 'asset_type_id', message: messages.assets.selectAsset };
  if ((o.needsPerson ?? true) && blank(d.owner_employee_id)) return { field: 'owner_employee_id', message: messages.validation.required };
  const price = priceError(d);
  return price ? { field: 'price', message: price } : null;
}

/** /assets/{id}/edit: everyone's asset has an owner ('fill all forms'), and a valid price. */
export function editError(d: AssetDraft): AssetRuleError | null {
  if (blank(d.owner_employee_id)) return { field: 'owner_employee_id', message: messages.assets.fillAllForms };
  const price = priceError(d);
  return price ? { field: 'price', message: price } : null;
}

/** How an asset field compares for an edit (shared/edit-changes.ts): the price by amount ('1299.00' is '1299,0'), the rest as text. */
export const assetFieldKind = (field: string): ValueKind => (field === 'price' ? 'money' : 'text');

/** The values saved, as the row carries them: money as a decimal string, empty text as null. */
export function normalizeAsset(d: AssetDraft): SavedAssetFields {
  const textOrNull = (v: string | null) => (blank(v) ? null : v!.trim());
  return {
    asset_type_id: String(d.asset_type_id ?? ''),
    owner_employee_id: blank(d.owner_employee_id) ? null : String(d.owner_employee_id),
    price: savedMoney(d.price),
    vendor: textOrNull(d.vendor),
    serial_number: textOrNull(d.serial_number),
  };
}

export const draftOfAsset = (a: SavedAssetFields): AssetDraft => ({
  asset_type_id: a.asset_type_id,
  owner_employee_id: a.owner_employee_id,
  price: a.price,
  vendor: a.vendor,
  serial_number: a.serial_number,
});

/**
 * What a person still holds (GET /api/assets/employee/{id}/pendingAssets, and the person page on
 * the device): their active assets, by name.
 */
export function pendingAssetsOf(
  assets: readonly Pick<AssetListItem, 'id' | 'asset_name' | 'owner_employee_id' | 'deleted'>[],
  personId: string,
): PendingAsset[] {
  return assets
    .filter((a) => a.owner_employee_id === personId && a.deleted === 0)
    .map((a) => ({ asset_id: a.id, asset_name: a.asset_name }))
    .sort((x, y) => x.asset_name.localeCompare(y.asset_name) || x.asset_id.localeCompare(y.asset_id));
}

/** GET /api/asset_types/list's rule, also used on the device: names containing the keyword, by name. */
export function matchingAssetTypes<T extends Pick<AssetType, 'id' | 'name'>>(types: readonly T[], keyword: string): T[] {
  const needle = foldText(keyword.trim());
  return types.filter((t) => !needle || foldText(t.name).includes(needle)).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Two asset types of one company may not share a name (case and accents ignored). */
export const sameTypeName = (a: string, b: string) => foldText(a.trim()) === foldText(b.trim());
