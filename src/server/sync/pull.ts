import type { Viewer } from '../../shared/policy/viewer';
import { PULL_PAGE_SIZE, SYNC_TABLES, type PullAnswer, type PullRemoval, type SyncTable } from '../../shared/sync/protocol';
import { pullSource } from '../areas';
import type { Db } from '../db/database';
import { peopleScope } from '../people/people-scope';
import type { ChangeWindow, PullItem } from './changes';
import { companyMaxVersion, teamVersions, tombstoneChanges, versionCut } from './pull.repo';
import { scopeFingerprint } from './scope';
import { inSnapshot } from './write-lock';

/** The tables this viewer mirrors at all (each area's pull source says who may). */
export const tablesFor = (v: Viewer): SyncTable[] => SYNC_TABLES.filter((t) => pullSource(t).access?.(v) ?? true);

function addRow<T extends SyncTable>(changes: PullAnswer['changes'], item: PullItem<T>): void {
  // Every table of the page has its (maybe empty) list already.
  if (item.row) changes[item.table]?.push(item.row);
}

const byVersion = (a: PullItem, b: PullItem) => a.version - b.version;

/**
 * The changes of a page over all tables, in version order: every change up to `upTo` (the page's
 * last version, from versionCut), at most `size` + 1. Once the merged list is full (a
 * table versionCut did not count), later sources read only up to its last version.
 */
async function collect(
  tx: Db,
  viewer: Viewer,
  tables: SyncTable[],
  base: Omit<ChangeWindow, 'upTo' | 'limit'>,
  cut: { upTo: number | null; size: number },
): Promise<PullItem[]> {
  const limit = cut.size + 1;
  let items: PullItem[] = [];
  const merge = (more: PullItem[]) => {
    items = [...items, ...more].sort(byVersion).slice(0, limit);
  };
  const windowNow = (): ChangeWindow => ({ ...base, limit, upTo: items.length === limit ? items[limit - 1]!.version : cut.upTo });
  const tombstones = await tombstoneChanges(tx, { companyId: viewer.company.id, tables }, windowNow());
  merge(tombstones.map((t) => ({ table: t.table, id: t.id, version: t.version, row: null })));
  for (const table of tables) merge(await pullSource(table).changes(tx, viewer, windowNow()));
  return items;
}

/** GET /api/sync/pull: see PullAnswer in src/shared/sync/protocol.ts and docs/architecture.md section 5. */
export async function pull(db: Db, viewer: Viewer, q: { cursor: number; scope?: string | undefined }, pageSize = PULL_PAGE_SIZE): Promise<PullAnswer> {
  return inSnapshot(db, async (tx) => {
    const scope = peopleScope(viewer);
    const versions = scope.teamIds === null ? new Map<string, number>() : await teamVersions(tx, scope.companyId, scope.teamIds);
    const fingerprint = scopeFingerprint(viewer, versions);
    const reset = q.scope !== undefined && q.scope !== fingerprint;
    const after = reset ? 0 : q.cursor;
    const tables = tablesFor(viewer);
    const withRemovals = after > 0;
    const cut = await versionCut(tx, { companyId: scope.companyId, tables, after, withRemovals, size: pageSize });
    const items = await collect(tx, viewer, tables, { after, withRemovals }, { upTo: cut.upTo, size: pageSize });

    const overfull = items.length > pageSize;
    const more = overfull || cut.more;
    const page = items.slice(0, pageSize);
    // A page cut by versions ends at its last version even when rows the viewer may not see made
    // it short. With nothing left, jump to the company's newest version: rows skipped as invisible
    // to a fresh mirror would otherwise come back next time as pointless removals.
    const cursor = overfull ? page[page.length - 1]!.version : cut.more ? cut.upTo! : Math.max(after, await companyMaxVersion(tx, scope.companyId));

    const changes: PullAnswer['changes'] = Object.fromEntries(tables.map((t) => [t, []]));
    for (const item of page) addRow(changes, item);
    // A row deleted and then created again with the same id arrives as its current row only: the
    // client applies changes before removals.
    const present = new Set(page.filter((i) => i.row).map((i) => `${i.table}:${i.id}`));
    const gone = new Map<string, PullRemoval>();
    for (const { table, id, version, row } of page) if (!row && !present.has(`${table}:${id}`)) gone.set(`${table}:${id}`, { table, id, version });
    const removals = [...gone.values()];
    return { cursor, more, scope: fingerprint, reset, changes, removals };
  });
}
