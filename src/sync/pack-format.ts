import { cmp, type DBCoreKeyRange } from 'dexie';
import { rowsFromColumns } from '../shared/sync/pull-wire';

// How a packed mirror table lies in its own object store (src/sync/packed-tables.ts):
//   'uuid'          a row stored alone (the overlay: written after the pack, it always wins), or
//                   a tombstone { id, _tomb: 1 } hiding a packed row that was deleted;
//   [0]             the directory { id: [0], packs: [[1, n, nonce], ...] }, in write order;
//   [1, n, nonce]   a pack { id, cols, rows }: many rows as column names once and value arrays.
// Array keys sort after every string, so the packs never meet a range over the rows' ids, and
// having none of the indexed fields, never an index.

export const DIRECTORY_KEY = [0];
export type PackKey = [1, number, string];
export interface PackDirectory {
  id: typeof DIRECTORY_KEY;
  packs: PackKey[];
}
export interface Pack {
  id: PackKey;
  cols: string[];
  /** A field a row lacks is `undefined` there: rows come from JSON, which has no undefined. */
  rows: unknown[][];
}
export interface Tombstone {
  id: string;
  _tomb: 1;
}

type Row = { id: string } & Record<string, unknown>;
export const isTombstone = (value: unknown): value is Tombstone => (value as Partial<Tombstone> | undefined)?._tomb === 1;

export function encodePack(id: PackKey, rows: readonly Row[]): Pack {
  const cols: string[] = [];
  const colIndex = new Map<string, number>();
  for (const row of rows) for (const k in row) if (!colIndex.has(k)) colIndex.set(k, cols.push(k) - 1);
  return { id, cols, rows: rows.map((row) => cols.map((c) => row[c])) };
}

export const decodePack = (pack: Pack): Row[] => rowsFromColumns(pack.cols, pack.rows) as Row[];

/** A value IndexedDB can index: others (null, booleans, objects) are left out of an index, so here too. */
export function isValidKey(k: unknown): boolean {
  if (typeof k === 'string') return true;
  if (typeof k === 'number') return !Number.isNaN(k);
  if (k instanceof Date) return !Number.isNaN(k.getTime());
  if (Array.isArray(k)) return k.every(isValidKey);
  return k instanceof ArrayBuffer || ArrayBuffer.isView(k);
}

const RANGE = 2 as DBCoreKeyRange['type'];
const ANY = 3;
const NEVER = 4;
/** Every key that is not an array: the rows stored alone and the tombstones. */
export const BELOW_ARRAYS: DBCoreKeyRange = { type: RANGE, lower: undefined, upper: [], upperOpen: true };

/** The part of a range over ids that can hold rows stored alone; null: none. */
export function rowsPartOf(range: DBCoreKeyRange): DBCoreKeyRange | null {
  if (range.type === NEVER) return null;
  if (range.type === ANY) return BELOW_ARRAYS;
  if (range.lower !== undefined && cmp(range.lower, []) >= 0) return null;
  if (range.upper === undefined || cmp(range.upper, []) >= 0) return { ...range, type: RANGE, upper: [], upperOpen: true };
  return range;
}

export interface Entry {
  key: unknown;
  pk: string;
  value?: Row;
  /** The value is the context's shared copy of a packed row: hand out a copy. */
  packed?: true;
}
export const byKeyThenPk = (a: Entry, b: Entry) => cmp(a.key, b.key) || cmp(a.pk, b.pk);

/** The entries, sorted by key, whose key lies in the range (binary search on both bounds). */
export function sliceRange(entries: Entry[], range: DBCoreKeyRange): Entry[] {
  if (range.type === NEVER) return [];
  if (range.type === ANY) return entries;
  const firstNotBelow = (bound: unknown, open: boolean | undefined, from: number, upper: boolean) => {
    let a = from;
    let b = entries.length;
    while (a < b) {
      const m = (a + b) >> 1;
      const c = cmp(entries[m]!.key, bound);
      if (c < 0 || (c === 0 && (upper ? !open : open))) a = m + 1;
      else b = m;
    }
    return a;
  };
  const lo = range.lower === undefined ? 0 : firstNotBelow(range.lower, range.lowerOpen, 0, false);
  const hi = range.upper === undefined ? entries.length : firstNotBelow(range.upper, range.upperOpen, lo, true);
  return entries.slice(lo, hi);
}
