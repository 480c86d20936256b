import ExcelJS from 'exceljs';
import { defineTask } from '../workers/worker-pool';
import type { Cell, CellKind, SheetColumn } from './list-workbook';

// The workbook itself, built in a worker thread (workers/worker-pool.ts): 20,000 rows are seconds of
// exceljs that would otherwise hold every other request.

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';

const width = (kind: CellKind, header: string, values: Cell[]) => {
  if (kind === 'date') return Math.max(12, header.length + 2);
  const longest = values.reduce<number>(
    (n, v) => Math.max(n, v === null ? 0 : kind === 'text' ? String(v).length : String(Math.round(Number(v))).length + 4),
    header.length,
  );
  return Math.min(45, Math.max(10, longest + 2));
};

export interface WorkbookInput {
  sheetName: string;
  columns: readonly SheetColumn[];
  rowCount: number;
}

/** The workbook's bytes: one sheet, a frozen bold header with a filter, `rowCount` rows. */
export async function buildListWorkbook({ sheetName, columns, rowCount }: WorkbookInput): Promise<Uint8Array> {
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
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const listWorkbookTask = defineTask(import.meta.url, buildListWorkbook);
