import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { softwareMessages } from '../../../shared/software/software.messages';
import { useOffline } from '../../offline/offline-context';
import type { BulkProgress } from '../../offline/use-bulk-batch';
import type { LicenseBatch } from './license-batch';
import { LicenseProgress } from './license-progress';

/** After Save: the licences going out one by one, and Finish once every one settled. */
export function LicenseProgressCard(p: {
  progress: BulkProgress<LicenseBatch>;
  avatars: ReadonlyMap<string, string | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onFinish: () => void;
}) {
  const { progress } = p;
  const online = useOffline().status.online;
  const { finished, waiting } = progress.summary;
  const product = `/software/products/${progress.batch.product_id}`;
  return (
    <section className="card wizard-card" aria-labelledby="license-progress-title">
      <h2 id="license-progress-title" ref={p.headingRef} tabIndex={-1}>
        Progress
      </h2>
      <p className="wizard-card-lead">The {progress.batch.product_name} licences are assigned one person at a time.</p>
      <LicenseProgress progress={progress} avatars={p.avatars} />
      <div className="wizard-actions">
        <Link className="btn btn-ghost" to={product}>
          Go to the product
        </Link>
        <div className="wizard-actions-end">
          {!finished && (
            <span id="license-finish-why" className="muted license-finish-why">
              {softwareMessages.finishWhenSent(waiting, online)}
            </span>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={!finished}
            aria-describedby={finished ? undefined : 'license-finish-why'}
            onClick={p.onFinish}
          >
            Finish
          </button>
        </div>
      </div>
    </section>
  );
}
