import type { Viewer } from '../../shared/policy/viewer';
import type { SyncTable } from '../../shared/sync/protocol';
import { pullSource } from '../areas';
import type { Db } from '../db/database';
import type { ChangeWindow } from './changes';
import type { MirrorPages } from './mirror-pages';
import { objectPart, sqlPart } from './pull';

// The pages of rows a viewer's mirror would hold for some tables, read through the same pull sources and in
// pages as a device's first pull reads them: the import plans on the server against exactly what
// the device planned against, and no single query holds the database long (every custom value of
// 20,000 assets in one query held the embedded database 440 ms).

const PAGE_ROWS = 2000;

async function tablePages(db: Db, viewer: Viewer, table: SyncTable, pageRows: number): Promise<string[]> {
  const source = pullSource(table);
  const pages: string[] = [];
  for (let after = 0; ;) {
    const w: ChangeWindow = { after, upTo: null, limit: pageRows, withRemovals: false };
    const part = source.sql ? await sqlPart(db, source.sql(db, viewer, w), false) : await objectPart(db, viewer, table, w);
    pages.push(part.json);
    if (part.read < pageRows || part.last === null || part.last <= after) return pages;
    after = part.last;
  }
}

/** The tables' pages as read (rowsOfPages makes them rows); `pageRows`: rows per query (a test reads in small pages). */
export async function mirrorPages(db: Db, viewer: Viewer, tables: readonly SyncTable[], pageRows = PAGE_ROWS): Promise<MirrorPages> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const source = pullSource(table);
    out[table] = source.access && !source.access(viewer) ? [] : await tablePages(db, viewer, table, pageRows);
  }
  return out;
}
