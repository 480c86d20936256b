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

/** A table's rows on the wire as the mirror's objects. */
export function wireRowsOf<T extends SyncTable>(rows: WireRows<T> | undefined): SyncRows[T][] {
  if (rows === undefined) return [];
  if (!isColumnRows(rows)) return rows;
  const { cols } = rows;
  return rows.rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < cols.length; i++) row[cols[i]!] = values[i];
    return row as SyncRows[T];
  });
}

/** The answer with every table's rows as objects. */
export function decodePull(wire: PullWire): PullAnswer {
  const changes: PullAnswer['changes'] = {};
  for (const [table, rows] of Object.entries(wire.changes) as [SyncTable, WireRows][]) (changes as Record<string, unknown[]>)[table] = wireRowsOf(rows);
  return { ...wire, changes };
}
