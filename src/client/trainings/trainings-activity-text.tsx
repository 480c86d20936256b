import { formatMoney } from '../../shared/money';
import type { ReactNode } from 'react';
import { formatDate } from '../../shared/format';
import { formatHhMm } from '../../shared/trainings/fla-rules';
import {
  LOCATION_LABELS,
  RESULT_LABELS,
  STATUS_LABELS,
  TRAINING_FIELD_LABELS,
  TRAINING_TYPE_LABELS,
  VISIBILITY_LABELS,
  type ParticipantResult,
  type ParticipantStatus,
  type TrainingLocation,
  type TrainingType,
  type Visibility,
} from '../../shared/trainings/trainings.schema';
import type { ActivityItem } from '../../shared/activity/activity.schema';
import type { AreaActivityTexts, ChangeWording } from '../lib/activity-texts';

// What the trainings area's items say in the feed, after the name of who did it (activity.schema.ts
// lists their event_info_json). Values read as on the training's page: labels, money, dd/mm/yyyy.

const V = ({ children }: { children: ReactNode }) => <strong className="activity-value">{children}</strong>;
const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);
const labelOf = <K extends string>(labels: Record<K, string>, v: unknown): string => (typeof v === 'string' && v in labels ? labels[v as K] : text(v, ''));

const LOWER = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A training's fields and values in training_updated, as the training page shows them. */
const TRAINING_WORDING: ChangeWording = {
  label: (field) =>
    field === 'selected_teams' ? 'the teams' : LOWER(TRAINING_FIELD_LABELS[field as keyof typeof TRAINING_FIELD_LABELS] ?? field.replace(/_/g, ' ')),
  value: (v, field) => {
    if (v === null || v === undefined || v === '') return '';
    switch (field) {
      case 'cost':
        return formatMoney(v as string | number) || String(v);
      case 'date':
      case 'start_date':
      case 'end_date':
        return formatDate(String(v)) || String(v);
      case 'is_visible_for_employees':
        return VISIBILITY_LABELS[Number(v) as Visibility] ?? String(v);
      case 'is_price_visible_for_employees':
      case 'falls_under_fla':
      case 'certificate_to_achieve':
        return v === 1 || v === true ? 'yes' : 'no';
      case 'type_of_training':
        return TRAINING_TYPE_LABELS[v as TrainingType] ?? String(v);
      case 'location_of_training':
        return LOCATION_LABELS[v as TrainingLocation] ?? String(v);
      case 'training_amount_minutes':
        return typeof v === 'number' ? `${formatHhMm(v)} hours` : String(v);
      case 'training_amount_days':
        return `${String(v)} ${v === 1 ? 'day' : 'days'}`;
      // Team ids mean nothing to a reader: the count says how wide it reaches.
      case 'selected_teams': {
        const n = String(v).split(',').filter(Boolean).length;
        return n ? `${n} ${n === 1 ? 'team' : 'teams'}` : '';
      }
      default:
        return typeof v === 'string' ? v : JSON.stringify(v);
    }
  },
};

/** 'Emma Janssens: status changed from Reserved to Followed' (the spec's participant events). */
function ParticipantChange({ name, what, from, to }: { name: string; what: string; from: string; to: string }) {
  return (
    <>
      {name}: {what} changed from <V>{from}</V> to <V>{to}</V>
    </>
  );
}

/** The sentence of a trainings item; undefined for the other areas' items (and training_updated, a list of changes). */
function trainingItemText(item: ActivityItem): ReactNode | undefined {
  const info = item.event_info_json;
  const person = text(info.employee_name, 'someone');
  switch (item.event_type) {
    case 'participant_status_changed':
      return (
        <ParticipantChange
          name={person}
          what="status"
          from={labelOf<ParticipantStatus>(STATUS_LABELS, info.old_status)}
          to={labelOf<ParticipantStatus>(STATUS_LABELS, info.new_status)}
        />
      );
    case 'participant_result_changed':
      return (
        <ParticipantChange
          name={person}
          what="result"
          from={labelOf<ParticipantResult>(RESULT_LABELS, info.old_result)}
          to={labelOf<ParticipantResult>(RESULT_LABELS, info.new_result)}
        />
      );
    case 'training_added':
      if (info.is_program === 1) return 'created the program';
      if (typeof info.program_name === 'string' && info.program_name)
        return (
          <>
            added the session to the program <V>{info.program_name}</V>
          </>
        );
      return 'added the training';
    case 'training_added_to_program':
      return (
        <>
          added the training to the program <V>{text(info.program_name, 'a program')}</V>
        </>
      );
    case 'training_removed_from_program':
      return (
        <>
          removed the training from the program <V>{text(info.program_name, 'its program')}</V>
        </>
      );
    case 'training_deleted':
      return (
        <>
          deleted the {info.is_program === 1 ? 'program' : info.program_name ? 'session' : 'training'} <V>{text(info.training_name, 'a training')}</V>
        </>
      );
    case 'participant_added':
      return (
        <>
          added <V>{person}</V> as a participant
        </>
      );
    case 'participant_removed':
      return (
        <>
          removed <V>{person}</V> from the participants
        </>
      );
    default:
      return undefined;
  }
}

/** The trainings area's part of the feed (ClientArea.activityTexts). */
export const trainingsActivityTexts: AreaActivityTexts = { text: trainingItemText, wording: { training_updated: TRAINING_WORDING } };
