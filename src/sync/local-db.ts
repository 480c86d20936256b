import Dexie, { type Table } from 'dexie';
import { SYNC_TABLES, type SyncTable } from '../shared/sync/protocol';

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

// Lookups the engine and the pages need; whole tables are never ordered through IndexedDB.
const MIRROR_INDEXES: Partial<Record<SyncTable, string>> = {
  employees: 'id, manager_id, active_until',
  cars: 'id, related_employee_id, plate, deleted',
  // One object's feed, newest first: a range of this index read in reverse.
  activity: 'id, [related_object+related_object_id+happened_at]',
  // Per-object tag lists; the used tags of one object type for suggestions and list filters.
  tags: 'id, related_object',
  custom_fields: 'id, object_type',
  // One object's values row is found by id (the object's id); per type for list columns.
  custom_field_values: 'id, related_object',
  documents: 'id, [related_object+related_object_id]',
  segments: 'id, object_type',
  // A person's assets (the person page's pending assets).
  assets: 'id, owner_employee_id',
  // A program's sessions; a training's participants; a person's trainings.
  trainings: 'id, program_id',
  training_participants: 'id, training_id, employee_id',
};

/**
 * Raise by one whenever SYNC_TABLES, MIRROR_INDEXES or the engine's own tables change. Dexie then
 * upgrades the database in place on the next open (tables and indexes added or dropped, rows and
 * the outbox kept), and tabs still running the old version get 'versionchange' and are asked to
 * reload. Changes of a row's shape are not Dexie's business: the server's scope format resets mirrors.
 */
export const LOCAL_SCHEMA_VERSION = 7;

export function localDbStores(): Record<string, string> {
  const mirror = Object.fromEntries(SYNC_TABLES.map((t) => [t, MIRROR_INDEXES[t] ?? 'id']));
  return { ...mirror, outbox: '++seq, entity, state', shadows: 'entity', conflicts: '++id', meta: 'key' };
}

export class LocalDb extends Dexie {
  outbox!: Table<OutboxItem, number>;
  shadows!: Table<Shadow, string>;
  conflicts!: Table<ConflictRecord, number>;
  meta!: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    this.version(LOCAL_SCHEMA_VERSION).stores(localDbStores());
  }

  mirror(table: SyncTable): Table<MirrorRow, string> {
    return this.table(table);
  }
}

/** One database per company and user, so a shared device never mixes two people's data. */
export const localDbName = (companyId: string, userId: string) => `workplace-${companyId}-${userId}`;

export const entityKey = (table: SyncTable, id: string) => `${table}:${id}`;

export async function getMeta<T>(db: LocalDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(db: LocalDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
