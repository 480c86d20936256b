import type { MirrorRows } from '../../shared/import-target';
import type { Viewer } from '../../shared/policy/viewer';
import type { SyncTable } from '../../shared/sync/protocol';
import { wireRowsOf, type WireRows } from '../../shared/sync/pull-wire';
import { pullSource } from '../areas';
import type { Db } from '../db/database';
import type { ChangeWindow } from './changes';
import { objectPart, sqlPart } from './pull';

// The rows a viewer's mirror would hold for some tables, read through the same pull sources and in
// pages as a device's first pull reads them: the import plans on the server against exactly what
// the device planned against, and no single query holds the database long (every custom value of
// 20,000 assets in one query held the embedded database 440 ms).

const PAGE_ROWS = 2000;

async function tableRows(db: Db, viewer: Viewer, table: SyncTable, pageRows: number): Promise<unknown[]> {
  const source = pullSource(table);
  const byId = new Map<string, unknown>();
  for (let after = 0; ;) {
    const w: ChangeWindow = { after, upTo: null, limit: pageRows, withRemovals: false };
    const part = source.sql ? await sqlPart(db, source.sql(db, viewer, w), false) : await objectPart(db, viewer, table, w);
    // Read outside one snapshot, a row changed meanwhile comes again in a later page: the later one stands.
    for (const row of wireRowsOf(JSON.parse(part.json) as WireRows)) byId.set((row as { id: string }).id, row);
    if (part.read < pageRows || part.last === null || part.last <= after) return [...byId.values()];
    after = part.last;
  }
}

/** `pageRows`: rows per query (a test reads in small pages). */
export async function mirrorRows(db: Db, viewer: Viewer, tables: readonly SyncTable[], pageRows = PAGE_ROWS): Promise<MirrorRows> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const source = pullSource(table);
    out[table] = source.access && !source.access(viewer) ? [] : await tableRows(db, viewer, table, pageRows);
  }
  return out as MirrorRows;
}
