import { useState } from 'react';
import { IconCloud, IconWifiOff } from '../ui/icons';
import { useOffline } from './offline-context';
import { relativeTime } from './relative-time';
import { SyncPanel } from './sync-panel';
import { useOutbox } from './use-outbox';
import './sync-status.css';

/** The header's sync control: online or not, what waits to be sent, when data was last fresh. */
export function SyncStatus() {
  const { status } = useOffline();
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  const online = status.online && status.lastError !== 'offline';
  const pending = outbox?.pending.length ?? 0;
  const failed = outbox?.failed.length ?? 0;
  const state = !online ? 'offline' : failed ? 'failed' : pending || status.replaying ? 'sending' : 'synced';
  const label =
    state === 'offline'
      ? `Offline${pending ? ` · ${pending} waiting` : ''}`
      : state === 'failed'
        ? `${failed} not saved`
        : state === 'sending'
          ? `Sending ${pending}…`
          : `Synced ${relativeTime(outbox?.lastSyncAt ?? null)}`;
  return (
    <>
      <button className={`btn btn-ghost sync-status sync-status-${state}`} onClick={() => setOpen(true)} aria-label={`Sync status: ${label}. Open sync panel`}>
        {online ? <IconCloud size={18} /> : <IconWifiOff size={18} />}
        <span className="sync-status-label">{label}</span>
        {pending + failed > 0 && (
          <span className="sync-status-count" aria-hidden="true">
            {pending + failed}
          </span>
        )}
      </button>
      <SyncPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
