import type { PullAnswer, SyncTable } from './protocol';
import type { SyncRows } from './sync-rows';

// How a pull answer travels (docs/architecture.md section 5). The tables of many rows and fixed
// columns (cars, assets, licences) come as their column names once and each row's values as an
// array, in that order: the server builds that JSON in the database, and it is half the bytes
// to send and to parse. Custom values come so too, each row's values as the one object the
// database holds, spread into the row's `custom_field_{id}` keys here: building those keys was a
// fifth of a page's time on the server, and they were half of a download's bytes. The other
// tables come as objects, as PullAnswer has them.

/** A table's rows as column names once and each row's values in that order (null is a value). */
export interface ColumnRows {
  cols: readonly string[];
  rows: unknown[][];
  /**
   * Columns holding an object whose entries become the row's own keys, each named with the
   * prefix given: { values: 'custom_field_' } makes values {a: '1'} the key custom_field_a.
   */
  spread?: Readonly<Record<string, string>>;
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

/** Column-form rows whose spread columns' objects become prefixed keys of the row (see ColumnRows.spread). */
function spreadRows(cols: readonly string[], rows: readonly (readonly unknown[])[], spread: Readonly<Record<string, string>>): Record<string, unknown>[] {
  const spreadAt = cols.flatMap((c, i) => (spread[c] === undefined ? [] : [[i, spread[c]] as const]));
  const own = cols.map((c, i) => (spread[c] === undefined ? i : -1)).filter((i) => i >= 0);
  const objects = rowsFromColumns(
    own.map((i) => cols[i]!),
    rows.map((values) => own.map((i) => values[i])),
  );
  rows.forEach((values, r) => {
    const row = objects[r]!;
    for (const [i, prefix] of spreadAt) {
      const entries = values[i];
      if (entries && typeof entries === 'object') for (const [key, value] of Object.entries(entries)) row[`${prefix}${key}`] = value;
    }
  });
  return objects;
}

/** A table's rows on the wire as the mirror's objects. */
export function wireRowsOf<T extends SyncTable>(rows: WireRows<T> | undefined): SyncRows[T][] {
  if (rows === undefined) return [];
  if (!isColumnRows(rows)) return rows;
  return (rows.spread ? spreadRows(rows.cols, rows.rows, rows.spread) : rowsFromColumns(rows.cols, rows.rows)) as SyncRows[T][];
}

/** The answer with every table's rows as objects. */
export function decodePull(wire: PullWire): PullAnswer {
  const changes: PullAnswer['changes'] = {};
  for (const [table, rows] of Object.entries(wire.changes) as [SyncTable, WireRows][]) (changes as Record<string, unknown[]>)[table] = wireRowsOf(rows);
  return { ...wire, changes };
}
