import type { SyncTable } from '../../shared/sync/protocol';
import type { LocalDb, MirrorRowOf } from '../../sync/local-db';
import { onMirrorChange } from '../../sync/mirror-events';

// One in-memory copy of a mirrored table per local database, shared by every component that
// lists it (the fleet page, its custom columns and its segment filter all read the same 20,000
// rows once, not three times). Read once, then patched from change events; kept for a while after
// the last reader leaves, so going back to a list does not read IndexedDB again.

/** How long a table stays in memory with nobody reading it. */
export const KEEP_UNUSED_MS = 5 * 60_000;

type Listener = () => void;

/**
 * Whole-table reads run one after another, in the order asked: read side by side they share one
 * IndexedDB and all finish late, while a page can show its rows as soon as its first table is in.
 */
let wholeReads: Promise<unknown> = Promise.resolve();
function readInTurn<T>(read: () => Promise<T>): Promise<T> {
  const turn = wholeReads.then(read);
  wholeReads = turn.catch(() => undefined);
  return turn;
}

/** A read of a database deleted at sign-out fails; its copy is going away anyway. */
const ignoreClosed = () => undefined;

export class TableStore<T extends SyncTable> {
  rows: MirrorRowOf<T>[] | undefined;
  private readonly byId = new Map<string, MirrorRowOf<T>>();
  private readonly listeners = new Set<Listener>();
  private queue: Promise<void>;
  private readonly off: () => void;
  private dropTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: LocalDb,
    private readonly table: T,
    private readonly onDrop: () => void,
  ) {
    // Changes that arrive while the first read runs wait for it, then apply in order.
    this.queue = this.loadAll().catch(ignoreClosed);
    this.off = onMirrorChange(db.name, (change) => {
      if (change.table !== table) return;
      this.queue = this.queue.then(() => (change.all ? this.loadAll() : this.patch(change.ids))).catch(ignoreClosed);
    });
    // Made during a render that never subscribed: dropped like an unused one.
    this.dropTimer = setTimeout(() => this.drop(), KEEP_UNUSED_MS);
  }

  private async loadAll(): Promise<void> {
    const rows = await readInTurn(() => this.db.mirror(this.table).toArray());
    this.byId.clear();
    for (const r of rows) this.byId.set(r.id, r);
    this.publish();
  }

  private async patch(ids: string[]): Promise<void> {
    const got = await this.db.mirror(this.table).bulkGet(ids);
    ids.forEach((id, i) => {
      const row = got[i];
      if (row) this.byId.set(id, row);
      else this.byId.delete(id);
    });
    this.publish();
  }

  private publish(): void {
    this.rows = [...this.byId.values()];
    for (const l of this.listeners) l();
  }

  subscribe = (listener: Listener): (() => void) => {
    clearTimeout(this.dropTimer);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.dropTimer = setTimeout(() => this.drop(), KEEP_UNUSED_MS);
    };
  };

  private drop(): void {
    this.off();
    this.onDrop();
  }
}

type StoresOfDb = { [T in SyncTable]?: TableStore<T> };
const stores = new WeakMap<LocalDb, StoresOfDb>();

/** The shared store of a table of this local database, made on first use. */
export function tableStore<T extends SyncTable>(db: LocalDb, table: T): TableStore<T> {
  let perDb = stores.get(db);
  if (!perDb) stores.set(db, (perDb = {}));
  const tables: StoresOfDb = perDb;
  const store = tables[table] ?? new TableStore(db, table, () => delete tables[table]);
  // Object.assign: TypeScript reads a mapped type at a generic key but does not write through one.
  Object.assign(tables, { [table]: store });
  return store;
}
