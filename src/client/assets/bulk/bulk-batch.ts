import { emptyAssetDraft, normalizeAsset } from '../../../shared/assets/asset-rules';
import { assetAssign } from '../../../shared/assets/assets.mutations';
import { uuidv7 } from '../../../shared/ids';
import type { LocalDb } from '../../../sync/local-db';
import type { Mutate } from '../../offline/use-mutate';
import { startBatch, type Batch, type BatchItem, type SettledCheck } from '../../lib/bulk-batch';

// The bulk assign's batch: who gets which asset id, kept by the shared bulk batch (lib/bulk-batch)
// under its own key, so a reload during the drain shows its progress again.

export const BULK_BATCH_KEY = 'assets.bulk_assign_batch';

export interface BulkItem extends BatchItem {
  /** The asset made for this person (the item's entity). */
  asset_id: string;
  person_id: string;
  /** Set for a person of another company of the group. */
  company_name: string | null;
}

export interface BulkBatch extends Batch<BulkItem> {
  asset_type_id: string;
  type_name: string;
  /** Excluding VAT, as saved ('1299.00'), or null. */
  price: string | null;
}

export interface BulkPerson {
  id: string;
  name: string;
  company_name?: string | null;
}

/** The batch for these people, in name order, each with an asset id made here (it survives offline). */
export function newBatch(type: { id: string; name: string }, price: string | number | null, people: readonly BulkPerson[]): BulkBatch {
  const saved = normalizeAsset({ ...emptyAssetDraft(), asset_type_id: type.id, price });
  const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    started_at: new Date().toISOString(),
    table: 'assets',
    asset_type_id: type.id,
    type_name: type.name,
    price: saved.price,
    items: sorted.map((p) => {
      const asset_id = uuidv7();
      return {
        outbox_id: '',
        entity_id: asset_id,
        asset_id,
        person_id: p.id,
        person_name: p.name,
        company_name: p.company_name ?? null,
        label: `${type.name} for ${p.name}`,
      };
    }),
  };
}

/** Stores the batch and queues one asset.assign per person, in order, all or nothing; `queue` is useMutateMany's. */
export function startAssetBatch(db: LocalDb, batch: BulkBatch, queue: Mutate): Promise<BulkBatch> {
  return startBatch(db, BULK_BATCH_KEY, batch, (item) =>
    queue(
      assetAssign,
      { id: item.asset_id, asset_type_id: batch.asset_type_id, owner_employee_id: item.person_id, price: batch.price, insert_method: 'bulk' },
      { label: item.label },
    ),
  );
}

/** An assign went through when the mirror has the server's asset; without it, it was discarded. */
export const assetCreated: SettledCheck<BulkItem> = (_item, row) => row !== undefined;
