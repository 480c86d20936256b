import type { PullAnswer, SyncTable } from './protocol';
import type { SyncRows } from './sync-rows';

// How a pull answer travels (docs/architecture.md section 5). The tables of many rows and fixed
// columns (cars, assets, licences) come as their column names once and each row's values as an
// array, in that order: the server builds that JSON in the database, and it is half the bytes
// to send and to parse. The other tables come as objects, as PullAnswer has them.

/** A table's rows as column names once and each row's values in that order (null is a value). */
export interface ColumnRows {
  cols: readonly string[];
  rows: unknown[][];
}

export type WireRows<T extends SyncTable = SyncTable> = SyncRows[T][] | ColumnRows;

export interface PullWire extends Omit<PullAnswer, 'changes'> {
  changes: { [T in SyncTable]?: WireRows<T> };
}

export const isColumnRows = (rows: WireRows | undefined): rows is ColumnRows => rows !== undefined && !Array.isArray(rows);

/**
 * Rows given as column names and value arrays, as objects; a value `undefined` leaves its key out.
 * Each row is a copy of one template object holding every key, then filled in: objects built key by
 * key with computed keys end up in V8's slow dictionary mode, where copying 10,000 of them took
 * 50–160 ms instead of 2 and every later read of them was slower too.
 */
export function rowsFromColumns(cols: readonly string[], rows: readonly (readonly unknown[])[]): Record<string, unknown>[] {
  const template = JSON.parse(JSON.stringify(Object.fromEntries(cols.map((c) => [c, null])))) as Record<string, unknown>;
  return rows.map((values) => {
    if (values.includes(undefined)) return sparseRow(cols, values);
    const row = { ...template };
    for (let i = 0; i < cols.length; i++) row[cols[i]!] = values[i];
    return row;
  });
}

/** A row lacking some keys (the custom values of packs, each object with its own fields): small, built key by key. */
function sparseRow(cols: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < cols.length; i++) if (values[i] !== undefined) row[cols[i]!] = values[i];
  return row;
}

/** A table's rows on the wire as the mirror's objects. */
export function wireRowsOf<T extends SyncTable>(rows: WireRows<T> | undefined): SyncRows[T][] {
  if (rows === undefined) return [];
  return isColumnRows(rows) ? (rowsFromColumns(rows.cols, rows.rows) as SyncRows[T][]) : rows;
}

/** The answer with every table's rows as objects. */
export function decodePull(wire: PullWire): PullAnswer {
  const changes: PullAnswer['changes'] = {};
  for (const [table, rows] of Object.entries(wire.changes) as [SyncTable, WireRows][]) (changes as Record<string, unknown[]>)[table] = wireRowsOf(rows);
  return { ...wire, changes };
}
