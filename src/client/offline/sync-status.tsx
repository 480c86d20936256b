import { useEffect, useState } from 'react';
import { messages } from '../../shared/messages';
import { toastBus } from '../ui/toasts';
import { IconCloud, IconWifiOff } from '../ui/icons';
import { useOffline } from './offline-context';
import { syncLabel } from './sync-label';
import { SyncPanel } from './sync-panel';
import { useOutbox } from './use-outbox';
import './sync-status.css';

/** The header's sync control: online or not, what waits to be sent, when data was last fresh. */
export function SyncStatus() {
  const { status } = useOffline();
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  const failed = outbox?.failed.length ?? 0;
  const { state, label, waiting } = syncLabel(status, {
    pending: outbox?.pending.length ?? 0,
    stuck: outbox?.stuck.length ?? 0,
    failed,
    lastSyncAt: outbox?.lastSyncAt,
  });
  const allSent = status.online && outbox !== undefined && waiting === 0;
  // 'It will be sent when you are back online' is no longer true once it was sent.
  useEffect(() => {
    if (allSent) toastBus.withdraw(messages.sync.savedOnDevice);
  }, [allSent]);
  return (
    <>
      <button className={`btn btn-ghost sync-status sync-status-${state}`} onClick={() => setOpen(true)} aria-label={`Sync status: ${label}. Open sync panel`}>
        {status.online ? <IconCloud size={18} /> : <IconWifiOff size={18} />}
        <span className="sync-status-label">{label}</span>
        {waiting + failed > 0 && (
          <span className="sync-status-count" aria-hidden="true">
            {waiting + failed}
          </span>
        )}
      </button>
      <SyncPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
