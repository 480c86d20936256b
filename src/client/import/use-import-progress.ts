import { useEffect, useState } from 'react';
import { IMPORT_POLL_MS, isImportBusy, type ImportItem } from '../../shared/import/import.schema';
import { apiGet } from '../lib/api';
import { useOffline } from '../offline/offline-context';
import { useMirrorTable } from '../offline/use-mirror-table';

export type ImportRow = ImportItem & { _pending?: 1 };

/**
 * An import as this device knows it: the mirror's row (waiting in the outbox while offline) and,
 * while its job runs and the device is online, the server's answer every IMPORT_POLL_MS, so the
 * bar moves without waiting for the next pull. The newer of the two wins.
 */
export function useImportProgress(id: string | null): ImportRow | undefined {
  const rows = useMirrorTable('imports');
  const online = useOffline().status.online;
  const mirrored = id ? rows?.find((r) => r.id === id) : undefined;
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

  if (!mirrored) return polled && polled.id === id ? polled : undefined;
  return polled && polled.id === id && polled.version > mirrored.version ? polled : mirrored;
}
