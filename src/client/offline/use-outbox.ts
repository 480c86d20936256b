import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxItem } from '../../sync/local-db';
import { getMeta } from '../../sync/local-db';
import { heldBack } from '../../sync/replay';
import { useOffline } from './offline-context';

export interface OutboxView {
  /** Waiting to be sent, in order (stuck ones not included). */
  pending: OutboxItem[];
  /** Set aside after the server failed on them repeatedly: they wait for retry or discard. */
  stuck: OutboxItem[];
  /** Refused by the server. */
  failed: OutboxItem[];
  /** Each pending change held back behind a stuck one, with that stuck change. */
  heldBehind: Map<number, OutboxItem>;
  lastSyncAt: string | null;
}

/** The outbox and the last sync time, live: the header control and its panel read this. */
export function useOutbox(): OutboxView | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const items = await db.outbox.orderBy('seq').toArray();
    const waiting = items.filter((i) => i.state === 'pending');
    return {
      pending: waiting.filter((i) => !i.stuck),
      stuck: waiting.filter((i) => i.stuck),
      failed: items.filter((i) => i.state === 'failed'),
      heldBehind: heldBehindStuck(waiting),
      lastSyncAt: (await getMeta<string>(db, 'last_sync_at')) ?? null,
    };
  }, [db]);
}

/** Which stuck change holds each held pending change back (the first stuck one it depends on). */
function heldBehindStuck(waiting: OutboxItem[]): Map<number, OutboxItem> {
  const map = new Map<number, OutboxItem>();
  for (const stuck of waiting.filter((i) => i.stuck)) {
    const held = heldBack(waiting, stuck);
    for (const seq of held) if (seq !== stuck.seq && !map.has(seq)) map.set(seq, stuck);
  }
  return map;
}
