import { z } from 'zod';
import { messages } from '../messages';
import { defineMutation } from '../sync/mutation';
import { draftOfBody, draftOfTraining, normalizeTraining } from './training-rules';
import {
  TRAINING_BULK_DELAY_MS,
  TRAINING_FIELDS,
  addToProgramBodySchema,
  participantAddBodySchema,
  participantRemoveBodySchema,
  participantResultBodySchema,
  participantStatusBodySchema,
  programAddBodySchema,
  trainingAddBodySchema,
  trainingEditBodySchema,
  trainingIdBodySchema,
  NEW_PARTICIPANT_RESULT,
  NEW_PARTICIPANT_STATUS,
  type ParticipantItem,
  type TrainingItem,
} from './trainings.schema';

// The trainings area's writes, replayed by the outbox as their calls. The device shows people's
// names and a session's program name from its own mirrors, so `apply` leaves joined names empty.
// `apply` keeps the FLA block as sent: the pages send it only when the company has trainings_fla.

const now = () => new Date().toISOString();
const describeTraining = (t: Pick<TrainingItem, 'name'> | null, id: string) => (t ? t.name : `Training ${id.slice(0, 8)}`);

/** POST /api/trainings/programs/add (createNewTrainingProgram): a program, by its name only. */
export const trainingProgramAdd = defineMutation({
  name: 'trainingProgram.add',
  title: 'Add program',
  args: programAddBodySchema.extend({ id: z.uuid() }),
  table: 'trainings',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/trainings/programs/add',
  body: programAddBodySchema,
  apply: (_row: TrainingItem | null, a): TrainingItem => ({
    ...normalizeTraining(draftOfBody({ name: a.program_name }), false),
    id: a.id,
    is_program: 1,
    program_id: null,
    program_name: null,
    cost: null,
    created_at: now(),
    version: 0,
    updated_at: now(),
  }),
  describe: (_row, a) => `Program ${a.program_name}`,
});

/** POST /api/trainings/add (createTraining): a single training, a first session or a session. */
export const trainingAdd = defineMutation({
  name: 'training.add',
  title: 'Add training',
  args: trainingAddBodySchema.extend({ id: z.uuid() }),
  table: 'trainings',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/trainings/add',
  body: trainingAddBodySchema,
  apply: (_row: TrainingItem | null, a): TrainingItem => ({
    ...normalizeTraining(draftOfBody(a), true),
    id: a.id,
    is_program: 0,
    program_id: a.program_id ?? null,
    program_name: null,
    created_at: now(),
    version: 0,
    updated_at: now(),
  }),
  describe: (_row, a) => (a.name ? a.name : `Training ${a.id.slice(0, 8)}`),
});

/** POST /api/trainings/edit (editTraining), checked against `base` like every edit. */
export const trainingEdit = defineMutation({
  name: 'training.edit',
  title: 'Edit training',
  args: trainingEditBodySchema.omit({ base: true }),
  table: 'trainings',
  entityId: (a) => a.training_id,
  changedFields: (a) => TRAINING_FIELDS.filter((f) => a[f] !== undefined),
  method: 'POST',
  path: '/api/trainings/edit',
  body: trainingEditBodySchema,
  apply: (row: TrainingItem | null, a) => {
    if (!row) return null;
    if (row.is_program === 1) {
      const name = a.program_name ?? a.name;
      return name ? { ...row, name, updated_at: now() } : row;
    }
    return { ...row, ...normalizeTraining(draftOfBody(a, draftOfTraining(row)), true), updated_at: now() };
  },
  describe: (row, a) => describeTraining(row, a.training_id),
});

/** POST /api/trainings/delete (deleteTraining): a program takes its sessions with it. */
export const trainingDelete = defineMutation({
  name: 'training.delete',
  title: 'Delete training',
  args: trainingIdBodySchema,
  table: 'trainings',
  entityId: (a) => a.training_id,
  method: 'POST',
  path: '/api/trainings/delete',
  body: trainingIdBodySchema,
  apply: (_row: TrainingItem | null): TrainingItem | null => null,
  describe: (row, a) => describeTraining(row, a.training_id),
});

/** POST /api/trainings/remove_from_program (removeTrainingFromProgram): the session becomes a single training. */
export const trainingRemoveFromProgram = defineMutation({
  name: 'training.removeFromProgram',
  title: 'Remove from program',
  args: trainingIdBodySchema,
  table: 'trainings',
  entityId: (a) => a.training_id,
  method: 'POST',
  path: '/api/trainings/remove_from_program',
  body: trainingIdBodySchema,
  apply: (row: TrainingItem | null) => (row ? { ...row, program_id: null, program_name: null, updated_at: now() } : null),
  describe: (row, a) => describeTraining(row, a.training_id),
});

/** POST /api/trainings/add_to_program (ours, for /trainings/{id}/add-to-program). */
export const trainingAddToProgram = defineMutation({
  name: 'training.addToProgram',
  title: 'Add to program',
  args: addToProgramBodySchema,
  table: 'trainings',
  entityId: (a) => a.training_id,
  method: 'POST',
  path: '/api/trainings/add_to_program',
  body: addToProgramBodySchema,
  apply: (row: TrainingItem | null, a) => (row ? { ...row, program_id: a.program_id, program_name: null, updated_at: now() } : null),
  describe: (row, a) => describeTraining(row, a.training_id),
});

const participantLabel = (row: ParticipantItem | null, id: string) => (row?.person_name ? row.person_name : `Participant ${id.slice(0, 8)}`);

/** POST /api/trainings/participants/add (addTrainingEmployee); one person at a time, 500 ms apart. */
export const participantAdd = defineMutation({
  name: 'participant.add',
  title: 'Add participant',
  args: participantAddBodySchema.extend({ id: z.uuid() }),
  table: 'training_participants',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/trainings/participants/add',
  body: participantAddBodySchema,
  apply: (_row: ParticipantItem | null, a): ParticipantItem => ({
    id: a.id,
    training_id: a.training_id,
    employee_id: a.employee_id,
    person_name: '',
    avatar: null,
    status: NEW_PARTICIPANT_STATUS,
    result: NEW_PARTICIPANT_RESULT,
    created_at: now(),
    version: 0,
    updated_at: now(),
  }),
  describe: (_row, a) => `Participant ${a.employee_id.slice(0, 8)}`,
  delayMs: TRAINING_BULK_DELAY_MS,
  refusedTitle: messages.trainings.unableToAdd,
});

/** POST /api/trainings/participants/remove (removeTrainingEmployee: the training and the person). */
export const participantRemove = defineMutation({
  name: 'participant.remove',
  title: 'Remove participant',
  args: participantRemoveBodySchema.extend({ participant_id: z.uuid() }),
  table: 'training_participants',
  entityId: (a) => a.participant_id,
  method: 'POST',
  path: '/api/trainings/participants/remove',
  body: participantRemoveBodySchema,
  // participant_id names the mirrored row; the documented call names training and person.
  bodyOf: (a) => ({ training_id: a.training_id, employee_id: a.employee_id }),
  apply: (_row: ParticipantItem | null): ParticipantItem | null => null,
  describe: (row, a) => participantLabel(row, a.participant_id),
  delayMs: TRAINING_BULK_DELAY_MS,
  refusedTitle: messages.trainings.unableToRemove,
});

/** POST /api/trainings/participants/status (updateParticipantStatus): from a bulk page, the participant page or attendance. */
export const participantStatus = defineMutation({
  name: 'participant.status',
  title: 'Change status',
  args: participantStatusBodySchema.omit({ base: true }),
  table: 'training_participants',
  entityId: (a) => a.participant_id,
  changedFields: () => ['status'],
  method: 'POST',
  path: '/api/trainings/participants/status',
  body: participantStatusBodySchema,
  apply: (row: ParticipantItem | null, a) => (row ? { ...row, status: a.status, updated_at: now() } : null),
  describe: (row, a) => participantLabel(row, a.participant_id),
  delayMs: TRAINING_BULK_DELAY_MS,
  refusedTitle: messages.trainings.couldNotChangeStatus,
});

/** POST /api/trainings/participants/result (updateParticipantResult). */
export const participantResult = defineMutation({
  name: 'participant.result',
  title: 'Change result',
  args: participantResultBodySchema.omit({ base: true }),
  table: 'training_participants',
  entityId: (a) => a.participant_id,
  changedFields: () => ['result'],
  method: 'POST',
  path: '/api/trainings/participants/result',
  body: participantResultBodySchema,
  apply: (row: ParticipantItem | null, a) => (row ? { ...row, result: a.result, updated_at: now() } : null),
  describe: (row, a) => participantLabel(row, a.participant_id),
  delayMs: TRAINING_BULK_DELAY_MS,
  refusedTitle: messages.trainings.couldNotChangeResult,
});

export const trainingsMutations = [
  trainingProgramAdd,
  trainingAdd,
  trainingEdit,
  trainingDelete,
  trainingRemoveFromProgram,
  trainingAddToProgram,
  participantAdd,
  participantRemove,
  participantStatus,
  participantResult,
];
