import Dexie, {
  cmp,
  type DBCore,
  type DBCoreIndex,
  type DBCoreKeyRange,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCoreTable,
  type DBCoreTransaction,
  type Middleware,
} from 'dexie';
import {
  BELOW_ARRAYS,
  byKeyThenPk,
  decodePack,
  DIRECTORY_KEY,
  encodePack,
  isTombstone,
  isValidKey,
  rowsPartOf,
  sliceRange,
  type Entry,
  type Pack,
  type PackDirectory,
  type PackKey,
} from './pack-format';
import { entriesCursor } from './packed-cursor';

// Packed mirror tables (issue 17). IndexedDB costs about 150 µs a record on these tablets and 8 µs
// a row when many rows share one record, so a big page of a download is stored as one pack
// (`putPacked`) and everything else as before, one record a row, which always wins over a pack.
// This Dexie middleware makes a table read as the rows it holds, whatever their storage, so no
// reader knows about packs. It sits below Dexie's own layers (level -2): liveQuery, hooks and
// virtual indexes see the rows, not the packs. Layout: pack-format.ts.

type Row = { id: string } & Record<string, unknown>;

/** Rows a pack holds at most: a tab reads a pack in one task, which must stay short (a 50 ms budget). */
export const PACK_MAX_ROWS = 1000;

/** A context's (tab's, worker's) decoded copy of a table's packs, checked against the directory each transaction. */
class PackCache {
  packKeys: PackKey[] = [];
  byId = new Map<string, Row>();
  sortedIds: Entry[] | null = null;
  byIndex = new Map<string, Entry[]>();
}
const caches = new Map<string, PackCache>();

const sameKeys = (a: PackKey[], b: PackKey[]) => a.length === b.length && a.every((k, i) => cmp(k, b[i]) === 0);
const startsWith = (a: PackKey[], b: PackKey[]) => a.length <= b.length && a.every((k, i) => cmp(k, b[i]) === 0);
const copy = (row: Row | undefined) => (row ? { ...row } : row);
const copyOf = (e: Entry) => (e.packed ? copy(e.value) : e.value);

// Ids are strings, which IndexedDB orders by UTF-16 code units, as `<` does (and faster than cmp).
const byId = (a: Entry, b: Entry) => (a.pk < b.pk ? -1 : a.pk > b.pk ? 1 : 0);

/** The rows' entries in an index, sorted: rows whose key IndexedDB could not index are left out, as it does. */
function entriesOf(rows: Iterable<Row>, index: DBCoreIndex): Entry[] {
  const keyOf = index.extractKey ?? ((row: Row) => row.id);
  const entries: Entry[] = [];
  for (const row of rows) {
    const key: unknown = keyOf(row);
    if (isValidKey(key)) entries.push({ key, pk: row.id });
  }
  return entries.sort(byKeyThenPk);
}

function mergeSorted(a: Entry[], b: Entry[], order: (x: Entry, y: Entry) => number): Entry[] {
  if (!b.length) return a;
  const out: Entry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(order(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** Results go up as Dexie promises: a native one loses the transaction's zone, and Dexie's modify() then fails. */
const dexiePromise = <T>(work: () => Promise<T>) => new Dexie.Promise<T>((resolve, reject) => work().then(resolve, reject));

export function packedTables(tables: readonly string[]): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'PackedTables',
    level: -2,
    create: (down) => ({
      ...down,
      table: (name) => (tables.includes(name) ? packedTable(down.table(name), `${down.schema.name}/${name}`) : down.table(name)),
    }),
  };
}

function packedTable(table: DBCoreTable, cacheKey: string): DBCoreTable {
  const ids = table.schema.primaryKey;
  const directories = new WeakMap<DBCoreTransaction, Promise<PackDirectory | undefined>>();
  const directoryIn = (trans: DBCoreTransaction) => {
    let dir = directories.get(trans);
    if (!dir) directories.set(trans, (dir = table.get({ trans, key: DIRECTORY_KEY }) as Promise<PackDirectory | undefined>));
    return dir;
  };

  /** Brings this context's copy up to the directory, reading only the packs it lacks, in `trans`. */
  async function packsFor(trans: DBCoreTransaction, dir: PackDirectory): Promise<PackCache> {
    let cache = caches.get(cacheKey);
    if (cache && sameKeys(cache.packKeys, dir.packs)) return cache;
    if (!cache || !startsWith(cache.packKeys, dir.packs)) caches.set(cacheKey, (cache = new PackCache()));
    const from = cache.packKeys.length;
    let bodies = await table.getMany({ trans, keys: dir.packs.slice(from) });
    const now = caches.get(cacheKey);
    if (now && sameKeys(now.packKeys, dir.packs)) return now;
    if (now !== cache || cache.packKeys.length !== from) {
      // Another read of this context saw another directory meanwhile: start again from all packs.
      bodies = await table.getMany({ trans, keys: dir.packs });
      caches.set(cacheKey, (cache = new PackCache()));
    }
    // Later packs hold later versions: they replace what earlier ones said of the same row.
    const added: Row[] = [];
    let replaced = false;
    for (const body of bodies)
      for (const row of decodePack(body)) {
        if (cache.byId.has(row.id)) replaced = true;
        cache.byId.set(row.id, Object.freeze(row));
        added.push(row);
      }
    cache.packKeys = dir.packs.slice();
    if (replaced) {
      cache.sortedIds = null;
      cache.byIndex.clear();
    } else extendEntries(cache, added);
    return cache;
  }

  /**
   * New rows only (a download's next pages): their entries merge into the sorted ones already made,
   * instead of sorting every row again after each page.
   */
  function extendEntries(cache: PackCache, added: Row[]): void {
    if (cache.sortedIds) cache.sortedIds = mergeSorted(cache.sortedIds, added.map((r) => ({ key: r.id, pk: r.id })).sort(byId), byId);
    for (const [name, entries] of cache.byIndex) {
      const index = table.schema.indexes.find((i) => i.name === name);
      cache.byIndex.set(name, index ? mergeSorted(entries, entriesOf(added, index), byKeyThenPk) : entries);
    }
  }

  function packEntries(cache: PackCache, index: DBCoreIndex): Entry[] {
    if (index.isPrimaryKey) return (cache.sortedIds ??= [...cache.byId.keys()].map((id) => ({ key: id, pk: id })).sort(byId));
    let entries = cache.byIndex.get(index.name!);
    if (!entries) cache.byIndex.set(index.name!, (entries = entriesOf(cache.byId.values(), index)));
    return entries;
  }

  /** What a read of the range sees, sorted by key then id; null: the table has no packs. */
  async function merged(trans: DBCoreTransaction, index: DBCoreIndex, range: DBCoreKeyRange): Promise<Entry[] | null> {
    const dir = await directoryIn(trans);
    if (!dir?.packs.length) return null;
    // Every request goes to `trans` before anything else is waited for: IndexedDB ends a transaction
    // that has nothing pending.
    const alone = index.isPrimaryKey ? rowsPartOf(range) : range;
    const [stored, storedIds] = await Promise.all([
      alone ? table.query({ trans, query: { index, range: alone }, values: true }) : { result: [] },
      index.isPrimaryKey ? null : table.query({ trans, query: { index: ids, range: BELOW_ARRAYS }, values: false }),
    ]);
    const cache = await packsFor(trans, dir);
    const rows = stored.result as (Row | { id: string; _tomb: 1 })[];
    // A row stored alone hides its packed version, even when it left the range (another index value).
    const hidden = new Set<string>(storedIds ? (storedIds.result as string[]) : rows.map((r) => r.id));
    const keyOf = index.isPrimaryKey || !index.extractKey ? (row: Row) => row.id : index.extractKey;
    const live: Entry[] = [];
    for (const row of rows) if (!isTombstone(row)) live.push({ key: keyOf(row), pk: row.id, value: row });
    const entries: Entry[] = [];
    let i = 0;
    for (const e of sliceRange(packEntries(cache, index), range)) {
      if (hidden.has(e.pk)) continue;
      while (i < live.length && byKeyThenPk(live[i]!, e) < 0) entries.push(live[i++]!);
      entries.push({ key: e.key, pk: e.pk, value: cache.byId.get(e.pk), packed: true });
    }
    while (i < live.length) entries.push(live[i++]!);
    return entries;
  }

  const shaped = (entries: Entry[], o: { reverse: boolean; unique: boolean; limit?: number }) => {
    // Unique keeps the lowest id of each key, as IndexedDB does, in either direction.
    let e = o.unique ? entries.filter((x, i) => i === 0 || cmp(x.key, entries[i - 1]!.key) !== 0) : entries;
    if (o.reverse) e = e.slice().reverse();
    return o.limit !== undefined && o.limit !== Infinity ? e.slice(0, o.limit) : e;
  };

  async function writePack(req: DBCoreMutateRequest & { type: 'put' }): Promise<DBCoreMutateResponse> {
    const { trans } = req;
    const dir = (await directoryIn(trans)) ?? { id: DIRECTORY_KEY, packs: [] };
    const rows = req.values as Row[];
    // As IndexedDB refuses a record without its key, so do packs: a row must have its id.
    if (rows.some((r) => typeof r.id !== 'string')) throw new Dexie.DataError('A packed row has no id');
    // The packs are the later write: rows of them stored alone before go (the engine keeps the rows
    // with changes waiting in the outbox out of packs).
    const storedIds = await table.query({ trans, query: { index: ids, range: BELOW_ARRAYS }, values: false });
    const inPacks = new Set(rows.map((r) => r.id));
    const replaced = (storedIds.result as string[]).filter((id) => inPacks.has(id));
    const packs: Pack[] = [];
    for (let i = 0; i < rows.length; i += PACK_MAX_ROWS) {
      // The random part keeps a retried write's pack from passing for one a context has read.
      packs.push(encodePack([1, dir.packs.length + packs.length, Math.random().toString(36).slice(2)], rows.slice(i, i + PACK_MAX_ROWS)));
    }
    const next: PackDirectory = { id: DIRECTORY_KEY, packs: [...dir.packs, ...packs.map((p) => p.id)] };
    directories.set(trans, Promise.resolve(next));
    if (replaced.length) await table.mutate({ trans, type: 'delete', keys: replaced });
    await table.mutate({ trans, type: 'put', values: [...packs, next] });
    const results = rows.map((r) => r.id);
    return { numFailures: 0, failures: {}, results, lastResult: results.at(-1) };
  }

  const self: DBCoreTable = {
    ...table,
    get: (req) =>
      dexiePromise(async () => {
        const [dir, row] = await Promise.all([directoryIn(req.trans), table.get(req) as Promise<Row | undefined>]);
        if (row) return isTombstone(row) ? undefined : row;
        if (!dir?.packs.length) return row;
        return copy((await packsFor(req.trans, dir)).byId.get(req.key as string));
      }),
    getMany: (req) =>
      dexiePromise(async () => {
        const [dir, rows] = await Promise.all([directoryIn(req.trans), table.getMany(req) as Promise<(Row | undefined)[]>]);
        if (!dir?.packs.length) return rows;
        const cache = await packsFor(req.trans, dir);
        return rows.map((r, i) => (r ? (isTombstone(r) ? undefined : r) : copy(cache.byId.get(req.keys[i] as string))));
      }),
    query: (req) =>
      dexiePromise(async () => {
        const entries = await merged(req.trans, req.query.index, req.query.range);
        if (!entries) return table.query(req);
        const direction = req.direction ?? 'next';
        const e = shaped(entries, { reverse: direction.startsWith('prev'), unique: direction.endsWith('unique'), limit: req.limit });
        return { result: e.map((x) => (req.values ? copyOf(x) : x.pk)) };
      }),
    count: (req) =>
      dexiePromise(async () => {
        const entries = await merged(req.trans, req.query.index, req.query.range);
        return entries ? entries.length : table.count(req);
      }),
    openCursor: (req) =>
      dexiePromise(async () => {
        const entries = await merged(req.trans, req.query.index, req.query.range);
        if (!entries) return table.openCursor(req);
        const e = shaped(entries, { reverse: !!req.reverse, unique: !!req.unique });
        return e.length ? entriesCursor(req, e, copyOf) : null;
      }),
    mutate: (req) =>
      dexiePromise(async (): Promise<DBCoreMutateResponse> => {
        if (req.type === 'put' && (req as { pack?: true }).pack) return writePack(req);
        const dir = await directoryIn(req.trans);
        if (!dir?.packs.length) return table.mutate(req);
        switch (req.type) {
          case 'add': {
            const existing = await self.getMany({ trans: req.trans, keys: req.values.map((v: Row) => v.id) });
            if (existing.some((r) => r !== undefined)) throw new Dexie.ConstraintError('Key already exists in the object store.');
            return table.mutate(req);
          }
          case 'delete': {
            // A packed row cannot be taken out of its pack: a tombstone hides it.
            const done = await table.mutate({ trans: req.trans, type: 'put', values: req.keys.map((id: string) => ({ id, _tomb: 1 })) });
            return { ...done, results: req.keys, lastResult: undefined };
          }
          case 'deleteRange': {
            if (req.range.type === 3) {
              // clear(): rows, tombstones, packs and directory go together.
              directories.delete(req.trans);
              return table.mutate(req);
            }
            const entries = (await merged(req.trans, ids, req.range)) ?? [];
            return self.mutate({ trans: req.trans, type: 'delete', keys: entries.map((e) => e.pk) });
          }
          default:
            return table.mutate(req);
        }
      }),
  };
  return self;
}

/** Stores rows of one table in packs of up to PACK_MAX_ROWS; inside a `db.transaction` over that table. */
export function putPacked(db: Dexie, table: string, rows: readonly Row[]): Promise<DBCoreMutateResponse> {
  const trans = Dexie.currentTransaction?.idbtrans;
  if (!trans) throw new Error('putPacked runs inside a transaction over its table');
  return db.table(table).core.mutate({ trans, type: 'put', values: rows, pack: true } as DBCoreMutateRequest);
}
