import { z } from 'zod';
import { IMPORT_KINDS } from '../import-target';
import { stripControlCharacters, textInput } from '../input-schemas';
import { messages } from '../messages';
import { importMessages } from './import.messages';

// The import's records (/import/{kind}, /import/history): one row per file sent, mirrored so the
// history and a running import's progress read from the device, and the batch the outbox sends.

export const IMPORT_MAX_ROWS = 20_000;
/** A file larger than this is refused before it is read (a 20,000-row sheet is a few megabytes). */
export const IMPORT_MAX_FILE_BYTES = 15 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_CELL_MAX_LENGTH = 5000;
/** How often the page asks for a running import's progress. */
export const IMPORT_POLL_MS = 1000;
/** The request of a 20,000-row batch: cells are short, but a file may have many columns. */
export const IMPORT_BODY_LIMIT_BYTES = 40 * 1024 * 1024;

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'undo_queued', 'undoing', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  queued: 'Waiting',
  running: 'Importing',
  done: 'Imported',
  failed: 'Failed',
  undo_queued: 'Waiting to undo',
  undoing: 'Undoing',
  undone: 'Undone',
};
export const isImportBusy = (s: ImportStatus) => s === 'queued' || s === 'running' || s === 'undo_queued' || s === 'undoing';

/** A row of the `imports` mirror and of GET /api/import/{id}. */
export const importItemSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  /** SHA-256 of the file's bytes: the same file sent again is recognised. */
  file_hash: z.string(),
  status: z.enum(IMPORT_STATUSES),
  skip_invalid: z.boolean(),
  total_rows: z.number(),
  /** Rows the job has gone through (of the import, or of the undo). */
  processed_rows: z.number(),
  created_count: z.number(),
  updated_count: z.number(),
  unchanged_count: z.number(),
  skipped_count: z.number(),
  /** Why it failed: the first rows' problems, or the server's error. */
  error: z.string().nullable(),
  created_by: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  undone_by_name: z.string().nullable(),
  undone_at: z.string().nullable(),
  updated_at: z.string(),
  version: z.number(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

// Cells and column names as the file had them, without the control characters no field can hold
// (rawTextInput's rule, input-schemas.ts), checked by hand rather than by z.record: zod took 190 ms
// of the server's only thread for 20,000 rows of 15 cells, this loop 20 ms.
const COLUMN_MAX_LENGTH = 100;

function checkedRows(rows: unknown[], ctx: z.RefinementCtx): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message, input: rows });
  rows.forEach((row, i) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return problem([i], importMessages.rowNotObject);
    const cells: Record<string, string> = {};
    let columns = 0;
    for (const [key, value] of Object.entries(row)) {
      if (typeof value !== 'string') return problem([i, key], importMessages.cellNotText);
      const column = stripControlCharacters(key);
      const cell = stripControlCharacters(value);
      if (column.length > COLUMN_MAX_LENGTH) return problem([i], messages.validation.tooLong(COLUMN_MAX_LENGTH));
      if (cell.length > IMPORT_CELL_MAX_LENGTH) return problem([i, key], messages.validation.tooLong(IMPORT_CELL_MAX_LENGTH));
      cells[column] = cell;
      columns++;
    }
    if (columns > IMPORT_MAX_COLUMNS) return problem([i], importMessages.tooManyColumns(IMPORT_MAX_COLUMNS));
    out.push(cells);
  });
  return out;
}

/** What the API document says of a row (the loop above being opaque to it). */
const ROW_JSON_SCHEMA = {
  type: 'object',
  maxProperties: IMPORT_MAX_COLUMNS,
  propertyNames: { maxLength: COLUMN_MAX_LENGTH },
  additionalProperties: { type: 'string', maxLength: IMPORT_CELL_MAX_LENGTH },
};

/** POST /api/import/{kind}: the file's rows as the mapping made them (field key → cell text). */
export const importStartBodySchema = z.object({
  id: z.uuid(),
  file_name: textInput(255).min(1),
  file_hash: z.string().regex(/^[0-9a-f]{64}$/, 'file_hash must be a SHA-256 in hex'),
  skip_invalid: z.boolean().default(false),
  rows: z
    .array(z.unknown())
    .min(1, 'The file has no rows')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows per import`)
    .transform(checkedRows)
    .meta({ items: ROW_JSON_SCHEMA }),
});

/** POST /api/import/{id}/undo. */
export const importUndoBodySchema = z.object({ import_id: z.uuid() });
