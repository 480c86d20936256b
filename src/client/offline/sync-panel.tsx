import type { ReactNode } from 'react';
import { useConfirm } from '../ui/confirm-dialog';
import { Modal } from '../ui/modal';
import { messages } from '../../shared/messages';
import { MUTATIONS } from '../../shared/sync/catalogue';
import type { EngineStatus } from '../../sync/engine';
import type { OutboxItem } from '../../sync/local-db';
import { discard, retryFailed, retryStuck } from '../../sync/outbox';
import { useOffline } from './offline-context';
import { useMutateMany } from './use-mutate';
import { relativeTime } from './relative-time';
import { StorageInfo } from './storage-info';
import { useOutbox, type OutboxView } from './use-outbox';

function ItemText({ item, note }: { item: OutboxItem; note?: string | null }) {
  return (
    <span className="sync-item-text">
      <strong>
        {MUTATIONS.get(item.name)?.title ?? item.name} · {item.label}
      </strong>
      <span className="muted">
        Made {relativeTime(item.created_at)}
        {item.stuck ? ` · the server failed ${item.attempts} times` : ''}
      </span>
      {note && <span className={item.state === 'pending' && !item.stuck ? 'muted' : ''}>{note}</span>}
    </span>
  );
}

/**
 * Why a waiting change has not gone yet: held behind a stuck one, or (the next to go) waiting for
 * the connection, for the server, or for the server to stop failing on it.
 */
function waitingNote(item: OutboxItem, next: boolean, outbox: OutboxView, status: EngineStatus): string | null {
  const stuck = outbox.heldBehind.get(item.seq!);
  if (stuck) return messages.sync.waitsForStuck(stuck.label);
  if (!next) return null;
  if (!status.online) return status.offlineReason === 'no-server' ? messages.sync.waitsForServer : messages.sync.waitsForConnection;
  return item.attempts ? (item.error ?? null) : null;
}

function Section({ title, items, empty, intro, children }: { title: string; items: OutboxItem[]; empty?: string; intro?: string; children: ReactNode }) {
  if (!items.length && !empty) return null;
  return (
    <section aria-label={title}>
      <h3>
        {title} ({items.length})
      </h3>
      {items.length ? (
        <>
          {intro && <p className="muted sync-section-intro">{intro}</p>}
          <ul className="sync-list">{children}</ul>
        </>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}

/** Everything waiting to be sent, stuck or refused by the server, with retry and discard. */
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
    if (ok) {
      await discard(db, item.seq!);
      // What it held back may go now.
      if (item.stuck) engine.changed();
    }
  };
  const onRetry = async (item: OutboxItem) => {
    if (item.stuck) {
      await retryStuck(db, item.seq!);
      engine.changed();
      return;
    }
    const def = MUTATIONS.get(item.name);
    if (!def) return;
    await mutateMany(() => retryFailed(db, item.seq!, def as never));
  };
  const actions = (item: OutboxItem, retry: boolean) => (
    <span className="sync-item-actions">
      {retry && (
        <button className="btn btn-secondary" onClick={() => void onRetry(item)}>
          Retry
        </button>
      )}
      <button className="btn btn-ghost" onClick={() => void onDiscard(item)}>
        Discard
      </button>
    </span>
  );
  // Stuck and refused changes read alike: what and why, with retry and discard.
  const failedItem = (item: OutboxItem) => (
    <li key={item.seq} className="sync-item sync-item-failed">
      <ItemText item={item} note={item.error} />
      {actions(item, true)}
    </li>
  );
  const nextSeq = outbox?.pending.find((i) => !outbox.heldBehind.has(i.seq!))?.seq;

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
          {status.online
            ? 'Online.'
            : status.offlineReason === 'no-server'
              ? 'The server cannot be reached: changes are kept on this device and sent as soon as it answers.'
              : 'Offline: changes are kept on this device and sent when the connection returns.'}{' '}
          {status.pulling && outbox && !outbox.lastSyncAt ? 'The first download is under way.' : `Last synced ${relativeTime(outbox?.lastSyncAt ?? null)}.`}
          {status.authRequired && ' Sign in again to send your changes.'}
        </p>
        {outbox && (
          <>
            <Section title="Stuck" items={outbox.stuck} intro={messages.sync.stuckIntro}>
              {outbox.stuck.map(failedItem)}
            </Section>
            <Section title="Not saved" items={outbox.failed} empty="Nothing was refused.">
              {outbox.failed.map(failedItem)}
            </Section>
            <Section title="Waiting to be sent" items={outbox.pending} empty={messages.sync.allSentShort}>
              {outbox.pending.map((item) => (
                <li key={item.seq} className={`sync-item${outbox.heldBehind.has(item.seq!) ? ' sync-item-held' : ''}`}>
                  <ItemText item={item} note={waitingNote(item, item.seq === nextSeq, outbox, status)} />
                  {actions(item, false)}
                </li>
              ))}
            </Section>
          </>
        )}
        <h3>Storage on this device</h3>
        <StorageInfo />
      </div>
    </Modal>
  );
}
