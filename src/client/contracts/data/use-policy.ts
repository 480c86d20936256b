import type { PolicyObject } from '../../../shared/contracts/contracts.schema';
import type { LocalDb } from '../../../sync/local-db';
import { useMirrorFind } from '../../offline/use-mirror-find';
import type { ContractRow } from './use-contract';

/** The policy covering a vehicle or an asset on this device (fleet-and-assets.md: car_policy_details, asset_policy_details): the newest not deleted. */
export async function policyOn(db: LocalDb, object: PolicyObject, id: string): Promise<ContractRow | null> {
  const covering = await db.mirror('contracts').where('related_object_ids').equals(id).toArray();
  const live = covering.filter((c) => c.related_object === object && c.deleted === 0).sort((a, b) => b.created_at.localeCompare(a.created_at));
  return live[0] ?? null;
}

/** The object's policy: undefined while loading, null for none. */
export function usePolicy(object: PolicyObject, id: string): ContractRow | null | undefined {
  return useMirrorFind(async (db) => policyOn(db, object, id), [object, id]);
}
