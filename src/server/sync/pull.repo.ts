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

/**
 * Where a pull page ends, from the versions alone: the `size`-th smallest version above `after`
 * over the tables' rows (and tombstones, when removals are read) and whether any lies beyond it;
 * upTo null when everything fits. Read from the (company_id, version) indexes, so each source
 * then reads only its own rows of the page, not a whole page's worth that the merge would drop.
 */
export async function versionCut(
  db: Db,
  p: { companyId: string; tables: readonly SyncTable[]; after: number; withRemovals: boolean; size: number },
): Promise<{ upTo: number | null; more: boolean }> {
  const above = (table: VersionedTable, extra?: SQL) =>
    sql`(select ${table.version} as v from ${table} where ${and(eq(table.company_id, p.companyId), gt(table.version, p.after), extra)} order by ${table.version} limit ${p.size + 1})`;
  const parts = p.tables.map((t) => above(pullSource(t).sqlTable));
  if (p.withRemovals) parts.push(above(syncTombstones, inArray(syncTombstones.table_name, [...p.tables])));
  if (parts.length === 0) return { upTo: null, more: false };
  const rows = (await db
    .select({ v: sql<string>`v` })
    .from(sql`(${sql.join(parts, sql` union all `)}) as versions`)
    .orderBy(sql`v`)
    .limit(2)
    .offset(p.size - 1)) as { v: string }[];
  if (rows.length === 0) return { upTo: null, more: false };
  return { upTo: Number(rows[0]!.v), more: rows.length > 1 };
}

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
