import { uuidv7 } from '../../../shared/ids';
import { licenseAdd } from '../../../shared/software/software.mutations';
import type { LocalDb } from '../../../sync/local-db';
import { startBatch, type Batch, type BatchItem, type SettledCheck } from '../../lib/bulk-batch';
import type { Mutate } from '../../offline/use-mutate';

// Assigning licences of one product to several people (the wizard's step 2 and
// /software/products/{id}/assign): one license.add per person, in name order, through the outbox
// (the mutation carries the 500 ms between items), kept by the shared bulk batch under a key per
// product, so a reload during the drain shows its progress again.

export const licenseBatchKey = (productId: string) => `software.license_batch:${productId}`;

export interface LicenseBatchItem extends BatchItem {
  /** The licence made for this person (the item's entity). */
  license_id: string;
  employee_id: string;
}

export interface LicenseBatch extends Batch<LicenseBatchItem> {
  product_id: string;
  product_name: string;
  /** yyyy-mm-dd: the device's day, each licence's date_enabled. */
  day: string;
}

export interface BatchPerson {
  id: string;
  name: string;
}

/** The batch for these people, in name order, each with a licence id made here (it survives offline). */
export function newLicenseBatch(product: { id: string; name: string }, people: readonly BatchPerson[], day: string): LicenseBatch {
  const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    started_at: new Date().toISOString(),
    table: 'software_licenses',
    product_id: product.id,
    product_name: product.name,
    day,
    items: sorted.map((p) => {
      const license_id = uuidv7();
      return { outbox_id: '', entity_id: license_id, license_id, employee_id: p.id, person_name: p.name, label: `${product.name} for ${p.name}` };
    }),
  };
}

/** Stores the batch and queues one license.add per person, in order, all or nothing; `queue` is useMutateMany's. */
export function startLicenseBatch(db: LocalDb, batch: LicenseBatch, queue: Mutate): Promise<LicenseBatch> {
  return startBatch(db, licenseBatchKey(batch.product_id), batch, (item) =>
    queue(
      licenseAdd,
      { id: item.license_id, product_id: batch.product_id, employee_id: item.employee_id, date_enabled: batch.day, insert_method: 'manual' },
      { label: item.label },
    ),
  );
}

/** An assign went through when the mirror has the server's licence; a refused one is taken out of the mirror. */
export const licenseCreated: SettledCheck<LicenseBatchItem> = (_item, row) => row !== undefined;
