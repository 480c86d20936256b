import { useConfirm } from '../ui/confirm-dialog';
import { Modal } from '../ui/modal';
import { MUTATIONS } from '../../shared/sync/catalogue';
import type { OutboxItem } from '../../sync/local-db';
import { discard, retryFailed } from '../../sync/outbox';
import { useOffline } from './offline-context';
import { useMutateMany } from './use-mutate';
import { relativeTime } from './relative-time';
import { StorageInfo } from './storage-info';
import { useOutbox } from './use-outbox';

function ItemText({ item }: { item: OutboxItem }) {
  return (
    <span className="sync-item-text">
      <strong>
        {MUTATIONS.get(item.name)?.title ?? item.name} · {item.label}
      </strong>
      <span className="muted">
        Made {relativeTime(item.created_at)}
        {item.attempts > 0 && item.state === 'pending' ? ` · ${item.attempts} attempt${item.attempts > 1 ? 's' : ''}` : ''}
      </span>
      {item.error && <span className={item.state === 'failed' ? '' : 'muted'}>{item.error}</span>}
    </span>
  );
}

/** Everything waiting to be sent and everything the server refused, with retry and discard. */
export function SyncPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { db, engine, status } = useOffline();
  const mutateMany = useMutateMany();
  const outbox = useOutbox();
  const confirm = useConfirm();

  const onDiscard = async (item: OutboxItem) => {
    const ok = await confirm({
      title: 'Discard this change?',
      text: `“${item.label}” will go back to how it is on the server. This cannot be undone.`,
      confirmLabel: 'Discard change',
      danger: true,
    });
    if (ok) await discard(db, item.seq!);
  };
  const onRetry = async (item: OutboxItem) => {
    const def = MUTATIONS.get(item.name);
    if (!def) return;
    await mutateMany(() => retryFailed(db, item.seq!, def as never));
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Sync"
      size="lg"
      footer={
        <button className="btn btn-primary" onClick={() => void engine.syncNow()} disabled={status.pulling || status.replaying}>
          {status.pulling || status.replaying ? 'Syncing…' : 'Sync now'}
        </button>
      }
    >
      <div className="sync-panel">
        <p className="muted">
          {status.online ? 'Online.' : 'Offline: changes are kept on this device and sent when the connection returns.'} Last synced{' '}
          {relativeTime(outbox?.lastSyncAt ?? null)}.{status.authRequired && ' Sign in again to send your changes.'}
        </p>
        <h3>Not saved ({outbox?.failed.length ?? 0})</h3>
        {outbox?.failed.length ? (
          <ul className="sync-list">
            {outbox.failed.map((item) => (
              <li key={item.seq} className="sync-item sync-item-failed">
                <ItemText item={item} />
                <span className="sync-item-actions">
                  <button className="btn btn-secondary" onClick={() => void onRetry(item)}>
                    Retry
                  </button>
                  <button className="btn btn-ghost" onClick={() => void onDiscard(item)}>
                    Discard
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nothing was refused.</p>
        )}
        <h3>Waiting to be sent ({outbox?.pending.length ?? 0})</h3>
        {outbox?.pending.length ? (
          <ul className="sync-list">
            {outbox.pending.map((item) => (
              <li key={item.seq} className="sync-item">
                <ItemText item={item} />
                <span className="sync-item-actions">
                  <button className="btn btn-ghost" onClick={() => void onDiscard(item)}>
                    Discard
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">All your changes are on the server.</p>
        )}
        <h3>Storage on this device</h3>
        <StorageInfo />
      </div>
    </Modal>
  );
}
