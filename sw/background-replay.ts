import Dexie from 'dexie';
import { LocalDb } from '../src/sync/local-db';
import { NOTICE_CHANNEL, type SyncNotice } from '../src/sync/notices';
import { getActiveDatabase } from '../src/sync/registry';
import { replayOutbox, type ReplayOutcome } from '../src/sync/replay';
import { withReplayLock } from '../src/sync/replay-lock';

/** Background Sync's event; TypeScript's WebWorker lib does not have it yet. */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Tells every open tab (they show it as a toast). */
function notify(notice: SyncNotice): void {
  const channel = new BroadcastChannel(NOTICE_CHANNEL);
  channel.postMessage(notice);
  channel.close();
}

/**
 * Replays the outbox of the signed-in user's local database, as the tab would, under the same
 * Web Lock, so only one of the worker and the tabs sends at a time ('busy': someone else is).
 */
export async function replayActiveOutbox(): Promise<ReplayOutcome | 'busy' | 'nobody'> {
  const name = await getActiveDatabase();
  // Nobody signed in, or the database is gone (signed out elsewhere): nothing to send, and opening
  // it would create an empty one.
  if (!name || !(await Dexie.exists(name))) return 'nobody';
  const db = new LocalDb(name);
  try {
    return await withReplayLock(name, () => replayOutbox({ db, fetch: (input, init) => fetch(input, init), notify }));
  } finally {
    db.close();
  }
}
