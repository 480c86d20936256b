// One replayer at a time across tabs and the service worker (Web Locks); where the API is missing
// (old browsers, Node in tests) a flag keeps it to one per context.
const running = new Set<string>();

export async function withReplayLock<T>(dbName: string, fn: () => Promise<T>): Promise<T | 'busy'> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) {
    return locks.request(`outbox:${dbName}`, { ifAvailable: true }, async (lock) => (lock ? fn() : 'busy'));
  }
  if (running.has(dbName)) return 'busy';
  running.add(dbName);
  try {
    return await fn();
  } finally {
    running.delete(dbName);
  }
}
