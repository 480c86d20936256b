import type { MirrorRows } from '../../shared/import-target';
import type { Viewer } from '../../shared/policy/viewer';
import type { SyncTable } from '../../shared/sync/protocol';
import { wireRowsOf, type WireRows } from '../../shared/sync/pull-wire';
import { pullSource } from '../areas';
import type { Db } from '../db/database';
import type { ChangeWindow } from './changes';
import { sqlPart } from './pull';

// The rows a viewer's mirror would hold for some tables, read through the same pull sources: the
// import plans on the server against exactly what the device planned against.

const WHOLE_TABLE: ChangeWindow = { after: 0, upTo: null, limit: Number.MAX_SAFE_INTEGER, withRemovals: false };

export async function mirrorRows(tx: Db, viewer: Viewer, tables: readonly SyncTable[]): Promise<MirrorRows> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const source = pullSource(table);
    if (source.access && !source.access(viewer)) {
      out[table] = [];
      continue;
    }
    if (source.changes) {
      out[table] = (await source.changes(tx, viewer, WHOLE_TABLE)).flatMap((i) => (i.row ? [i.row] : []));
      continue;
    }
    const part = await sqlPart(tx, source.sql(tx, viewer, WHOLE_TABLE), false);
    out[table] = wireRowsOf(JSON.parse(part.json) as WireRows);
  }
  return out as MirrorRows;
}
