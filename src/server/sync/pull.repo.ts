import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncTable } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { activity } from '../db/schema/activity';
import { tags } from '../db/schema/tags';
import { customFieldValues, customFields } from '../db/schema/custom-fields';
import { documents } from '../db/schema/documents';
import { segments } from '../db/schema/segments';
import { assets, assetTypes } from '../db/schema/assets';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import { cars } from '../db/schema/fleet';
import { employees, teamMembers, teams } from '../db/schema/people';
import { syncTombstones } from '../db/schema/sync';
import type { PeopleScope } from '../people/people-scope';
import type { ChangeWindow } from './changes';

const window = (version: AnyPgColumn, w: ChangeWindow): SQL[] => [gt(version, w.after), ...(w.upTo === null ? [] : [lte(version, w.upTo)])];

/** Teams changed after the cursor, in the shape of GET /api/teams/list plus version. */
export async function teamChanges(db: Db, scope: PeopleScope, w: ChangeWindow) {
  const visible = scope.teamIds === null ? sql`true` : scope.teamIds.length ? inArray(teams.id, scope.teamIds) : sql`false`;
  const memberCount = sql<number>`(select count(*)::int from ${teamMembers} tm where tm.team_id = ${teams.id})`;
  const conditions = [eq(teams.company_id, scope.companyId), ...window(teams.version, w)];
  if (!w.withRemovals) conditions.push(visible);
  const rows = await db
    .select({ id: teams.id, name: teams.name, member_count: memberCount, version: teams.version, visible: sql<boolean>`${visible}` })
    .from(teams)
    .where(and(...conditions))
    .orderBy(asc(teams.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...t }) => ({ team: { ...t, member_count: Number(t.member_count), version: Number(t.version) }, visible: Boolean(seen) }));
}

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

/** The company's newest version in the snapshot, over every synced table and its tombstones. */
// Every synced table's SQL table: a table added to SYNC_TABLES does not compile until it is here.
const SYNCED_TABLES: Record<SyncTable, PgTable & { version: AnyPgColumn; company_id: AnyPgColumn }> = {
  teams,
  employees,
  cars,
  activity,
  tags,
  custom_fields: customFields,
  custom_field_values: customFieldValues,
  documents,
  segments,
  asset_types: assetTypes,
  assets,
  trainings,
  training_participants: trainingParticipants,
};

export async function companyMaxVersion(db: Db, companyId: string): Promise<number> {
  const max = (table: PgTable & { version: AnyPgColumn; company_id: AnyPgColumn }) =>
    sql`(select max(${table.version}) from ${table} where ${table.company_id} = ${companyId}::uuid)`;
  const tables = [...Object.values(SYNCED_TABLES), syncTombstones];
  const [row] = await db
    .select({ v: sql<string | null>`greatest(${sql.join(tables.map(max), sql`, `)})` })
    .from(sql`(select 1) as one`);
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
