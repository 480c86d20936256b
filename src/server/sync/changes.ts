import type { Viewer } from '../../shared/policy/viewer';
import type { SyncTable } from '../../shared/sync/protocol';
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

export type SyncRow = Record<string, unknown> & { id: string; version: number };

/** One entry of a pull page: a row the viewer may see, or (row null) one to drop from the mirror. */
export interface PullItem {
  table: SyncTable;
  id: string;
  version: number;
  row: SyncRow | null;
}

/** Reads one synced table's changes in version order, each row already shaped for the viewer. */
export type ChangeSource = (tx: Db, viewer: Viewer, window: ChangeWindow) => Promise<PullItem[]>;

export const pullItem = (table: SyncTable, row: SyncRow, visible: boolean): PullItem => ({
  table,
  id: row.id,
  version: row.version,
  row: visible ? row : null,
});
