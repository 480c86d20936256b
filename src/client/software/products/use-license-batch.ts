import { useCallback, useEffect, useMemo, useState } from 'react';
import { softwareMessages } from '../../../shared/software/software.messages';
import { forgetBatch } from '../../lib/bulk-batch';
import { todayIso } from '../../lib/today';
import { useBulkBatch, type BulkProgress } from '../../offline/use-bulk-batch';
import { useOffline } from '../../offline/offline-context';
import { useMutateMany } from '../../offline/use-mutate';
import { useToast } from '../../ui/toasts';
import { licenseBatchKey, licenseCreated, newLicenseBatch, startLicenseBatch, type BatchPerson, type LicenseBatch } from './license-batch';

export interface LicenseBatchRun {
  /** undefined while reading; null with no batch (or a finished one left from an earlier visit). */
  progress: BulkProgress<LicenseBatch> | null | undefined;
  /** Queues the batch; false (after saying so) when the device could not record it. */
  start: (product: { id: string; name: string }, people: readonly BatchPerson[]) => Promise<boolean>;
  /** Lets the batch go (after Finish). */
  forget: () => Promise<void>;
}

/**
 * The licence batch of one product (`productId` null: none yet, the wizard before its step 1). A
 * batch that had finished before this visit is let go rather than shown again.
 */
export function useLicenseBatch(productId: string | null): LicenseBatchRun {
  const { db } = useOffline();
  const mutateMany = useMutateMany();
  const toast = useToast();
  const key = licenseBatchKey(productId ?? '');
  const progress = useBulkBatch<LicenseBatch>(key, licenseCreated);
  const [checked, setChecked] = useState<string | null>(null);
  const [dropped, setDropped] = useState<string | null>(null);

  // Coming back after a batch finished: start afresh rather than show the old one.
  useEffect(() => {
    if (progress === undefined || checked === key) return;
    setChecked(key);
    if (progress?.summary.finished) {
      setDropped(progress.batch.started_at);
      void forgetBatch(db, key);
    }
  }, [progress, checked, key, db]);

  const start = useCallback(
    async (product: { id: string; name: string }, people: readonly BatchPerson[]) => {
      try {
        // The device's local day: a licence assigned offline keeps the day it was given.
        await mutateMany((queue) => startLicenseBatch(db, newLicenseBatch(product, people, todayIso()), queue));
      } catch {
        // The device could not even record the batch (all or nothing: nothing was queued); a
        // refusal by the server comes later, per person, from the outbox.
        toast.error(softwareMessages.couldNotAssign);
        return false;
      }
      return true;
    },
    [db, mutateMany, toast],
  );
  const forget = useCallback(() => forgetBatch(db, key), [db, key]);

  const shown = checked !== key ? undefined : progress && progress.batch.started_at === dropped ? null : progress;
  return useMemo(() => ({ progress: shown, start, forget }), [shown, start, forget]);
}
