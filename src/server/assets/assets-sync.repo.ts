import { asc, eq, type SQL } from 'drizzle-orm';
import type { AssetType } from '../../shared/assets/assets.schema';
import type { Db } from '../db/database';
import { assets, assetTypes } from '../db/schema/assets';
import { employees } from '../db/schema/people';
import { inScopeTeams, type PeopleScope } from '../people/people-scope';
import { sqlRowSelection, inWindow, type ChangeWindow, type SqlRowsQuery } from '../sync/changes';
import { jsonArraySql } from '../db/json-row-sql';
import { assetListColumns, assetTypeColumns, toAssetType, type RawAssetType } from './assets-columns';

/** A team-only manager sees the assets of the people in their teams (fleet-and-assets.md section 6). */
export const assetVisibleCondition = (scope: PeopleScope): SQL => inScopeTeams(scope, assets.owner_employee_id);

/** Assets changed after the cursor, in version order, in the list's shape (sync pull, column form). */
export function assetChanges(db: Db, scope: PeopleScope, w: ChangeWindow): SqlRowsQuery {
  const visible = assetVisibleCondition(scope);
  const query = db
    .select(sqlRowSelection(jsonArraySql(assetListColumns), assets, visible))
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
    .leftJoin(employees, eq(employees.id, assets.owner_employee_id))
    .where(inWindow(assets, scope.companyId, w, visible))
    .orderBy(asc(assets.version))
    .limit(w.limit);
  return { cols: Object.keys(assetListColumns), query };
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
