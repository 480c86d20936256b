import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AssetListItem, AssetType } from '../../shared/assets/assets.schema';
import type { Db } from '../db/database';
import { assets, assetTypes } from '../db/schema/assets';
import { employees } from '../db/schema/people';
import { inScopeTeams, type PeopleScope } from '../people/people-scope';
import { inWindow, type ChangeWindow } from '../sync/changes';
import { jsonRowSql } from '../db/json-row-sql';
import { assetListColumns, assetTypeColumns, toAssetType, type RawAssetType } from './assets-columns';

/** A team-only manager sees the assets of the people in their teams (fleet-and-assets.md section 6). */
export const assetVisibleCondition = (scope: PeopleScope): SQL => inScopeTeams(scope, assets.owner_employee_id);

/** Assets changed after the cursor, in version order, in the list's shape (sync pull). */
export async function assetChanges(db: Db, scope: PeopleScope, w: ChangeWindow): Promise<{ asset: AssetListItem; visible: boolean }[]> {
  const visible = assetVisibleCondition(scope);
  const rows = await db
    .select({ asset: jsonRowSql<AssetListItem>(assetListColumns), visible: sql<boolean>`${visible}` })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
    .leftJoin(employees, eq(employees.id, assets.owner_employee_id))
    .where(inWindow(assets, scope.companyId, w, visible))
    .orderBy(asc(assets.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, asset }) => ({ asset, visible: Boolean(seen) }));
}

/** The company's asset types changed after the cursor: everyone of the company sees them all. */
export async function assetTypeChanges(db: Db, companyId: string, w: ChangeWindow): Promise<AssetType[]> {
  const rows = await db
    .select(assetTypeColumns)
    .from(assetTypes)
    .where(inWindow(assetTypes, companyId, w))
    .orderBy(asc(assetTypes.version))
    .limit(w.limit);
  return rows.map((r) => toAssetType(r as RawAssetType));
}
