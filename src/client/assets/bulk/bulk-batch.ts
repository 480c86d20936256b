import { emptyAssetDraft, normalizeAsset } from '../../../shared/assets/asset-rules';
import { assetAssign } from '../../../shared/assets/assets.mutations';
import { uuidv7 } from '../../../shared/ids';
import { entityKey, getMeta, setMeta, type LocalDb, type MirrorRow, type OutboxItem } from '../../../sync/local-db';
import { mutate } from '../../../sync/outbox';

// A bulk assign as it runs: the batch (who gets which asset id) is kept in the local database's
// meta, so a reload during the drain shows its progress again; each item's state is read from the
// outbox and the mirror, where the engine already records what happened to it.

export const BULK_BATCH_KEY = 'assets.bulk_assign_batch';

export interface BulkItem {
  asset_id: string;
  person_id: string;
  person_name: string;
  /** Set for a person of another company of the group. */
  company_name: string | null;
  /** What the sync panel and the refusal toast call it: 'Laptop for Emma Janssens'. */
  label: string;
}

export interface BulkBatch {
  started_at: string;
  asset_type_id: string;
  type_name: string;
  /** Excluding VAT, as saved ('1299.00'), or null. */
  price: string | null;
  items: BulkItem[];
  /** Set once the last item settled and the 'assets created' toast was shown. */
  finished_at?: string;
}

export type BulkItemState =
  | { state: 'queued' }
  | { state: 'sending' }
  | { state: 'created' }
  | { state: 'failed'; error: string }
  /** Taken out of the outbox from the sync panel before it was sent. */
  | { state: 'discarded' };

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
    asset_type_id: type.id,
    type_name: type.name,
    price: saved.price,
    items: sorted.map((p) => ({ asset_id: uuidv7(), person_id: p.id, person_name: p.name, company_name: p.company_name ?? null, label: `${type.name} for ${p.name}` })),
  };
}

/**
 * Stores the batch and queues one asset.assign per person, in order, in one transaction: either
 * the whole batch waits in the outbox or none of it does.
 */
export async function startBatch(db: LocalDb, batch: BulkBatch): Promise<void> {
  await db.transaction('rw', [db.meta, db.outbox, db.shadows, db.mirror('assets')], async () => {
    await setMeta(db, BULK_BATCH_KEY, batch);
    for (const item of batch.items) {
      await mutate(db, assetAssign, { id: item.asset_id, asset_type_id: batch.asset_type_id, owner_employee_id: item.person_id, price: batch.price, insert_method: 'bulk' }, { label: item.label });
    }
  });
}

export const readBatch = (db: LocalDb) => getMeta<BulkBatch>(db, BULK_BATCH_KEY);
export const forgetBatch = (db: LocalDb) => db.meta.delete(BULK_BATCH_KEY);

/** Marks the batch finished; true only for the call that did it (so the final toast shows once). */
export function finishBatch(db: LocalDb, startedAt: string): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    const batch = await readBatch(db);
    if (!batch || batch.started_at !== startedAt || batch.finished_at) return false;
    await setMeta(db, BULK_BATCH_KEY, { ...batch, finished_at: new Date().toISOString() });
    return true;
  });
}

/**
 * Each item's state. `outbox` is the whole outbox in send order; `sending` says the engine is
 * replaying now, so the first pending item is the one on its way. With nothing left in the outbox,
 * the item was created if the mirror has the server's row, else it was discarded.
 */
export function itemStates(items: readonly BulkItem[], outbox: readonly OutboxItem[], rows: ReadonlyMap<string, MirrorRow>, sending: boolean): BulkItemState[] {
  const firstPending = outbox.find((i) => i.state === 'pending');
  const byEntity = new Map<string, OutboxItem[]>();
  for (const i of outbox) byEntity.set(i.entity, [...(byEntity.get(i.entity) ?? []), i]);
  return items.map((item): BulkItemState => {
    const queued = byEntity.get(entityKey('assets', item.asset_id)) ?? [];
    const pending = queued.find((i) => i.state === 'pending');
    if (pending) return sending && pending === firstPending ? { state: 'sending' } : { state: 'queued' };
    const failed = queued.find((i) => i.state === 'failed');
    if (failed) return { state: 'failed', error: failed.error ?? '' };
    return rows.has(item.asset_id) ? { state: 'created' } : { state: 'discarded' };
  });
}

export interface BatchSummary {
  total: number;
  created: number;
  failed: number;
  /** Still in the outbox waiting (or being sent). */
  waiting: number;
  /** Created, failed or discarded: what the progress bar counts. */
  settled: number;
  done: boolean;
}

export function summarize(states: readonly BulkItemState[]): BatchSummary {
  const count = (s: BulkItemState['state']) => states.filter((x) => x.state === s).length;
  const waiting = count('queued') + count('sending');
  return { total: states.length, created: count('created'), failed: count('failed'), waiting, settled: states.length - waiting, done: waiting === 0 };
}
