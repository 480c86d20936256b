import Dexie from 'dexie';
import { LocalDb } from './local-db';
import { pullChanges, type PullOutcome } from './pull';
import type { EarlyPages } from './pull-pages';
import type { PullReply, PullRequest } from './pull-worker-protocol';

/**
 * The database for one pull in the worker, closed for good when another context deletes or
 * upgrades it (a sign-out, a newer app in another tab): Dexie would otherwise open it again on
 * the pull's next write, and make a deleted database anew with the user's data in it.
 */
function openedForPull(name: string): LocalDb {
  const db = new LocalDb(name);
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true });
    // Dexie's own listener runs after this one unless told not to, and would allow opening again.
    return false;
  });
  return db;
}

/**
 * The worker's answer to one request. The database is opened for the pull and closed after it, so
 * the worker never holds a connection that would stall a sign-out's delete or another tab's upgrade.
 * It only opens a database the tab has made: opening a deleted one (a sign-out under way) would
 * make it again, and leave the user's data on the device.
 */
export async function answerPull(request: PullRequest, fetch: typeof globalThis.fetch): Promise<PullReply> {
  if (!(await Dexie.exists(request.dbName))) return { kind: 'failed', id: request.id, message: `No local database ${request.dbName}` };
  const db = openedForPull(request.dbName);
  try {
    return { kind: 'pulled', id: request.id, outcome: await pullChanges({ db, fetch }) };
  } catch (e) {
    return { kind: 'failed', id: request.id, message: e instanceof Error ? e.message : String(e) };
  } finally {
    db.close();
  }
}

/**
 * A new device's first download, made by the worker into a database of its own making while the
 * tab's code still loads: the tab asked for it (a prefetch) as soon as the user was known, and
 * the device had no database of that name. Null when it could not be stored.
 */
export async function downloadNew(dbName: string, fetch: typeof globalThis.fetch, early: EarlyPages): Promise<PullOutcome | null> {
  const db = openedForPull(dbName);
  try {
    return await pullChanges({ db, fetch, early });
  } catch {
    return null;
  } finally {
    early.chain.stop();
    db.close();
  }
}
