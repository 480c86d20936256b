import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { LICENSE_COLUMN_LABELS } from '../../shared/software/software.schema';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';
import { customFieldColumn, dayCell, listWorkbook, type SheetColumn } from '../excel/list-workbook';
import type { LicenseListItem } from './software-columns';

// GET /api/software/licenses/list/excel: the licences of the list as a real .xlsx: product, its
// web address, person, username, the two days (dates, so the sheet sorts them), whether active,
// then the licence's custom fields.

export const SOFTWARE_URL_HEADER = 'Web address';
export const SOFTWARE_ACTIVE_HEADER = 'Active';

export async function licensesWorkbook(
  rows: readonly LicenseListItem[],
  fields: readonly CustomFieldRow[],
  values: ReadonlyMap<string, StoredValues>,
): Promise<Buffer> {
  const ids = rows.map((r) => r.id);
  const columns: SheetColumn[] = [
    { header: LICENSE_COLUMN_LABELS.product, kind: 'text', cells: rows.map((r) => r.name) },
    { header: SOFTWARE_URL_HEADER, kind: 'text', cells: rows.map((r) => r.url) },
    { header: LICENSE_COLUMN_LABELS.person, kind: 'text', cells: rows.map((r) => r.employee_name) },
    { header: LICENSE_COLUMN_LABELS.username, kind: 'text', cells: rows.map((r) => r.username) },
    { header: LICENSE_COLUMN_LABELS.date_enabled, kind: 'date', cells: rows.map((r) => dayCell(r.date_enabled)) },
    { header: LICENSE_COLUMN_LABELS.date_deactivated, kind: 'date', cells: rows.map((r) => dayCell(r.date_deactivated)) },
    { header: SOFTWARE_ACTIVE_HEADER, kind: 'text', cells: rows.map((r) => (r.active === 1 ? 'Yes' : 'No')) },
    ...fields.map((f) => customFieldColumn(f, ids, values)),
  ];
  return listWorkbook('Licences', columns, rows.length);
}

/** The file's name: the segment and today's date. */
export const licensesFileName = (segment: string, today = new Date().toISOString().slice(0, 10)) =>
  `${segment === 'all' ? 'software-licences' : `software-licences-${segment}`}-${today}.xlsx`;
