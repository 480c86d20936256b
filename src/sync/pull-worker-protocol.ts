import Dexie from 'dexie';
import { LocalDb } from './local-db';
import { pullChanges, type PullOutcome } from './pull';

// The first download of a big company is megabytes of JSON to parse and tens of thousands of rows
// to store: done in the tab, it blocks the page for seconds. The tab asks a dedicated worker to pull
// instead (src/sync/pull-worker.ts); the rows reach the pages through the mirror's change events,
// which cross contexts on their BroadcastChannel. These are the two messages, and the worker's side.

/** Tab → worker: bring the named local database up to date. */
export interface PullRequest {
  kind: 'pull';
  id: number;
  dbName: string;
}

/** Worker → tab: how the pull with this id ended, or why it could not run. */
export type PullReply = { kind: 'pulled'; id: number; outcome: PullOutcome } | { kind: 'failed'; id: number; message: string };

export const isPullRequest = (m: unknown): m is PullRequest =>
  typeof m === 'object' &&
  m !== null &&
  (m as PullRequest).kind === 'pull' &&
  typeof (m as PullRequest).id === 'number' &&
  typeof (m as PullRequest).dbName === 'string';

export const isPullReply = (m: unknown): m is PullReply =>
  typeof m === 'object' && m !== null && ((m as PullReply).kind === 'pulled' || (m as PullReply).kind === 'failed') && typeof (m as PullReply).id === 'number';

/**
 * The worker's answer to one request. The database is opened for the pull and closed after it, so
 * the worker never holds a connection that would stall a sign-out's delete or another tab's upgrade.
 * It only opens a database the tab has made: opening a deleted one (a sign-out under way) would
 * make it again, and leave the user's data on the device.
 */
export async function answerPull(request: PullRequest, fetch: typeof globalThis.fetch): Promise<PullReply> {
  if (!(await Dexie.exists(request.dbName))) return { kind: 'failed', id: request.id, message: `No local database ${request.dbName}` };
  const db = new LocalDb(request.dbName);
  try {
    return { kind: 'pulled', id: request.id, outcome: await pullChanges({ db, fetch }) };
  } catch (e) {
    return { kind: 'failed', id: request.id, message: e instanceof Error ? e.message : String(e) };
  } finally {
    db.close();
  }
}
