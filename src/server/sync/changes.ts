import { and, eq, gt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../shared/policy/viewer';
import type { SyncTable } from '../../shared/sync/protocol';
import type { SyncRows } from '../../shared/sync/sync-rows';
import type { Db } from '../db/database';

/** Which changed rows one source should read for a pull page. */
export interface ChangeWindow {
  /** Versions above this: the client's cursor. */
  after: number;
  /** Versions up to this, when other sources already filled the page up to there. */
  upTo: number | null;
  limit: number;
  /**
   * Also read changed rows the viewer may not see (they become removals). A fresh mirror holds
   * nothing to remove, so its download skips them and tombstones altogether.
   */
  withRemovals: boolean;
}

/**
 * The WHERE of one source's read: the company's rows whose version is inside the window and, for a
 * fresh mirror (no removals to send), only those the viewer may see.
 */
export function inWindow(table: { company_id: AnyPgColumn; version: AnyPgColumn }, companyId: string, w: ChangeWindow, visible?: SQL): SQL {
  const conditions: SQL[] = [eq(table.company_id, companyId), gt(table.version, w.after)];
  if (w.upTo !== null) conditions.push(lte(table.version, w.upTo));
  if (visible && !w.withRemovals) conditions.push(visible);
  return and(...conditions)!;
}

/** One entry of a pull page: a row the viewer may see, or (row null) one to drop from the mirror. */
export interface PullItem<T extends SyncTable = SyncTable> {
  table: T;
  id: string;
  version: number;
  row: SyncRows[T] | null;
}

/** Reads one synced table's changes in version order, each row already shaped for the viewer. */
export type ChangeSource<T extends SyncTable = SyncTable> = (tx: Db, viewer: Viewer, window: ChangeWindow) => Promise<PullItem<T>[]>;

export const pullItem = <T extends SyncTable>(table: T, row: SyncRows[T], visible: boolean): PullItem<T> => ({
  table,
  id: row.id,
  version: row.version,
  row: visible ? row : null,
});

/**
 * A table's window read as one query whose rows the database turns into the page's JSON: each
 * row's `values` is a JSON array in `cols`' order (the column form, src/shared/sync/pull-wire.ts)
 * or, without `cols`, the row's JSON object (json, or text holding it). The query selects sqlRowSelection's fields.
 */
export interface SqlRowsQuery {
  cols?: readonly string[];
  /** Columns (of `cols`) whose object is spread into prefixed keys by the client (ColumnRows.spread). */
  spread?: Readonly<Record<string, string>>;
  query: SQLWrapper;
}
export type SqlRowsSource = (tx: Db, viewer: Viewer, window: ChangeWindow) => SqlRowsQuery;

/** What a SqlRowsQuery selects: the row's JSON, its id, version and whether the viewer sees it. */
export const sqlRowSelection = (values: SQL, table: { id: AnyPgColumn; version: AnyPgColumn }, visible: SQL) => ({
  values: values.as('values'),
  id: table.id,
  version: table.version,
  visible: sql<boolean>`${visible}`.as('visible'),
});
