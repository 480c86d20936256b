export interface StorageEstimateInfo {
  /** Bytes used by this site (IndexedDB, caches ...), or null where the browser does not say. */
  usage: number | null;
  /** Bytes this site may use, or null where the browser does not say. */
  quota: number | null;
  /** True when the browser promised not to evict this site's data under storage pressure. */
  persisted: boolean;
}

let asked: Promise<boolean> | undefined;

/**
 * Asks the browser to keep the local database even when space runs short, so unsynced changes are
 * not evicted. Asked once per page load (after sign-in); resolves to whether storage is persistent.
 */
export function requestPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    try {
      const storage = navigator.storage;
      if (!storage?.persist) return false;
      if (await storage.persisted()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return asked;
}

/** How much the site stores and may store, and whether that storage is persistent. */
export async function storageEstimate(): Promise<StorageEstimateInfo> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage?.persisted ? storage.persisted().catch(() => false) : false,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}
