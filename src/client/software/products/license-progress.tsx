import { Link } from 'react-router-dom';
import { softwareMessages } from '../../../shared/software/software.messages';
import type { BulkItemState } from '../../lib/bulk-batch';
import { BulkProgressBox } from '../../lib/bulk-progress-box';
import type { BulkProgress } from '../../offline/use-bulk-batch';
import { useOffline } from '../../offline/offline-context';
import { Avatar } from '../../ui/avatar';
import type { LicenseBatch } from './license-batch';

const STATE_TEXT: Record<BulkItemState['state'], string> = {
  queued: 'Queued',
  sending: 'Sending…',
  done: 'Assigned',
  failed: 'Failed',
  discarded: 'Discarded',
};

/** A licence batch on its way, one person at a time, 500 ms apart: 'x of y', the bar, each person's state. */
export function LicenseProgress({ progress, avatars }: { progress: BulkProgress<LicenseBatch>; avatars: ReadonlyMap<string, string | null> }) {
  const { status } = useOffline();
  const { batch, states, summary } = progress;
  return (
    <BulkProgressBox
      summary={summary}
      barLabel="Licences assigned"
      stateText={STATE_TEXT}
      doneWord="assigned"
      online={status.online}
      trouble={status.lastError}
      offlineText={softwareMessages.licencesWaitOffline(summary.waiting)}
      finishedText={
        <>
          Finished: {softwareMessages.assigned(summary.succeeded)}
          {summary.failed ? `, ${summary.failed} could not be assigned` : ''}.
        </>
      }
      itemsLabel="People and their licence"
      failedPrefix={softwareMessages.couldNotAssign}
      items={batch.items.map((item, i) => ({
        key: item.license_id,
        state: states[i]!,
        who: (
          <>
            <Avatar name={item.person_name} src={avatars.get(item.employee_id) ?? null} size="sm" decorative />
            <span className="bulk-person-name">{item.person_name}</span>
          </>
        ),
        extra:
          states[i]!.state === 'done' ? (
            <Link to={`/software/licenses/${item.license_id}`} className="bulk-item-link" aria-label={`Open the licence of ${item.person_name}`}>
              Open
            </Link>
          ) : null,
      }))}
    />
  );
}
