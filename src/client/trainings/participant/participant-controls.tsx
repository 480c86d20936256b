import { useId } from 'react';
import { messages } from '../../../shared/messages';
import { participantResult, participantStatus } from '../../../shared/trainings/trainings.mutations';
import {
  PARTICIPANT_RESULTS,
  PARTICIPANT_STATUSES,
  RESULT_LABELS,
  STATUS_LABELS,
  type ParticipantResult,
  type ParticipantStatus,
} from '../../../shared/trainings/trainings.schema';
import { useCan } from '../../lib/use-can';
import { useMutate } from '../../offline/use-mutate';
import { IconCheck } from '../../ui/icons';
import { useToast } from '../../ui/toasts';
import type { ParticipantRow } from '../data/use-training-data';
import { RESULT_TONES, ResultBadge, STATUS_TONES, StatusBadge } from '../training/participant-badges';

interface ChoiceProps<V extends string> {
  label: string;
  values: readonly V[];
  labels: Record<V, string>;
  tones: Record<V, string>;
  value: V;
  onChoose: (v: V) => void;
}

/**
 * One row of big buttons, the current one pressed: a tap saves at once (trainings.md section 4), which
 * suits a finger on a tablet better than a drop-down. Tapping the current value does nothing.
 */
function ChoiceRow<V extends string>({ label, values, labels, tones, value, onChoose }: ChoiceProps<V>) {
  const labelId = useId();
  return (
    <div className="participant-choice">
      <span id={labelId} className="participant-choice-label">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="participant-choice-buttons">
        {values.map((v) => (
          <button
            key={v}
            type="button"
            className={`participant-choice-button tone-${tones[v]}`}
            aria-pressed={v === value}
            onClick={() => v !== value && onChoose(v)}
          >
            {v === value && <IconCheck size={16} />}
            {labels[v]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The participant's status and result: buttons for those who may change trainings, badges for the others. */
export function ParticipantControls({ participant, label }: { participant: ParticipantRow; label: string }) {
  const can = useCan();
  const mutate = useMutate();
  const toast = useToast();
  if (!can('trainings.edit')) {
    return (
      <dl className="detail-list participant-readonly">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={participant.status} />
          </dd>
        </div>
        <div>
          <dt>Result</dt>
          <dd>
            <ResultBadge result={participant.result} />
          </dd>
        </div>
      </dl>
    );
  }
  // A change the device could not even record is said at once; a refusal by the server comes from the outbox.
  const save = async (write: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await write();
      toast.saved(done);
    } catch {
      toast.error(messages.trainings.errorTitle, failed);
    }
  };
  const setStatus = (status: ParticipantStatus) =>
    save(
      () => mutate(participantStatus, { participant_id: participant.id, status }, { label }),
      messages.trainings.statusesUpdated,
      messages.trainings.couldNotChangeStatus,
    );
  const setResult = (result: ParticipantResult) =>
    save(
      () => mutate(participantResult, { participant_id: participant.id, result }, { label }),
      messages.trainings.resultsUpdated,
      messages.trainings.couldNotChangeResult,
    );
  return (
    <div className="participant-controls">
      <ChoiceRow
        label="Status"
        values={PARTICIPANT_STATUSES}
        labels={STATUS_LABELS}
        tones={STATUS_TONES}
        value={participant.status}
        onChoose={(v) => void setStatus(v)}
      />
      <ChoiceRow
        label="Result"
        values={PARTICIPANT_RESULTS}
        labels={RESULT_LABELS}
        tones={RESULT_TONES}
        value={participant.result}
        onChoose={(v) => void setResult(v)}
      />
    </div>
  );
}
