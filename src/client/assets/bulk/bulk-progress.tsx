import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { StepIndicator } from '../../ui/step-indicator';
import { IconAlert, IconCheck, IconWifiOff } from '../../ui/icons';
import type { BulkItem, BulkItemState } from './bulk-batch';
import type { BulkProgress } from './use-bulk-batch';
import { BULK_STEPS, BULK_STEP_NAMES } from './bulk-wizard';

const STATE_TEXT: Record<BulkItemState['state'], string> = { queued: 'Queued', sending: 'Sending…', created: 'Created', failed: 'Failed', discarded: 'Discarded' };

function ItemRow({ item, state }: { item: BulkItem; state: BulkItemState }) {
  return (
    <li className={`bulk-item bulk-item-${state.state}`}>
      <span className="bulk-item-who">
        <span className="bulk-person-name">{item.person_name}</span>
        {item.company_name ? <span className="badge">{item.company_name}</span> : null}
      </span>
      <span className="bulk-item-state">
        {state.state === 'created' ? <IconCheck size={16} strokeWidth={3} /> : state.state === 'failed' ? <IconAlert size={16} /> : null}
        {STATE_TEXT[state.state]}
        {state.state === 'created' ? <Link to={`/assets/${item.asset_id}`} className="bulk-item-link" aria-label={`Open the asset of ${item.person_name}`}>Open</Link> : null}
      </span>
      {state.state === 'failed' ? <span className="bulk-item-error">{messages.assets.unableToAddPerson}: {state.error}</span> : null}
    </li>
  );
}

export interface BulkProgressViewProps {
  progress: BulkProgress;
  online: boolean;
  /** The engine's last trouble other than being offline (a server not answering), or null. */
  trouble: string | null;
  onNew: () => void;
}

/** Step 3 after Start: every person's item through the outbox, one at a time, 600 ms apart. */
export function BulkProgressView({ progress, online, trouble, onNew }: BulkProgressViewProps) {
  const { batch, states, summary } = progress;
  const percent = summary.total ? Math.round((summary.settled / summary.total) * 100) : 100;
  return (
    <div className="wizard bulk-wizard">
      <StepIndicator steps={BULK_STEPS} current={2} names={BULK_STEP_NAMES} />
      <section className="card wizard-card" aria-labelledby="bulk-progress-title">
        <h2 id="bulk-progress-title">{BULK_STEP_NAMES.progress}</h2>
        <p className="wizard-card-lead">
          {batch.type_name}
          {batch.price ? `, ${formatMoney(batch.price)} excluding VAT,` : ''} for {summary.total === 1 ? '1 person' : `${summary.total} people`}.
        </p>
        {!summary.done && !online ? (
          <p className="bulk-notice bulk-notice-offline" role="status">
            <IconWifiOff size={18} /> {messages.assets.bulkQueuedOffline(summary.waiting)}
          </p>
        ) : null}
        {!summary.done && online && trouble && trouble !== 'offline' ? (
          <p className="bulk-notice" role="status">{trouble} The items wait on this device and are sent when it answers again.</p>
        ) : null}
        <div className="bulk-progress-head">
          <div className="bulk-bar" role="progressbar" aria-label="Assets sent" aria-valuemin={0} aria-valuemax={summary.total} aria-valuenow={summary.settled} aria-valuetext={`${summary.settled} of ${summary.total}`}>
            <span className="bulk-bar-fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="bulk-progress-count" aria-live="polite">
            <strong>{summary.settled} of {summary.total}</strong>
            <span className="muted">
              {' '}· {summary.created} created{summary.failed ? ` · ${summary.failed} failed` : ''}{summary.waiting ? ` · ${summary.waiting} waiting` : ''}
            </span>
          </p>
        </div>
        {summary.done ? (
          <p className="bulk-notice bulk-notice-done" role="status">
            Finished: {messages.assets.created(summary.created)}{summary.failed ? `, ${summary.failed} could not be created` : ''}.
          </p>
        ) : null}
        <ol className="bulk-items" aria-label="People and the state of their asset">
          {batch.items.map((item, i) => (
            <ItemRow key={item.asset_id} item={item} state={states[i]!} />
          ))}
        </ol>
        <div className="wizard-actions">
          <Link className="btn btn-secondary" to="/assets">Go to the assets</Link>
          {summary.done ? (
            <div className="wizard-actions-end">
              <button type="button" className="btn btn-primary" onClick={onNew}>Bulk assign again</button>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
