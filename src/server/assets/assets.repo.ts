import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AssetListItem } from '../../shared/assets/assets.schema';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { assets, assetTypes } from '../db/schema/assets';
import { employees } from '../db/schema/people';
import type { PeopleScope } from '../people/people-scope';
import { assetListColumns, toAssetItem, type RawAsset } from './assets-columns';
import { assetVisibleCondition } from './assets-sync.repo';

// One asset as every answer carries it (detail, writes, conflicts).

export const assetScopeCondition = (scope: PeopleScope): SQL => and(eq(assets.company_id, scope.companyId), assetVisibleCondition(scope))!;

/** One asset in scope with who changed it last (a conflict's `changed_by`), or null. */
export async function getAsset(
  db: Db,
  scope: PeopleScope,
  id: string,
): Promise<{ asset: AssetListItem; changedBy: { id: string | null; name: string | null } } | null> {
  const [row] = await db
    .select({ ...assetListColumns, updated_by: assets.updated_by, updated_by_name: users.name })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
    .leftJoin(employees, eq(employees.id, assets.owner_employee_id))
    .leftJoin(users, eq(users.id, assets.updated_by))
    .where(and(assetScopeCondition(scope), eq(assets.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, ...asset } = row;
  return { asset: toAssetItem(asset as RawAsset), changedBy: { id: updated_by, name: updated_by_name } };
}

/** An asset just written, as its answer carries it: unscoped by team, as a new owner may take it out of the writer's teams. */
export async function savedAsset(db: Db, companyId: string, id: string): Promise<AssetListItem> {
  const found = await getAsset(db, { companyId, teamIds: null }, id);
  if (!found) throw new Error(`Asset ${id} was not saved`);
  return found.asset;
}

/** The active assets of a person the viewer may see (GET /api/assets/employee/{id}/pendingAssets). */
export async function ownedAssets(db: Db, scope: PeopleScope, personId: string) {
  return db
    .select({ id: assets.id, asset_name: assetTypes.name, owner_employee_id: assets.owner_employee_id, deleted: assets.deleted })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
    .where(and(assetScopeCondition(scope), eq(assets.owner_employee_id, personId), eq(assets.deleted, 0)))
    .orderBy(asc(assetTypes.name), asc(assets.id));
}
