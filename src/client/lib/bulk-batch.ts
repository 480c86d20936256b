import type { SyncTable } from '../../shared/sync/protocol';
import { getMeta, setMeta, type LocalDb, type MirrorRow, type OutboxItem } from '../../sync/local-db';

// A bulk action as it runs (assets' bulk assign, the trainings' bulk pages): one outbox item per
// person, the batch kept in the local database's meta under its own key, so a reload during the
// drain shows its progress again. Each item's state is read from the outbox (its own entry, by
// the id mutate() gave it) and, once that entry is gone, from the mirror row it changed.

export interface BatchItem {
  /** The outbox entry queued for this item (set by startBatch). */
  outbox_id: string;
  /** The row the mutation changes, in the batch's table. */
  entity_id: string;
  person_name: string;
  /** What the sync panel and the refusal toast call it: 'Laptop for Emma Janssens'. */
  label: string;
}

export interface Batch<I extends BatchItem = BatchItem> {
  started_at: string;
  /** The mirrored table every item changes. */
  table: SyncTable;
  items: I[];
  /** Set once the last item settled and the final toast was shown. */
  finished_at?: string;
}

export type BulkItemState =
  | { state: 'queued' }
  | { state: 'sending' }
  | { state: 'done' }
  | { state: 'failed'; error: string }
  /** Taken out of the outbox from the sync panel before it was sent. */
  | { state: 'discarded' };

/** Whether an item no longer in the outbox went through, judged from its row (absent: undefined). */
export type SettledCheck<I extends BatchItem> = (item: I, row: MirrorRow | undefined) => boolean;

/**
 * Stores the batch and queues its items in order, in one transaction: either the whole batch
 * waits in the outbox or none of it does. `queue` makes the item's mutation and returns its entry.
 */
export async function startBatch<B extends Batch>(db: LocalDb, key: string, batch: B, queue: (item: B['items'][number]) => Promise<OutboxItem>): Promise<B> {
  return db.transaction('rw', [db.meta, db.outbox, db.shadows, db.mirror(batch.table)], async () => {
    const items: B['items'] = [];
    for (const item of batch.items) items.push({ ...item, outbox_id: (await queue(item)).id });
    const stored = { ...batch, items };
    await setMeta(db, key, stored);
    return stored;
  });
}

export const readBatch = (db: LocalDb, key: string) => getMeta<Batch>(db, key);
export const forgetBatch = (db: LocalDb, key: string) => db.meta.delete(key);

/** Marks the batch finished; true only for the call that did it (so the final toast shows once). */
export function finishBatch(db: LocalDb, key: string, startedAt: string): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    const batch = await readBatch(db, key);
    if (!batch || batch.started_at !== startedAt || batch.finished_at) return false;
    await setMeta(db, key, { ...batch, finished_at: new Date().toISOString() });
    return true;
  });
}

/**
 * Each item's state. `outbox` is the whole outbox in send order; `sending` says the engine is
 * replaying now, so the first pending entry is the one on its way. An entry no longer in the
 * outbox went through when `settled` says its row shows it, else it was discarded.
 */
export function itemStates<I extends BatchItem>(
  items: readonly I[],
  outbox: readonly OutboxItem[],
  rows: ReadonlyMap<string, MirrorRow>,
  sending: boolean,
  settled: SettledCheck<I>,
): BulkItemState[] {
  const firstPending = outbox.find((i) => i.state === 'pending');
  const byId = new Map(outbox.map((i) => [i.id, i]));
  return items.map((item): BulkItemState => {
    const entry = byId.get(item.outbox_id);
    if (entry?.state === 'pending') return sending && entry === firstPending ? { state: 'sending' } : { state: 'queued' };
    if (entry?.state === 'failed') return { state: 'failed', error: entry.error ?? '' };
    return settled(item, rows.get(item.entity_id)) ? { state: 'done' } : { state: 'discarded' };
  });
}

export interface BatchSummary {
  total: number;
  /** Went through on the server. */
  succeeded: number;
  failed: number;
  discarded: number;
  /** Still in the outbox waiting (or being sent). */
  waiting: number;
  /** Done, failed or discarded: what the progress bar counts. */
  settled: number;
  finished: boolean;
}

export function summarize(states: readonly BulkItemState[]): BatchSummary {
  const count = (s: BulkItemState['state']) => states.filter((x) => x.state === s).length;
  const waiting = count('queued') + count('sending');
  return {
    total: states.length,
    succeeded: count('done'),
    failed: count('failed'),
    discarded: count('discarded'),
    waiting,
    settled: states.length - waiting,
    finished: waiting === 0,
  };
}
