import { BACKGROUND_SYNC_TAG } from '../../sync/registry';

/** Background Sync, which TypeScript's DOM lib does not have yet (Chromium only). */
interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the service worker to send the outbox: through Background Sync where the browser has it
 * (it then runs even after the tab is closed, once the device is online), else by a message to
 * the active worker. Never throws: the tab replays on its own as well, and the Web Lock in
 * src/sync/replay-lock.ts keeps it to one sender.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return;
    if (typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype) {
      const sync = (registration as ServiceWorkerRegistration & { sync: SyncManager }).sync;
      await sync.register(BACKGROUND_SYNC_TAG);
      return;
    }
    registration.active?.postMessage({ type: 'REPLAY' });
  } catch {
    // Background Sync refused (permission, private mode ...): the tab's own replay covers it.
  }
}
