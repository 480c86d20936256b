import { useEffect, useState } from 'react';
import { IMPORT_POLL_MS, isImportBusy, type ImportItem } from '../../shared/import/import.schema';
import { apiGet } from '../lib/api';
import { useOffline } from '../offline/offline-context';
import { useMirrorTable } from '../offline/use-mirror-table';

/** A pull already running may have started before the job ended: ask again after it. */
const PULL_TRIES = 10;
const PULL_RETRY_MS = 300;

export type ImportRow = ImportItem & { _pending?: 1 };

/**
 * An import as this device knows it: the mirror's row (waiting in the outbox while offline) and,
 * while its job runs and the device is online, the server's answer every IMPORT_POLL_MS, so the
 * bar moves without waiting for the next pull. The newer of the two wins.
 */
export function useImportProgress(id: string | null): ImportRow | undefined {
  const rows = useMirrorTable('imports');
  return useFollowedImport(id, id ? rows?.find((r) => r.id === id) : undefined);
}

/** The same for an import whose mirrored row the caller already has (a row of the history). */
export function useFollowedImport(id: string | null, mirrored: ImportRow | undefined): ImportRow | undefined {
  const { engine, status } = useOffline();
  const online = status.online;
  const [polled, setPolled] = useState<ImportItem | null>(null);
  const busy = mirrored !== undefined && !mirrored._pending && isImportBusy((polled && polled.version > mirrored.version ? polled : mirrored).status);

  useEffect(() => {
    if (!id || !online || !busy) return;
    let live = true;
    const poll = () =>
      apiGet<{ data: ImportItem }>(`/api/import/${id}`)
        .then((res) => live && setPolled(res.data))
        .catch(() => undefined);
    void poll();
    const timer = setInterval(poll, IMPORT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id, online, busy]);

  const current: ImportRow | undefined = !mirrored
    ? polled && polled.id === id
      ? polled
      : undefined
    : polled && polled.id === id && polled.version > mirrored.version
      ? polled
      : mirrored;
  const finished = current !== undefined && !current._pending && !isImportBusy(current.status);
  // The job's objects reach this device with the next pull: ask for it as soon as the job ends.
  useEffect(() => {
    if (!finished || !online) return;
    let live = true;
    void (async () => {
      for (let i = 0; i < PULL_TRIES && live; i++) {
        if ((await engine.pullNow()) !== 'busy') return;
        await new Promise((r) => setTimeout(r, PULL_RETRY_MS));
      }
    })();
    return () => {
      live = false;
    };
  }, [finished, online, engine]);
  return current;
}
