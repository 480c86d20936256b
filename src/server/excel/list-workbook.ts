import ExcelJS from 'exceljs';
import { customValueForList } from '../../shared/custom-fields/custom-field-values';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';

// A list's rows as a real .xlsx (the fleet and asset exports): one column per list column with its
// label, then the requested custom fields by name. Money is a number with a money format and dates
// are dates, so the sheet sorts and sums as people expect; the header row is frozen and filtered.

export type Cell = string | number | Date | null;
export type CellKind = 'text' | 'money' | 'number' | 'date';

export interface SheetColumn {
  header: string;
  kind: CellKind;
  cells: Cell[];
}

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';

export const amountCell = (v: string | number | null) => (v === null || v === '' ? null : Number(v));
export const dayCell = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** A custom field's column for these rows (`values`: each row's stored custom values). */
export function customFieldColumn(f: CustomFieldRow, ids: readonly string[], values: ReadonlyMap<string, StoredValues>): SheetColumn {
  const stored = (id: string) => values.get(id) ?? {};
  if (f.type === 'date') return { header: f.name, kind: 'date', cells: ids.map((id) => dayCell(stored(id)[f.id])) };
  const kind: CellKind = f.type === 'money' ? 'money' : f.type === 'auto_incrementing_int' ? 'number' : 'text';
  return { header: f.name, kind, cells: ids.map((id) => customValueForList(f, stored(id)[f.id])) };
}

const width = (kind: CellKind, header: string, values: Cell[]) => {
  if (kind === 'date') return Math.max(12, header.length + 2);
  const longest = values.reduce<number>(
    (n, v) => Math.max(n, v === null ? 0 : kind === 'text' ? String(v).length : String(Math.round(Number(v))).length + 4),
    header.length,
  );
  return Math.min(45, Math.max(10, longest + 2));
};

/** The workbook's bytes: one sheet, a frozen bold header with a filter, `rowCount` rows. */
export async function listWorkbook(sheetName: string, columns: readonly SheetColumn[], rowCount: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: width(c.kind, c.header, c.cells),
    style: c.kind === 'money' ? { numFmt: MONEY_FORMAT } : c.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  for (let i = 0; i < rowCount; i++) sheet.addRow(columns.map((c) => c.cells[i] ?? null));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
