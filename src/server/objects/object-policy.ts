import { and, desc, eq, sql } from 'drizzle-orm';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { contracts } from '../db/schema/contracts';

// A vehicle's or an asset's policy (fleet-and-assets.md: car_policy_details, asset_policy_details):
// the newest contract that is not deleted and covers the object. Shared, because the vehicle and
// asset details carry it and the contracts area makes it.

export interface PolicyDetails {
  contract_id: string;
  name: string;
  status: string;
}

export async function policyOf(db: Db, companyId: string, type: 'car' | 'asset', objectId: string): Promise<PolicyDetails | null> {
  const [row] = await db
    .select({ contract_id: contracts.id, name: contracts.name, status: contracts.status })
    .from(contracts)
    .where(
      and(
        eq(contracts.company_id, companyId),
        eq(contracts.related_object, type),
        eq(contracts.deleted, 0),
        sql`${objectId}::uuid = any(${contracts.related_object_ids})`,
      ),
    )
    .orderBy(desc(contracts.created_at))
    .limit(1);
  return row ?? null;
}

/** car_policy_details / asset_policy_details of a detail answer: the policy, for a viewer with contracts access; else null. */
export const policyDetails = (db: Db, viewer: Viewer, type: 'car' | 'asset', objectId: string): Promise<PolicyDetails | null> =>
  can(viewer, 'contracts.view') ? policyOf(db, viewer.company.id, type, objectId) : Promise.resolve(null);
