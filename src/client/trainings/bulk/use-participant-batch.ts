import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../../../shared/messages';
import { finishBatch, forgetBatch } from '../../lib/bulk-batch';
import { useBulkBatch, type BulkProgress } from '../../offline/use-bulk-batch';
import { useOffline } from '../../offline/offline-context';
import { useMutateMany } from '../../offline/use-mutate';
import { useToast } from '../../ui/toasts';
import {
  BULK_FAILED,
  batchKey,
  newParticipantBatch,
  settledCheck,
  startParticipantBatch,
  type BatchPerson,
  type BulkKind,
  type ParticipantBatch,
} from './participant-batch';

export interface ParticipantBatchRun {
  /** undefined while reading; null with no batch (or a finished one left from an earlier visit). */
  progress: BulkProgress<ParticipantBatch> | null | undefined;
  /** Queues the batch; false (after saying so) when the device could not record it. */
  start: (people: readonly BatchPerson[], value?: string) => Promise<boolean>;
  /** Lets the batch go (after Finish, Close). */
  forget: () => Promise<void>;
}

/**
 * A bulk page's batch for one training. `onFinished` runs once when the last item settles (the
 * final toast); a batch that had finished before this visit is let go rather than shown again.
 */
export function useParticipantBatch(kind: BulkKind, trainingId: string, onFinished?: (progress: BulkProgress<ParticipantBatch>) => void): ParticipantBatchRun {
  const { db } = useOffline();
  const mutateMany = useMutateMany();
  const toast = useToast();
  const key = batchKey(kind, trainingId);
  const progress = useBulkBatch<ParticipantBatch>(key, settledCheck(kind));
  const [checked, setChecked] = useState<string | null>(null);
  const [dropped, setDropped] = useState<string | null>(null);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  // Coming back after a batch finished: start afresh rather than show the old one.
  useEffect(() => {
    if (progress === undefined || checked === key) return;
    setChecked(key);
    if (progress?.batch.finished_at) {
      setDropped(progress.batch.started_at);
      void forgetBatch(db, key);
    }
  }, [progress, checked, key, db]);

  const finished = progress?.summary.finished ?? false;
  useEffect(() => {
    if (!finished || !progress || progress.batch.finished_at) return;
    void finishBatch(db, key, progress.batch.started_at).then((first) => {
      if (first) onFinishedRef.current?.(progress);
    });
  }, [finished, progress, db, key]);

  const start = useCallback(
    async (people: readonly BatchPerson[], value?: string) => {
      try {
        await mutateMany((queue) => startParticipantBatch(db, newParticipantBatch(kind, trainingId, people, value), queue));
      } catch {
        // The device could not even record the batch (all or nothing: nothing was queued); a
        // refusal by the server comes later, per person, from the outbox.
        toast.error(messages.trainings.errorTitle, BULK_FAILED[kind]);
        return false;
      }
      return true;
    },
    [db, mutateMany, toast, kind, trainingId],
  );
  const forget = useCallback(() => forgetBatch(db, key), [db, key]);

  const shown = checked !== key ? undefined : progress && progress.batch.started_at === dropped ? null : progress;
  return useMemo(() => ({ progress: shown, start, forget }), [shown, start, forget]);
}
