import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { BulkItemState } from '../../lib/bulk-batch';
import type { BulkProgress } from '../../offline/use-bulk-batch';
import { useOffline } from '../../offline/offline-context';
import { Avatar } from '../../ui/avatar';
import { BulkProgressBox } from '../../lib/bulk-progress-box';
import { BULK_FAILED, type BulkKind, type ParticipantBatch } from './participant-batch';

interface KindWords {
  bar: string;
  done: string;
  doneWord: string;
  items: string;
}

const WORDS: Record<BulkKind, KindWords> = {
  add: { bar: 'People added', done: 'Added', doneWord: 'added', items: 'People and whether they were added' },
  remove: { bar: 'People removed', done: 'Removed', doneWord: 'removed', items: 'People and whether they were removed' },
  status: { bar: 'Statuses changed', done: 'Changed', doneWord: 'changed', items: 'People and their status change' },
  result: { bar: 'Results changed', done: 'Changed', doneWord: 'changed', items: 'People and their result change' },
};

export interface ParticipantProgressProps {
  progress: BulkProgress<ParticipantBatch>;
  finishedText: ReactNode;
  avatars?: ReadonlyMap<string, string | null>;
  /** Above a table (the status and result pages): the people's list kept short. */
  compact?: boolean;
}

/** A trainings bulk batch on its way, one person at a time: 'x of y', the bar, each person's state. */
export function ParticipantProgress({ progress, finishedText, avatars, compact = false }: ParticipantProgressProps) {
  const { status } = useOffline();
  const words = WORDS[progress.batch.kind];
  const stateText: Record<BulkItemState['state'], string> = {
    queued: 'Queued',
    sending: 'Sending…',
    done: words.done,
    failed: 'Failed',
    discarded: 'Discarded',
  };
  return (
    <div className={compact ? 'bulk-progress-compact' : undefined}>
      <BulkProgressBox
        summary={progress.summary}
        barLabel={words.bar}
        stateText={stateText}
        doneWord={words.doneWord}
        online={status.online}
        trouble={status.lastError}
        offlineText={messages.trainings.bulkQueuedOffline(progress.summary.waiting)}
        finishedText={finishedText}
        itemsLabel={words.items}
        failedPrefix={BULK_FAILED[progress.batch.kind]}
        items={progress.batch.items.map((item, i) => ({
          key: item.outbox_id || item.participant_id,
          state: progress.states[i]!,
          who: (
            <>
              <Avatar name={item.person_name} src={avatars?.get(item.employee_id) ?? null} size="sm" decorative />
              <span className="bulk-person-name">{item.person_name}</span>
            </>
          ),
        }))}
      />
    </div>
  );
}
