import type { FieldChange } from '../../shared/activity/activity.schema';
import { TRAINING_FIELDS, type ParticipantItem, type TrainingItem } from '../../shared/trainings/trainings.schema';
import type { ActivityEvent } from '../activity/record-activity';

// What the training writes put into the activity feed (activity.schema.ts EventInfo): the
// training's own items on the training, a participant's status and result changes (the spec's
// types) on the participant.

const normal = (v: unknown) => (v === '' || v === undefined ? null : v);

export function trainingAddedEvent(t: Pick<TrainingItem, 'id' | 'name' | 'is_program' | 'program_id' | 'program_name'>): ActivityEvent {
  return {
    related_object: 'training',
    related_object_id: t.id,
    event_type: 'training_added',
    event_info_json: { name: t.name, is_program: t.is_program, program_id: t.program_id, program_name: t.program_name },
  };
}

/** training_updated with the fields that changed (program_name: a session's program renamed); none when nothing did. */
export function trainingUpdatedEvents(before: TrainingItem, after: TrainingItem): ActivityEvent[] {
  const fields = [...TRAINING_FIELDS, 'program_name'] as const;
  const changes: FieldChange[] = fields
    .filter((f) => normal(before[f]) !== normal(after[f]))
    .map((f) => ({ field: f, old: normal(before[f]), new: normal(after[f]) }));
  return changes.length ? [{ related_object: 'training', related_object_id: after.id, event_type: 'training_updated', event_info_json: { changes } }] : [];
}

export function programMoveEvent(
  trainingId: string,
  type: 'training_added_to_program' | 'training_removed_from_program',
  program: { id: string; name: string },
): ActivityEvent {
  return {
    related_object: 'training',
    related_object_id: trainingId,
    event_type: type,
    event_info_json: { program_id: program.id, program_name: program.name },
  };
}

export function participantEvent(p: ParticipantItem, type: 'participant_added' | 'participant_removed'): ActivityEvent {
  return {
    related_object: 'training',
    related_object_id: p.training_id,
    event_type: type,
    event_info_json: { employee_id: p.employee_id, employee_name: p.person_name },
  };
}

type Marked = Pick<ParticipantItem, 'id' | 'employee_id'> & { person_name: string | null };

/** participant_status_changed or participant_result_changed on the participant (the demo's history too). */
export function participantChangeEvent<F extends 'status' | 'result'>(
  p: Marked,
  training: Pick<TrainingItem, 'id' | 'name'>,
  field: F,
  old: ParticipantItem[F],
  now: ParticipantItem[F],
): ActivityEvent {
  return {
    related_object: 'training_participant',
    related_object_id: p.id,
    event_type: field === 'status' ? 'participant_status_changed' : 'participant_result_changed',
    event_info_json: {
      training_id: training.id,
      training_name: training.name,
      employee_id: p.employee_id,
      employee_name: p.person_name,
      [`old_${field}`]: old,
      [`new_${field}`]: now,
    },
  };
}

/** The status and then the result change of a write; none when the values stay. */
export function participantChangeEvents(before: ParticipantItem, after: ParticipantItem, training: Pick<TrainingItem, 'id' | 'name'>): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  if (before.status !== after.status) events.push(participantChangeEvent(after, training, 'status', before.status, after.status));
  if (before.result !== after.result) events.push(participantChangeEvent(after, training, 'result', before.result, after.result));
  return events;
}
