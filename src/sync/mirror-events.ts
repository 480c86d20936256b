import type { SyncTable } from '../shared/sync/protocol';

// Big lists keep their rows in memory and patch them from these events instead of re-reading a
// whole table (docs/architecture.md section 6). Every write to the mirror goes through src/sync, which
// announces it here and, through a BroadcastChannel, to other tabs and the service worker.

export interface MirrorChange {
  table: SyncTable;
  /** Rows put or deleted; a listener reads them again. Empty with `all`: the table was reset. */
  ids: string[];
  all?: boolean;
}

type Listener = (change: MirrorChange) => void;

const listeners = new Map<string, Set<Listener>>();
const channels = new Map<string, BroadcastChannel>();

function channelFor(dbName: string): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let ch = channels.get(dbName);
  if (!ch) {
    ch = new BroadcastChannel(`mirror:${dbName}`);
    ch.onmessage = (e: MessageEvent<MirrorChange>) => deliver(dbName, e.data);
    channels.set(dbName, ch);
  }
  return ch;
}

function deliver(dbName: string, change: MirrorChange): void {
  for (const l of listeners.get(dbName) ?? []) l(change);
}

export function announce(dbName: string, change: MirrorChange): void {
  deliver(dbName, change);
  channelFor(dbName)?.postMessage(change);
}

export function onMirrorChange(dbName: string, listener: Listener): () => void {
  channelFor(dbName);
  let set = listeners.get(dbName);
  if (!set) listeners.set(dbName, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
