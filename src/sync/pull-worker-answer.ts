import Dexie from 'dexie';
import { LocalDb } from './local-db';
import { pullChanges } from './pull';
import type { EarlyPages } from './pull-pages';
import type { PullReply, PullRequest } from './pull-worker-protocol';

/**
 * The worker's answer to one request. The database is opened for the pull and closed after it, so
 * the worker never holds a connection that would stall a sign-out's delete or another tab's upgrade.
 * It only opens a database the tab has made: opening a deleted one (a sign-out under way) would
 * make it again, and leave the user's data on the device.
 */
export async function answerPull(request: PullRequest, fetch: typeof globalThis.fetch, early: EarlyPages | null = null): Promise<PullReply> {
  if (!(await Dexie.exists(request.dbName))) {
    early?.chain.stop();
    return { kind: 'failed', id: request.id, message: `No local database ${request.dbName}` };
  }
  const db = new LocalDb(request.dbName);
  try {
    return { kind: 'pulled', id: request.id, outcome: await pullChanges({ db, fetch, early }) };
  } catch (e) {
    return { kind: 'failed', id: request.id, message: e instanceof Error ? e.message : String(e) };
  } finally {
    db.close();
  }
}
