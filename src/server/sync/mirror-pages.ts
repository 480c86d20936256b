import type { MirrorRows } from '../../shared/import-target';
import { wireRowsOf, type WireRows } from '../../shared/sync/pull-wire';

// A mirror read as the pull reads it (mirror-rows.ts): each table's pages as the JSON text the
// database made, turned into rows where they are used (an import's plan, in its worker thread:
// parsing 20,000 rows' pages took the server's thread 20–35 ms a page).

/** Each table's pages, in version order, as pull wire JSON. */
export type MirrorPages = Readonly<Record<string, readonly string[]>>;

/** The rows of the pages; a row read again in a later page (changed meanwhile) stands as read last. */
export function rowsOfPages(pages: MirrorPages): MirrorRows {
  const out: Record<string, unknown[]> = {};
  for (const [table, texts] of Object.entries(pages)) {
    const byId = new Map<string, unknown>();
    for (const text of texts) for (const row of wireRowsOf(JSON.parse(text) as WireRows)) byId.set((row as { id: string }).id, row);
    out[table] = [...byId.values()];
  }
  return out as MirrorRows;
}
