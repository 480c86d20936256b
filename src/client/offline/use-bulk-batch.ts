import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef } from 'react';
import type { MirrorRow, OutboxItem } from '../../sync/local-db';
import { useOffline } from './offline-context';
import { itemStates, readBatch, summarize, type Batch, type BatchSummary, type BulkItemState, type SettledCheck } from '../lib/bulk-batch';

export interface BulkProgress<B extends Batch = Batch> {
  batch: B;
  /** One per item of the batch, in its order. */
  states: BulkItemState[];
  summary: BatchSummary;
}

interface Snapshot<B extends Batch> {
  batch: B | null;
  outbox: OutboxItem[];
  rows: Map<string, MirrorRow>;
}

/**
 * The bulk batch stored under `key`, live: the batch from the local meta, the outbox and its
 * items' mirror rows. `undefined` while reading; `null` when no batch is stored.
 */
export function useBulkBatch<B extends Batch>(key: string, settled: SettledCheck<B['items'][number]>): BulkProgress<B> | null | undefined {
  const { db, status } = useOffline();
  // The check is a rule of the page, not a reason to read again: kept out of the memo's inputs.
  const settledRef = useRef(settled);
  settledRef.current = settled;
  const snapshot = useLiveQuery(async (): Promise<Snapshot<B>> => {
    const batch = ((await readBatch(db, key)) as B | undefined) ?? null;
    if (!batch) return { batch, outbox: [], rows: new Map() };
    const outbox = await db.outbox.orderBy('seq').toArray();
    const found = await db.untypedMirror(batch.table).bulkGet(batch.items.map((i) => i.entity_id));
    return { batch, outbox, rows: new Map(found.filter((r): r is MirrorRow => !!r).map((r) => [r.id, r])) };
  }, [db, key]);
  const sending = status.online && status.replaying;
  return useMemo(() => {
    if (snapshot === undefined) return undefined;
    if (!snapshot.batch) return null;
    const states = itemStates(snapshot.batch.items, snapshot.outbox, snapshot.rows, sending, settledRef.current);
    return { batch: snapshot.batch, states, summary: summarize(states) };
  }, [snapshot, sending]);
}
