import { formatMoney } from '../../../shared/money';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { BulkItemState } from '../../lib/bulk-batch';
import type { BulkProgress } from '../../offline/use-bulk-batch';
import { BulkProgressBox } from '../../lib/bulk-progress-box';
import { StepIndicator } from '../../ui/step-indicator';
import type { BulkBatch } from './bulk-batch';
import { BULK_STEPS, BULK_STEP_NAMES } from './bulk-wizard';

const STATE_TEXT: Record<BulkItemState['state'], string> = { queued: 'Queued', sending: 'Sending…', done: 'Created', failed: 'Failed', discarded: 'Discarded' };

export interface BulkProgressViewProps {
  progress: BulkProgress<BulkBatch>;
  online: boolean;
  /** The engine's last trouble other than being offline (a server not answering), or null. */
  trouble: string | null;
  onNew: () => void;
}

/** Step 3 after Start: every person's item through the outbox, one at a time, 600 ms apart. */
export function BulkProgressView({ progress, online, trouble, onNew }: BulkProgressViewProps) {
  const { batch, states, summary } = progress;
  return (
    <div className="wizard bulk-wizard">
      <StepIndicator steps={BULK_STEPS} current={2} names={BULK_STEP_NAMES} />
      <section className="card wizard-card" aria-labelledby="bulk-progress-title">
        <h2 id="bulk-progress-title">{BULK_STEP_NAMES.progress}</h2>
        <p className="wizard-card-lead">
          {batch.type_name}
          {batch.price ? `, ${formatMoney(batch.price)} excluding VAT,` : ''} for {summary.total === 1 ? '1 person' : `${summary.total} people`}.
        </p>
        <BulkProgressBox
          summary={summary}
          barLabel="Assets sent"
          stateText={STATE_TEXT}
          doneWord="created"
          online={online}
          trouble={trouble}
          offlineText={messages.assets.bulkQueuedOffline(summary.waiting)}
          finishedText={
            <>
              Finished: {messages.assets.created(summary.succeeded)}
              {summary.failed ? `, ${summary.failed} could not be created` : ''}.
            </>
          }
          itemsLabel="People and the state of their asset"
          failedPrefix={messages.assets.unableToAddPerson}
          items={batch.items.map((item, i) => ({
            key: item.asset_id,
            state: states[i]!,
            who: (
              <>
                <span className="bulk-person-name">{item.person_name}</span>
                {item.company_name ? <span className="badge">{item.company_name}</span> : null}
              </>
            ),
            extra:
              states[i]!.state === 'done' ? (
                <Link to={`/assets/${item.asset_id}`} className="bulk-item-link" aria-label={`Open the asset of ${item.person_name}`}>
                  Open
                </Link>
              ) : null,
          }))}
        />
        <div className="wizard-actions">
          <Link className="btn btn-secondary" to="/assets">
            Go to the assets
          </Link>
          {summary.finished ? (
            <div className="wizard-actions-end">
              <button type="button" className="btn btn-primary" onClick={onNew}>
                Bulk assign again
              </button>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
