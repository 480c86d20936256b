import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Client, Query } from './test-app';

// A list's Excel export (GET /api/cars/list/excel, /api/assets/list/excel) read back with exceljs,
// as a spreadsheet program would read it.

/** The export at `path`, asserted to answer 200: its file name, first sheet, header row and row count. */
export async function exportedWorkbook(c: Client, path: string, query: Query = {}) {
  const res = await c.get(path, query);
  expect(res.statusCode, res.body).toBe(200);
  const { file_name, file_content } = res.json<{ file_name: string; file_content: string }>();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(file_content, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  return { file_name, sheet, header, rows: sheet.rowCount - 1 };
}
