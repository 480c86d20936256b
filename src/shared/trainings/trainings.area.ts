import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { trainingsMutations } from './trainings.mutations';
import type { ParticipantItem, TrainingItem } from './trainings.schema';

const tables = [
  // A program's sessions.
  mirrored<Versioned<TrainingItem>>()('trainings', 'Trainings', 'id, program_id'),
  // A training's participants; a person's trainings.
  mirrored<Versioned<ParticipantItem>>()('training_participants', 'Training participants', 'id, training_id, employee_id'),
] as const;

export const trainingsArea: SharedArea<typeof tables> = { tables, mutations: trainingsMutations, objectTypes: ['training', 'training_participant'] };
