// One replayer at a time across tabs and the service worker (Web Locks); where the API is missing
// (old browsers, Node in tests) a map of runs keeps it to one per context.
const running = new Map<string, Promise<unknown>>();

const lockName = (dbName: string) => `outbox:${dbName}`;
const webLocks = () => (globalThis.navigator as Navigator | undefined)?.locks;

export async function withReplayLock<T>(dbName: string, fn: () => Promise<T>): Promise<T | 'busy'> {
  const locks = webLocks();
  if (locks) return locks.request(lockName(dbName), { ifAvailable: true }, async (lock) => (lock ? fn() : 'busy'));
  if (running.has(dbName)) return 'busy';
  const run = fn();
  running.set(dbName, run);
  try {
    return await run;
  } finally {
    running.delete(dbName);
  }
}

/**
 * Resolves once whoever holds the replay lock (the service worker's background replay, another
 * tab) lets go. A tab told 'busy' waits here and looks again: the other sender may have stopped
 * on a dead server, and only the tab's own try then tells its user so.
 */
export async function replayLockReleased(dbName: string): Promise<void> {
  const locks = webLocks();
  if (locks) return locks.request(lockName(dbName), async () => undefined);
  await running.get(dbName)?.catch(() => undefined);
}
