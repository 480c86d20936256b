import { customValueForList } from '../../shared/custom-fields/custom-field-values';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';
import { listExport } from '../../shared/common.messages';
import { HttpError } from '../http/errors';
import { runTask } from '../workers/worker-pool';
import { listWorkbookTask } from './list-workbook.worker';

// A list's rows as a real .xlsx (the fleet and asset exports): one column per list column with its
// label, then the requested custom fields by name. Money is a number with a money format and dates
// are dates, so the sheet sorts and sums as people expect; the header row is frozen and filtered.
// The list is read here, on the request thread (the database's work); the file is built in a worker
// thread (list-workbook.worker.ts).

export type Cell = string | number | Date | null;
export type CellKind = 'text' | 'money' | 'number' | 'date';

export interface SheetColumn {
  header: string;
  kind: CellKind;
  cells: Cell[];
}

export const amountCell = (v: string | number | null) => (v === null || v === '' ? null : Number(v));
export const dayCell = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** A custom field's column for these rows (`values`: each row's stored custom values). */
export function customFieldColumn(f: CustomFieldRow, ids: readonly string[], values: ReadonlyMap<string, StoredValues>): SheetColumn {
  const stored = (id: string) => values.get(id) ?? {};
  if (f.type === 'date') return { header: f.name, kind: 'date', cells: ids.map((id) => dayCell(stored(id)[f.id])) };
  const kind: CellKind = f.type === 'money' ? 'money' : f.type === 'auto_incrementing_int' ? 'number' : 'text';
  return { header: f.name, kind, cells: ids.map((id) => customValueForList(f, stored(id)[f.id])) };
}

/** How long a list's workbook may take in its worker thread (20,000 assets take a few seconds here). */
const EXPORT_TIMEOUT_MS = 60_000;

/**
 * The workbook's bytes: one sheet, a frozen bold header with a filter, `rowCount` rows, built off
 * the request thread. Past the worker's time or memory the export answers 503 with a message to
 * narrow the list, not a 500.
 */
export async function listWorkbook(sheetName: string, columns: readonly SheetColumn[], rowCount: number, timeoutMs = EXPORT_TIMEOUT_MS): Promise<Buffer> {
  const bytes = await runTask(
    listWorkbookTask,
    { sheetName, columns, rowCount },
    { timeoutMs, beyondBounds: () => new HttpError(503, 'server_error', listExport.tooLarge) },
  );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
