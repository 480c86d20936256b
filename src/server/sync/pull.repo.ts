import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SyncTable } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { teams } from '../db/schema/people';
import { syncTombstones } from '../db/schema/sync';
import type { VersionedTable } from '../http/server-area';
import { pullSource, syncedSqlTables } from '../areas';
import type { ChangeWindow } from './changes';

const window = (version: AnyPgColumn, w: ChangeWindow): SQL[] => [gt(version, w.after), ...(w.upTo === null ? [] : [lte(version, w.upTo)])];

export async function tombstoneChanges(db: Db, p: { companyId: string; tables: readonly SyncTable[] }, w: ChangeWindow) {
  if (!w.withRemovals || p.tables.length === 0) return [];
  const rows = await db
    .select({ table: syncTombstones.table_name, id: syncTombstones.row_id, version: syncTombstones.version })
    .from(syncTombstones)
    .where(and(eq(syncTombstones.company_id, p.companyId), inArray(syncTombstones.table_name, [...p.tables]), ...window(syncTombstones.version, w)))
    .orderBy(asc(syncTombstones.version))
    .limit(w.limit);
  return rows.map((r) => ({ ...r, version: Number(r.version) }));
}

/** Where a pull page ends, and what lies in it. */
export interface PageCut {
  /** The page's last version; null when every change left fits in the page. */
  upTo: number | null;
  /** Changes lie beyond upTo. */
  more: boolean;
  /** The tables with changes in the page: the others are not read. */
  tables: Set<SyncTable>;
  /** Tombstones lie in the page. */
  tombstones: boolean;
}

/**
 * Where a pull page ends, from the versions alone: the `size`-th smallest version above `after`
 * over the tables' rows (and tombstones, when removals are read), whether any lies beyond it, and
 * which tables have any up to it. Read from the (company_id, version) indexes, so each source
 * then reads only its own rows of the page, and a table without changes is not read at all.
 * Versions come from one sequence: no two rows share one, so a page holds at most `size` changes.
 */
export async function versionCut(
  db: Db,
  p: { companyId: string; tables: readonly SyncTable[]; after: number; withRemovals: boolean; size: number },
): Promise<PageCut> {
  const above = (k: number, table: VersionedTable, extra?: SQL) =>
    sql`(select ${k}::int as k, ${table.version} as v from ${table} where ${and(eq(table.company_id, p.companyId), gt(table.version, p.after), extra)} order by ${table.version} limit ${p.size + 1})`;
  const parts = p.tables.map((t, k) => above(k, pullSource(t).sqlTable));
  if (p.withRemovals) parts.push(above(TOMBSTONES, syncTombstones, inArray(syncTombstones.table_name, [...p.tables])));
  const cut: PageCut = { upTo: null, more: false, tables: new Set(), tombstones: false };
  if (parts.length === 0) return cut;
  const first = sql`(select k, v, row_number() over (order by v) as rn from (${sql.join(parts, sql` union all `)}) as versions order by v limit ${p.size + 1}) as first`;
  const rows = (await db
    .select({
      k: sql<number>`k`,
      inPage: sql<number>`count(*) filter (where rn <= ${p.size})::int`,
      last: sql<string | null>`max(v) filter (where rn = ${p.size})`,
      seen: sql<number>`count(*)::int`,
    })
    .from(sql`${first}`)
    .groupBy(sql`k`)) as { k: number; inPage: number; last: string | null; seen: number }[];
  cut.more = rows.reduce((n, r) => n + r.seen, 0) > p.size;
  for (const r of rows) {
    if (cut.more && r.last !== null) cut.upTo = Number(r.last);
    if (r.inPage === 0) continue;
    if (r.k === TOMBSTONES) cut.tombstones = true;
    else cut.tables.add(p.tables[r.k]!);
  }
  return cut;
}

const TOMBSTONES = -1;

/** The company's newest version in the snapshot, over every synced table and its tombstones. */
export async function companyMaxVersion(db: Db, companyId: string): Promise<number> {
  const max = (table: VersionedTable) => sql`(select max(${table.version}) from ${table} where ${table.company_id} = ${companyId}::uuid)`;
  const tables = [...syncedSqlTables(), syncTombstones];
  const [row] = await db.select({ v: sql<string | null>`greatest(${sql.join(tables.map(max), sql`, `)})` }).from(sql`(select 1) as one`);
  return Number(row?.v ?? 0);
}

/** The current version of each given team: part of a team-only manager's scope fingerprint. */
export async function teamVersions(db: Db, companyId: string, teamIds: readonly string[]): Promise<Map<string, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, version: teams.version })
    .from(teams)
    .where(and(eq(teams.company_id, companyId), inArray(teams.id, [...teamIds])));
  return new Map(rows.map((r) => [r.id, Number(r.version)]));
}
