import Dexie, { type Table } from 'dexie';
import { MIRRORED_TABLES, type SyncTable } from '../shared/sync/protocol';
import type { SyncRows } from '../shared/sync/sync-rows';
import { packedTables } from './packed-tables';

/** A mirrored row: the server's list shape, plus whether local changes wait in the outbox. */
export interface MirrorRow {
  id: string;
  version: number;
  /** Set while the outbox holds changes to this row; they are already applied here. */
  _pending?: 1;
  [field: string]: unknown;
}

export type OutboxState = 'pending' | 'failed';

export interface OutboxItem {
  /** Also the mutation number sent to the server: IndexedDB's key generator never goes back. */
  seq?: number;
  id: string;
  name: string;
  args: unknown;
  idempotency_key: string;
  table: SyncTable;
  entity_id: string;
  /** `${table}:${entity_id}`, to find the items of one row. */
  entity: string;
  base: Record<string, unknown> | null;
  /** What the toast calls the object, fixed when the change is made. */
  label: string;
  created_at: string;
  attempts: number;
  state: OutboxState;
  /**
   * Set when the server failed on this change STUCK_AFTER times in a row (src/sync/replay.ts): it
   * stays pending (still applied in the mirror) but is not sent until retried; the changes that
   * depend on it wait with it, the others go on.
   */
  stuck?: true;
  error?: string;
}

/** The row as the server last had it, kept while local changes are pending (null: not created yet). */
export interface Shadow {
  entity: string;
  row: MirrorRow | null;
}

export interface ConflictRecord {
  id?: number;
  created_at: string;
  title: string;
  message: string;
  mutation: string;
  table: SyncTable;
  entity_id: string;
  status: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

// The mirror's stores come from the areas (each table's Dexie indexes sit with its row type in the
// area's `<area>.area.ts`); the engine's own tables are these.
const ENGINE_STORES = { outbox: '++seq, entity, state', shadows: 'entity', conflicts: '++id', meta: 'key' };

export function localDbStores(): Record<string, string> {
  const mirror = Object.fromEntries(MIRRORED_TABLES.map((t) => [t.name, t.indexes]));
  return { ...mirror, ...ENGINE_STORES };
}

/**
 * The number given to Dexie's version(): it must grow whenever the stores change, and Dexie then
 * upgrades the database in place on the next open (tables and indexes added, rows and the outbox
 * kept), and tabs still running the old version get 'versionchange' and are asked to reload.
 * Areas only ever add tables and indexes, so counting them makes the number grow by itself. A
 * change that removes or renames a table or an index does not grow the count: raise SCHEMA_BASE
 * with it. Changes of a row's shape are not Dexie's business: the server's scope format resets mirrors.
 */
// 102: the cars' plate index went (nothing read by it: plates compare by plateKey).
const SCHEMA_BASE = 102;

export function schemaVersionOf(stores: Record<string, string>): number {
  return SCHEMA_BASE + Object.values(stores).reduce((n, spec) => n + spec.split(',').length, 0);
}

export const LOCAL_SCHEMA_VERSION = schemaVersionOf(localDbStores());

/** A mirrored row as the device holds it: the table's row, plus whether local changes wait in the outbox. */
export type MirrorRowOf<T extends SyncTable> = SyncRows[T] & { _pending?: 1 };

export class LocalDb extends Dexie {
  outbox!: Table<OutboxItem, number>;
  shadows!: Table<Shadow, string>;
  conflicts!: Table<ConflictRecord, number>;
  meta!: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    this.version(LOCAL_SCHEMA_VERSION).stores(localDbStores());
    // A big page of a download is stored as one record (src/sync/packed-tables.ts): readers see rows.
    this.use(packedTables(MIRRORED_TABLES.map((t) => t.name)));
  }

  /** One mirrored table, typed by its area's row type. */
  mirror<T extends SyncTable>(table: T): Table<MirrorRowOf<T>, string> {
    return this.table(table);
  }

  /** A mirrored table as the engine sees every table alike: rows with an id and a version. */
  untypedMirror(table: SyncTable): Table<MirrorRow, string> {
    return this.table(table);
  }
}

export const entityKey = (table: SyncTable, id: string) => `${table}:${id}`;

export async function getMeta<T>(db: LocalDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(db: LocalDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
