import type { EngineStatus } from '../../sync/engine';
import { relativeTime } from './relative-time';

export type SyncState = 'offline' | 'failed' | 'sending' | 'synced';

export interface SyncCounts {
  pending: number;
  stuck: number;
  failed: number;
  /** The last pull's end; null before the first download ended; undefined while the outbox is read. */
  lastSyncAt: string | null | undefined;
}

/** The header's sync state and words, from the engine's status and the outbox. */
export function syncLabel(status: Pick<EngineStatus, 'online' | 'offlineReason' | 'pulling' | 'replaying'>, c: SyncCounts, now = Date.now()) {
  const waiting = c.pending + c.stuck;
  // 'Synced never' or 'Sending 0' while the first download is coming in says the wrong thing. The
  // pull worker downloads a new device's data from sign-in on, and the engine's first round
  // (replay, then pull) waits for it: its reading of the empty outbox waits on the worker's writes.
  const firstDownload = (status.pulling || status.replaying) && c.lastSyncAt === null && c.pending === 0;
  // status.online is the engine's one answer; the banner reads the same.
  const state: SyncState = !status.online
    ? 'offline'
    : c.failed || c.stuck
      ? 'failed'
      : c.pending || (status.replaying && !firstDownload)
        ? 'sending'
        : 'synced';
  const label =
    state === 'offline'
      ? `${status.offlineReason === 'no-server' ? 'Server unreachable' : 'Offline'}${waiting ? ` · ${waiting} waiting` : ''}`
      : state === 'failed'
        ? [c.failed && `${c.failed} not saved`, c.stuck && `${c.stuck} stuck`].filter(Boolean).join(' · ')
        : state === 'sending'
          ? c.pending
            ? `Sending ${c.pending}…`
            : 'Sending…'
          : firstDownload
            ? 'Downloading…'
            : `Synced ${relativeTime(c.lastSyncAt ?? null, now)}`;
  return { state, label, waiting };
}
