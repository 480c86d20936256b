import { uuidv7 } from '../../../shared/ids';
import { messages } from '../../../shared/messages';
import { participantAdd, participantRemove, participantResult, participantStatus } from '../../../shared/trainings/trainings.mutations';
import type { ParticipantResult, ParticipantStatus } from '../../../shared/trainings/trainings.schema';
import type { LocalDb } from '../../../sync/local-db';
import type { Mutate } from '../../offline/use-mutate';
import { startBatch, type Batch, type BatchItem, type SettledCheck } from '../../lib/bulk-batch';

// The four bulk pages' batches: one participant mutation per person, in name order, through the
// outbox (the mutations carry the 500 ms delay and the refusal toast titles). Each page keeps its
// batch under its own key per training, so a reload shows that page's progress again.

export type BulkKind = 'add' | 'status' | 'result' | 'remove';

export interface ParticipantBatchItem extends BatchItem {
  /** The participant row (entity_id): made here for an add. */
  participant_id: string;
  employee_id: string;
  /** The new status or result; absent for add and remove. */
  value?: string;
}

export interface ParticipantBatch extends Batch<ParticipantBatchItem> {
  kind: BulkKind;
  training_id: string;
}

/** Said beside a person the server refused, or when the device could not queue the batch at all. */
export const BULK_FAILED: Record<BulkKind, string> = {
  add: messages.trainings.unableToAdd,
  remove: messages.trainings.unableToRemove,
  status: messages.trainings.couldNotChangeStatus,
  result: messages.trainings.couldNotChangeResult,
};

export const batchKey = (kind: BulkKind, trainingId: string) => `trainings.bulk_${kind}:${trainingId}`;

export interface BatchPerson {
  /** The participant, for a change or a removal; absent for an add. */
  participant_id?: string;
  employee_id: string;
  name: string;
}

/** The batch for these people, in name order; an add makes each new participant's id here. */
export function newParticipantBatch(kind: BulkKind, trainingId: string, people: readonly BatchPerson[], value?: string): ParticipantBatch {
  const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name) || a.employee_id.localeCompare(b.employee_id));
  return {
    started_at: new Date().toISOString(),
    table: 'training_participants',
    kind,
    training_id: trainingId,
    items: sorted.map((p) => {
      const id = p.participant_id ?? uuidv7();
      return {
        outbox_id: '',
        entity_id: id,
        participant_id: id,
        employee_id: p.employee_id,
        person_name: p.name,
        label: p.name,
        ...(value !== undefined ? { value } : {}),
      };
    }),
  };
}

/** Stores the batch under its key and queues its mutations in order, all or nothing. */
export function startParticipantBatch(db: LocalDb, batch: ParticipantBatch, queue: Mutate): Promise<ParticipantBatch> {
  const training_id = batch.training_id;
  return startBatch(db, batchKey(batch.kind, training_id), batch, (item) => {
    const label = { label: item.label };
    switch (batch.kind) {
      case 'add':
        return queue(participantAdd, { id: item.participant_id, training_id, employee_id: item.employee_id }, label);
      case 'remove':
        return queue(participantRemove, { participant_id: item.participant_id, training_id, employee_id: item.employee_id }, label);
      case 'status':
        return queue(participantStatus, { participant_id: item.participant_id, status: item.value as ParticipantStatus }, label);
      case 'result':
        return queue(participantResult, { participant_id: item.participant_id, result: item.value as ParticipantResult }, label);
    }
  });
}

/** Whether an item no longer in the outbox went through, from the participant's row. */
export const settledCheck = (kind: BulkKind): SettledCheck<ParticipantBatchItem> => SETTLED[kind];

const SETTLED: Record<BulkKind, SettledCheck<ParticipantBatchItem>> = {
  add: (_item, row) => row !== undefined,
  remove: (_item, row) => row === undefined,
  status: (item, row) => row?.status === item.value,
  result: (item, row) => row?.result === item.value,
};
