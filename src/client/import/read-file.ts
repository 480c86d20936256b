import { importMessages } from '../../shared/import/import.messages';
import { IMPORT_CELL_MAX_LENGTH, IMPORT_MAX_COLUMNS, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '../../shared/import/import.schema';

// A file as the import reads it on the device, so it works offline: the first sheet of an .xlsx
// (exceljs, loaded with the page) or a .csv (papaparse: quotes, ',' ';' or tab, a BOM, Windows
// line ends, UTF-8 or Windows-1252 as Excel saves it in Western Europe). Every cell becomes text:
// a date as yyyy-mm-dd, a number as JavaScript writes it, a formula as its result.

export interface Sheet {
  headers: string[];
  /** The rows under the header, as long as the header; rows with nothing in them are left out. */
  rows: string[][];
  /** SHA-256 of the file's bytes, in hex: the same file sent twice is recognised. */
  hash: string;
}

export class FileProblem extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');
/** A date cell as its calendar day: exceljs gives Excel's days as UTC midnights. */
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

type CellValue = null | undefined | string | number | boolean | Date | { [key: string]: unknown };

/** A cell's value as text (exceljs's rich text, hyperlinks, formulas and errors included). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return value.trim();
  if ('richText' in value && Array.isArray(value.richText))
    return (value.richText as { text: string }[])
      .map((r) => r.text)
      .join('')
      .trim();
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return cellText(value.text as CellValue);
  if ('error' in value) return '';
  return '';
}

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function readXlsx(bytes: ArrayBuffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes);
  } catch {
    throw new FileProblem(importMessages.unreadableFile);
  }
  // The sheet with the most rows: a file may start with a cover or instructions sheet.
  const sheet = [...book.worksheets].sort((a, b) => b.actualRowCount - a.actualRowCount)[0];
  if (!sheet) throw new FileProblem(importMessages.noRows);
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as CellValue[];
    // row.values is 1-based: index 0 is empty.
    out.push(values.slice(1, IMPORT_MAX_COLUMNS + 1).map((v) => cellText(v)));
  });
  return out;
}

function decodeText(bytes: ArrayBuffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  // Not UTF-8 (a replacement character appeared): Excel's 'CSV' in Western Europe is Windows-1252.
  return utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

async function readCsv(bytes: ArrayBuffer): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t', '|'], skipEmptyLines: 'greedy' });
  if (parsed.data.length === 0 && parsed.errors.length) throw new FileProblem(importMessages.unreadableFile);
  return parsed.data.map((r) => r.slice(0, IMPORT_MAX_COLUMNS).map((c) => c.trim()));
}

/** The first non-empty row is the header; columns without a header and without values are dropped. */
function toSheet(table: string[][], hash: string): Sheet {
  const rows = table.filter((r) => r.some((c) => c !== ''));
  const [head, ...body] = rows;
  if (!head || body.length === 0) throw new FileProblem(importMessages.noRows);
  if (body.length > IMPORT_MAX_ROWS) throw new FileProblem(importMessages.tooManyRows(IMPORT_MAX_ROWS));
  const width = Math.max(head.length, ...body.map((r) => r.length));
  const keep = Array.from({ length: width }, (_, i) => i).filter((i) => (head[i] ?? '') !== '' || body.some((r) => (r[i] ?? '') !== ''));
  const cell = (r: string[], i: number) => (r[i] ?? '').slice(0, IMPORT_CELL_MAX_LENGTH);
  return {
    headers: keep.map((i, n) => cell(head, i) || `Column ${n + 1}`),
    rows: body.map((r) => keep.map((i) => cell(r, i))),
    hash,
  };
}

/** Reads an .xlsx or .csv file's first sheet; a FileProblem says what is wrong with it. */
export async function readImportFile(name: string, bytes: ArrayBuffer): Promise<Sheet> {
  if (bytes.byteLength > IMPORT_MAX_FILE_BYTES) throw new FileProblem(importMessages.fileTooLarge);
  const hash = await sha256Hex(bytes);
  const lower = name.toLowerCase();
  if (lower.endsWith('.xlsx') || lower.endsWith('.xlsm')) return toSheet(await readXlsx(bytes), hash);
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return toSheet(await readCsv(bytes), hash);
  throw new FileProblem(importMessages.unreadableFile);
}
