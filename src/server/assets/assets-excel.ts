import { ASSET_COLUMN_LABELS, ASSET_FIELD_LABELS, type AssetListItem } from '../../shared/assets/assets.schema';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';
import { amountCell, customFieldColumn, listWorkbook, type SheetColumn } from '../excel/list-workbook';

// GET /api/assets/list/excel: the list's rows as a real .xlsx: Asset, Person, Serial number, the
// price excluding VAT (a number, so it sums), the vendor, then the requested custom fields.

export const PRICE_EXCL_VAT_HEADER = ASSET_FIELD_LABELS.price;

export async function assetsWorkbook(
  rows: readonly AssetListItem[],
  fields: readonly CustomFieldRow[],
  values: ReadonlyMap<string, StoredValues>,
): Promise<Buffer> {
  const ids = rows.map((r) => r.id);
  const columns: SheetColumn[] = [
    { header: ASSET_COLUMN_LABELS.asset, kind: 'text', cells: rows.map((r) => r.asset_name) },
    { header: ASSET_COLUMN_LABELS.person, kind: 'text', cells: rows.map((r) => r.owner_employee_name) },
    { header: ASSET_COLUMN_LABELS.serial_number, kind: 'text', cells: rows.map((r) => r.serial_number) },
    { header: PRICE_EXCL_VAT_HEADER, kind: 'money', cells: rows.map((r) => amountCell(r.price)) },
    { header: ASSET_FIELD_LABELS.vendor, kind: 'text', cells: rows.map((r) => r.vendor) },
    ...fields.map((f) => customFieldColumn(f, ids, values)),
  ];
  return listWorkbook('Assets', columns, rows.length);
}

/** The file's name: assets (or archived assets) and today's date. */
export const assetsFileName = (archived: boolean, today = new Date().toISOString().slice(0, 10)) => `${archived ? 'archived-assets' : 'assets'}-${today}.xlsx`;
