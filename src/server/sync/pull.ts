import { sql } from 'drizzle-orm';
import type { Viewer } from '../../shared/policy/viewer';
import { PULL_PAGE_SIZE, SYNC_TABLES, type PullQuery, type PullRemoval, type SyncTable } from '../../shared/sync/protocol';
import { nextPageOf, type PullNext } from '../../shared/sync/pull-next';
import type { PullWire } from '../../shared/sync/pull-wire';
import { pullSource } from '../areas';
import type { Db } from '../db/database';
import { peopleScope } from '../people/people-scope';
import type { ChangeWindow, SqlRowsQuery } from './changes';
import { companyMaxVersion, teamVersions, tombstoneChanges, versionCut } from './pull.repo';
import { scopeFingerprint } from './scope';
import { inSnapshot } from './write-lock';

/** The tables this viewer mirrors at all (each area's pull source says who may). */
export const tablesFor = (v: Viewer): SyncTable[] => SYNC_TABLES.filter((t) => pullSource(t).access?.(v) ?? true);

/** One table's part of a page: its rows as JSON text, the rows the viewer may no longer see, and (when asked) the ids sent. */
interface TablePart {
  json: string;
  gone: [id: string, version: number][];
  ids: string[];
  /** Rows read (seen or gone) and the highest version among them: where the next window starts. */
  read: number;
  last: number | null;
}

/** A SQL source's rows turned into JSON by the database: the text goes out as it is. */
export async function sqlPart(tx: Db, { cols, spread, query }: SqlRowsQuery, withIds: boolean): Promise<TablePart> {
  const [row] = await tx
    .select({
      rows: sql<string>`'[' || coalesce(string_agg(t.values::text, ',') filter (where t.visible), '') || ']'`,
      gone: sql<string>`coalesce(json_agg(json_build_array(t.id, t.version)) filter (where not t.visible), '[]')::text`,
      ids: withIds ? sql<string>`coalesce(json_agg(t.id) filter (where t.visible), '[]')::text` : sql<string>`'[]'`,
      read: sql<number>`count(*)::int`,
      last: sql<string | null>`max(t.version)`,
    })
    .from(sql`(${query}) as t`);
  const gone = JSON.parse(row!.gone) as [string, string | number][];
  return {
    json: cols ? `{"cols":${JSON.stringify(cols)},${spread ? `"spread":${JSON.stringify(spread)},` : ''}"rows":${row!.rows}}` : row!.rows,
    gone: gone.map(([id, version]) => [id, Number(version)]),
    ids: JSON.parse(row!.ids) as string[],
    read: Number(row!.read),
    last: row!.last === null ? null : Number(row!.last),
  };
}

export async function objectPart(tx: Db, viewer: Viewer, table: SyncTable, w: ChangeWindow): Promise<TablePart> {
  const items = await pullSource(table).changes!(tx, viewer, w);
  const rows = items.flatMap((i) => (i.row ? [i.row] : []));
  return {
    json: JSON.stringify(rows),
    gone: items.filter((i) => !i.row).map((i) => [i.id, i.version]),
    ids: rows.map((r) => r.id),
    read: items.length,
    last: items.at(-1)?.version ?? null,
  };
}

/** A pull answer as the JSON text that goes out, and the page the client asks for next (PULL_NEXT_HEADER). */
export interface PullText {
  json: string;
  next: PullNext | null;
}

/**
 * GET /api/sync/pull: the answer as JSON text (PullWire in src/shared/sync/pull-wire.ts; see
 * docs/architecture.md section 5). Every table the viewer mirrors is named, an empty one as [].
 */
export async function pull(db: Db, viewer: Viewer, q: PullQuery, pageSize = PULL_PAGE_SIZE): Promise<PullText> {
  return inSnapshot(db, async (tx) => {
    const scope = peopleScope(viewer);
    const versions = scope.teamIds === null ? new Map<string, number>() : await teamVersions(tx, scope.companyId, scope.teamIds);
    const fingerprint = scopeFingerprint(viewer, versions);
    const reset = q.scope !== undefined && q.scope !== fingerprint;
    const after = reset ? 0 : q.cursor;
    const tables = tablesFor(viewer);
    const withRemovals = after > 0;
    const cut = await versionCut(tx, { companyId: scope.companyId, tables, after, withRemovals, size: pageSize });
    const w: ChangeWindow = { after, upTo: cut.upTo, limit: pageSize + 1, withRemovals };

    const parts: string[] = [];
    const gone = new Map<string, PullRemoval>();
    const sent = new Set<string>();
    for (const table of tables) {
      if (!cut.tables.has(table)) {
        parts.push(`"${table}":[]`);
        continue;
      }
      const source = pullSource(table);
      const part = source.sql ? await sqlPart(tx, source.sql(tx, viewer, w), cut.tombstones) : await objectPart(tx, viewer, table, w);
      parts.push(`"${table}":${part.json}`);
      for (const [id, version] of part.gone) gone.set(`${table}:${id}`, { table, id, version });
      for (const id of part.ids) sent.add(`${table}:${id}`);
    }
    if (cut.tombstones) {
      // A row deleted and then created again with the same id arrives as its current row only: the
      // client applies changes before removals.
      for (const t of await tombstoneChanges(tx, { companyId: scope.companyId, tables }, w)) {
        const key = `${t.table}:${t.id}`;
        if (!sent.has(key)) gone.set(key, { table: t.table as SyncTable, id: t.id, version: t.version });
      }
    }
    // A page cut by versions ends at its last version even when rows the viewer may not see made
    // it short. With nothing left, jump to the company's newest version: rows skipped as invisible
    // to a fresh mirror would otherwise come back next time as pointless removals.
    const cursor = cut.more ? cut.upTo! : Math.max(after, await companyMaxVersion(tx, scope.companyId));
    const head: Omit<PullWire, 'changes' | 'removals'> = { cursor, more: cut.more, scope: fingerprint, reset };
    return {
      json: `${JSON.stringify(head).slice(0, -1)},"changes":{${parts.join(',')}},"removals":${JSON.stringify([...gone.values()])}}`,
      next: nextPageOf(head),
    };
  });
}
