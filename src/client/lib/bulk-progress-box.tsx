import type { ReactNode } from 'react';
import type { BatchSummary, BulkItemState } from './bulk-batch';
import { IconAlert, IconCheck, IconWifiOff } from '../ui/icons';
import '../ui/bulk-progress.css';

export interface ProgressBoxItem {
  key: string;
  state: BulkItemState;
  /** The person (and what is done for them). */
  who: ReactNode;
  /** After the state: a link to what was made, say. */
  extra?: ReactNode;
}

export interface BulkProgressBoxProps {
  summary: BatchSummary;
  /** Names the progress bar: 'Assets sent', 'People added'. */
  barLabel: string;
  /** Words of each state: { done: 'Added', ... }. */
  stateText: Record<BulkItemState['state'], string>;
  /** Counts after 'x of y': '3 added · 1 failed · 6 waiting'. */
  doneWord: string;
  online: boolean;
  /** The engine's last trouble other than being offline (a server not answering), or null. */
  trouble: string | null;
  /** Said while offline with items waiting. */
  offlineText: string;
  /** Said once every item settled. */
  finishedText: ReactNode;
  items: readonly ProgressBoxItem[];
  itemsLabel: string;
  /** Before a refused item's reason: 'unable to add person'. */
  failedPrefix: string;
}

/** Said on a bulk page without a connection: the work waits on this device, it is not lost. */
export function BulkOfflineNotice({ text }: { text: string }) {
  return (
    <p className="bulk-notice bulk-notice-offline" role="status">
      <IconWifiOff size={18} /> {text}
    </p>
  );
}

const stateIcon = (s: BulkItemState['state']) => (s === 'done' ? <IconCheck size={16} strokeWidth={3} /> : s === 'failed' ? <IconAlert size={16} /> : null);

/**
 * The progress of a bulk batch going through the outbox one item at a time: a bar, 'x of y', why
 * it waits (offline, the server), and every person's state with a refused one's reason.
 */
export function BulkProgressBox(p: BulkProgressBoxProps) {
  const { summary } = p;
  const percent = summary.total ? Math.round((summary.settled / summary.total) * 100) : 100;
  return (
    <div className="bulk-progress">
      {!summary.finished && !p.online ? <BulkOfflineNotice text={p.offlineText} /> : null}
      {!summary.finished && p.online && p.trouble && p.trouble !== 'offline' ? (
        <p className="bulk-notice" role="status">
          {p.trouble} The items wait on this device and are sent when it answers again.
        </p>
      ) : null}
      <div className="bulk-progress-head">
        <div
          className="bulk-bar"
          role="progressbar"
          aria-label={p.barLabel}
          aria-valuemin={0}
          aria-valuemax={summary.total}
          aria-valuenow={summary.settled}
          aria-valuetext={`${summary.settled} of ${summary.total}`}
        >
          <span className="bulk-bar-fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="bulk-progress-count" aria-live="polite">
          <strong>
            {summary.settled} of {summary.total}
          </strong>
          <span className="muted">
            {' '}
            · {summary.succeeded} {p.doneWord}
            {summary.failed ? ` · ${summary.failed} failed` : ''}
            {summary.waiting ? ` · ${summary.waiting} waiting` : ''}
          </span>
        </p>
      </div>
      {summary.finished ? (
        <p className="bulk-notice bulk-notice-done" role="status">
          {p.finishedText}
        </p>
      ) : null}
      <ol className="bulk-items" aria-label={p.itemsLabel}>
        {p.items.map((item) => (
          <li key={item.key} className={`bulk-item bulk-item-${item.state.state}`}>
            <span className="bulk-item-who">{item.who}</span>
            <span className="bulk-item-state">
              {stateIcon(item.state.state)}
              {p.stateText[item.state.state]}
              {item.extra}
            </span>
            {item.state.state === 'failed' ? (
              <span className="bulk-item-error">
                {p.failedPrefix}: {item.state.error}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
