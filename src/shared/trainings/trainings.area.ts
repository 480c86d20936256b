import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { trainingsMutations } from './trainings.mutations';
import { remindersMutations } from './reminders.mutations';
import type { ReminderItem } from './reminders.schema';
import type { ParticipantItem, TrainingItem } from './trainings.schema';

const tables = [
  // A program's sessions.
  mirrored<Versioned<TrainingItem>>()('trainings', 'Trainings', 'id, program_id'),
  // A training's participants; a person's trainings.
  mirrored<Versioned<ParticipantItem>>()('training_participants', 'Training participants', 'id, training_id, employee_id'),
  // A participant's reminders (the participant page and /reminders/training/{id}).
  mirrored<Versioned<ReminderItem>>()('training_reminders', 'Training reminders', 'id, participant_id'),
] as const;

export const trainingsArea: SharedArea<typeof tables> = {
  tables,
  mutations: [...trainingsMutations, ...remindersMutations],
  objectTypes: ['training', 'training_participant'],
};
