import { useEffect, useRef } from 'react';
import { BackLink } from '../../ui/back-link';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCan } from '../../lib/use-can';
import { useOffline } from '../../offline/offline-context';
import { useMutateMany } from '../../offline/use-mutate';
import { useToast } from '../../ui/toasts';
import { finishBatch, forgetBatch } from '../../lib/bulk-batch';
import { useBulkBatch } from '../../offline/use-bulk-batch';
import { assetCreated, BULK_BATCH_KEY, newBatch, startAssetBatch, type BulkBatch } from './bulk-batch';
import { BulkProgressView } from './bulk-progress';
import { BulkWizard, type BulkChoice } from './bulk-wizard';
import { useBulkPeople } from './use-bulk-people';

/**
 * /assets/assign/bulk: the asset and its price, the people by team, then the progress of one
 * asset.assign per person through the outbox. The running batch lives in the local database, so a
 * reload (or coming back later) shows its progress; a batch that had finished is let go.
 */
export function BulkAssignPage() {
  const can = useCan();
  const { db, status } = useOffline();
  const mutateMany = useMutateMany();
  const toast = useToast();
  const progress = useBulkBatch<BulkBatch>(BULK_BATCH_KEY, assetCreated);
  const source = useBulkPeople();
  const checkedStale = useRef(false);

  // Coming back to the page after a batch finished: start afresh rather than show the old one.
  useEffect(() => {
    if (progress === undefined || checkedStale.current) return;
    checkedStale.current = true;
    if (progress?.batch.finished_at) void forgetBatch(db, BULK_BATCH_KEY);
  }, [progress, db]);

  const done = progress?.summary.finished ?? false;
  const startedAt = progress?.batch.started_at;
  const created = progress?.summary.succeeded ?? 0;
  useEffect(() => {
    if (!done || !startedAt) return;
    void finishBatch(db, BULK_BATCH_KEY, startedAt).then((first) => {
      if (first) toast.success(messages.assets.created(created));
    });
  }, [done, startedAt, created, db, toast]);

  if (!can('assets.edit')) return <Navigate to="/assets" replace />;

  const onStart = async (choice: BulkChoice) => {
    await mutateMany((queue) => startAssetBatch(db, newBatch(choice.type, choice.price, choice.people), queue));
  };

  const stale = progress?.batch.finished_at && !checkedStale.current;
  return (
    <>
      <BackLink to="/assets" label="Assets" />
      <div className="page-header">
        <h1>Bulk assign assets</h1>
      </div>
      {progress === undefined || source === undefined || stale ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading" />
      ) : progress ? (
        <BulkProgressView progress={progress} online={status.online} trouble={status.lastError} onNew={() => void forgetBatch(db, BULK_BATCH_KEY)} />
      ) : (
        <BulkWizard source={source} onStart={onStart} />
      )}
    </>
  );
}
