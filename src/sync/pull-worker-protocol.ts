import type { PullOutcome } from './pull';

// The first download of a big company is megabytes of JSON to parse and tens of thousands of rows
// to store: done in the tab, it blocks the page for seconds. The tab asks a dedicated worker to pull
// instead (src/sync/pull-worker.ts); the rows reach the pages through the mirror's change events,
// which cross contexts on their BroadcastChannel. These are the messages (the worker's side:
// pull-worker-side.ts).

/** Tab → worker: bring the named local database up to date. */
export interface PullRequest {
  kind: 'pull';
  id: number;
  dbName: string;
}

/**
 * Tab → worker, as soon as the signed-in user is known (the app's code is still loading): on a new
 * device, the worker makes the user's database and downloads into it now (pull-worker-side.ts).
 */
export interface PrefetchRequest {
  kind: 'prefetch';
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

export const isPrefetchRequest = (m: unknown): m is PrefetchRequest =>
  typeof m === 'object' && m !== null && (m as PrefetchRequest).kind === 'prefetch' && typeof (m as PrefetchRequest).dbName === 'string';

export const isPullReply = (m: unknown): m is PullReply =>
  typeof m === 'object' && m !== null && ((m as PullReply).kind === 'pulled' || (m as PullReply).kind === 'failed') && typeof (m as PullReply).id === 'number';
