import { format } from 'date-fns';
import { importMessages } from '../../shared/import/import.messages';
import { IMPORT_CELL_MAX_LENGTH, IMPORT_MAX_COLUMNS, IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '../../shared/import/import.schema';

// A file as the import reads it on the device, so it works offline: the first sheet of an .xlsx
// (exceljs, loaded with the page) or a .csv (papaparse: quotes, ',' ';' or tab, a BOM, Windows
// line ends, UTF-8 or Windows-1252 as Excel saves it in Western Europe). Every cell becomes text:
// a date as yyyy-mm-dd, a number as JavaScript writes it, a formula as its result. Beside them the
// cells as the file shows them (a date in the cell's own format), for the preview.

export interface Sheet {
  headers: string[];
  /** The rows under the header, as long as the header; rows with nothing in them are left out. */
  rows: string[][];
  /** The same cells as the file shows them: a date as its format writes it ('01/02/2022'), the rest as in `rows`. */
  shown: string[][];
  /** SHA-256 of the file's bytes, in hex: the same file sent twice is recognised. */
  hash: string;
}

export class FileProblem extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');
/** A date cell as its calendar day: exceljs gives Excel's days as UTC midnights. */
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Excel's date tokens as date-fns writes them ('m' is the month here: formats with a time are not read). */
const EXCEL_DATE_TOKENS: Record<string, string> = {
  yyyy: 'yyyy',
  yy: 'yy',
  mmmm: 'MMMM',
  mmm: 'MMM',
  mm: 'MM',
  m: 'M',
  dddd: 'EEEE',
  ddd: 'EEE',
  dd: 'dd',
  d: 'd',
};

/** A date cell as its number format writes it; a format this cannot read shows the day as dd/mm/yyyy. */
function shownDate(d: Date, numFmt: string | undefined): string {
  const day = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  // The first section, without locale ('[$-813]') or colour ('[Red]') marks, escapes or quotes.
  const fmt = (numFmt ?? '')
    .split(';')[0]!
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/"([^"]*)"/g, '$1');
  // 'mm-dd-yy' (Excel's built-in 14) and 'mm/dd/yy' (how LibreOffice saves its locale's default) mean
  // the reader's short date, which here is dd/mm/yyyy.
  if (!/[dy]/i.test(fmt) || /[hs]/i.test(fmt) || /^mm[-/]dd[-/]yy$/i.test(fmt)) return format(day, 'dd/MM/yyyy');
  const pattern = fmt.replace(/y{4}|y{2}|m{1,4}|d{1,4}|([a-z])|(')/gi, (token, letter?: string, quote?: string) =>
    quote ? "''" : letter ? `'${letter}'` : (EXCEL_DATE_TOKENS[token.toLowerCase()] ?? token),
  );
  return format(day, pattern);
}

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

async function readXlsx(bytes: ArrayBuffer): Promise<{ rows: string[][]; shown: string[][] }> {
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
  const rows: string[][] = [];
  const shown: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as CellValue[]).slice(1, IMPORT_MAX_COLUMNS + 1);
    // row.values is 1-based: index 0 is empty.
    const texts = values.map((v) => cellText(v));
    rows.push(texts);
    shown.push(values.map((v, i) => (v instanceof Date ? shownDate(v, row.getCell(i + 1).numFmt) : texts[i]!)));
  });
  return { rows, shown };
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
function toSheet(table: string[][], hash: string, shownTable: string[][] = table): Sheet {
  const filled = table.flatMap((r, i) => (r.some((c) => c !== '') ? [i] : []));
  const [head, ...body] = filled.map((i) => table[i]!);
  const shownBody = filled.slice(1).map((i) => shownTable[i]!);
  if (!head || body.length === 0) throw new FileProblem(importMessages.noRows);
  if (body.length > IMPORT_MAX_ROWS) throw new FileProblem(importMessages.tooManyRows(IMPORT_MAX_ROWS));
  const width = Math.max(head.length, ...body.map((r) => r.length));
  const keep = Array.from({ length: width }, (_, i) => i).filter((i) => (head[i] ?? '') !== '' || body.some((r) => (r[i] ?? '') !== ''));
  const cell = (r: string[], i: number) => (r[i] ?? '').slice(0, IMPORT_CELL_MAX_LENGTH);
  return {
    headers: keep.map((i, n) => cell(head, i) || `Column ${n + 1}`),
    rows: body.map((r) => keep.map((i) => cell(r, i))),
    shown: shownBody.map((r) => keep.map((i) => cell(r, i))),
    hash,
  };
}

/** Reads an .xlsx or .csv file's first sheet; a FileProblem says what is wrong with it. */
export async function readImportFile(name: string, bytes: ArrayBuffer): Promise<Sheet> {
  if (bytes.byteLength > IMPORT_MAX_FILE_BYTES) throw new FileProblem(importMessages.fileTooLarge);
  const hash = await sha256Hex(bytes);
  const lower = name.toLowerCase();
  if (lower.endsWith('.xlsx') || lower.endsWith('.xlsm')) {
    const { rows, shown } = await readXlsx(bytes);
    return toSheet(rows, hash, shown);
  }
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return toSheet(await readCsv(bytes), hash);
  throw new FileProblem(importMessages.unreadableFile);
}
