import { memo } from 'react';
import {
  PARTICIPANT_RESULTS,
  PARTICIPANT_STATUSES,
  RESULT_LABELS,
  STATUS_LABELS,
  type ParticipantResult,
  type ParticipantStatus,
} from '../../../shared/trainings/trainings.schema';
import { Avatar } from '../../ui/avatar';
import { PendingBadge } from '../../ui/pending-badge';
import type { MarkField, MarkFn } from './use-attendance';

interface SegmentedProps<V extends string> {
  id: string;
  field: MarkField;
  label: string;
  values: readonly V[];
  labels: Record<V, string>;
  current: V;
  onMark: MarkFn;
}

/** One tap per choice: a row of toggle buttons, the chosen one pressed. */
function Segmented<V extends string>({ id, field, label, values, labels, current, onMark }: SegmentedProps<V>) {
  return (
    <div className={`att-seg att-seg-${field}`} role="group" aria-label={label}>
      {values.map((v) => (
        <button key={v} type="button" className="att-seg-btn" data-value={v} aria-pressed={v === current} onClick={() => onMark(id, field, v)}>
          {labels[v]}
        </button>
      ))}
    </div>
  );
}

export interface AttendanceRowProps {
  id: string;
  name: string;
  avatar: string | null;
  status: ParticipantStatus;
  result: ParticipantResult;
  pending: boolean;
  onMark: MarkFn;
  /** In a virtualised list: the row's place, its measuring ref and its offset (see attendance-rows.tsx). */
  place?: { index: number; measure: (element: HTMLLIElement | null) => void; top: number };
}

/** A participant: who, the four statuses and the five results. Props are plain values, so a tap re-renders only its own row. */
export const AttendanceRow = memo(function AttendanceRow({ id, name, avatar, status, result, pending, onMark, place }: AttendanceRowProps) {
  return (
    <li
      className="att-row"
      data-participant={id}
      ref={place?.measure}
      data-index={place?.index}
      style={place ? { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${place.top}px)` } : undefined}
    >
      <div className="att-person">
        <Avatar name={name} src={avatar} size="md" decorative />
        <div className="att-person-text">
          <span className="att-name">{name}</span>
          <PendingBadge row={pending ? { _pending: 1 } : {}} />
        </div>
      </div>
      <div className="att-marks">
        <Segmented id={id} field="status" label={`Status of ${name}`} values={PARTICIPANT_STATUSES} labels={STATUS_LABELS} current={status} onMark={onMark} />
        <Segmented id={id} field="result" label={`Result of ${name}`} values={PARTICIPANT_RESULTS} labels={RESULT_LABELS} current={result} onMark={onMark} />
      </div>
    </li>
  );
});
