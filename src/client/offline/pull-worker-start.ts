import type { PrefetchRequest } from '../../sync/pull-worker-protocol';

// The pull worker is started by the shell as soon as the signed-in user is known, while the app's
// code still loads (a third of a second on these machines): on a new device it makes the user's
// database and stores the first download meanwhile (pull-worker-side.ts). The engine takes that
// worker when it starts (offline-context.tsx).
// This module is the shell's: it loads no Dexie and no engine, only the worker's address.

const newPullWorker = (): Worker | null =>
  typeof Worker === 'undefined' ? null : new Worker(new URL('../../sync/pull-worker.ts', import.meta.url), { type: 'module', name: 'pull' });

let started: { dbName: string; worker: Worker; failed: boolean } | null = null;
/** The database a worker was last started for: the session is checked again later (a 401), and the engine has that worker by then. */
let lastDbName: string | null = null;

/** Starts the pull worker for this user's local database and lets it ask for a new device's first pages. */
export function startPullWorker(dbName: string): void {
  if (lastDbName === dbName) return;
  lastDbName = dbName;
  started?.worker.terminate();
  started = null;
  try {
    const worker = newPullWorker();
    if (!worker) return;
    const entry = { dbName, worker, failed: false };
    // The engine listens only once it takes the worker: a script that failed before must not be taken.
    worker.addEventListener('error', () => void (entry.failed = true));
    worker.postMessage({ kind: 'prefetch', dbName } satisfies PrefetchRequest);
    started = entry;
  } catch {
    // The engine makes its own when it starts, or pulls in the tab.
  }
}

/**
 * Stops a worker the engine has not taken yet (a sign-out before the first pull began): its early
 * download must not write on while the database is deleted.
 */
export function stopPullWorker(): void {
  started?.worker.terminate();
  started = null;
  lastDbName = null;
}

/** The worker started for this database, else a new one; null where workers cannot run. */
export function takePullWorker(dbName: string): Worker | null {
  const entry = started;
  started = null;
  if (entry?.dbName === dbName && !entry.failed) return entry.worker;
  entry?.worker.terminate();
  return newPullWorker();
}
