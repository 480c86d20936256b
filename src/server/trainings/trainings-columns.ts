import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParticipantItem, TrainingItem } from '../../shared/trainings/trainings.schema';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';

// The select lists of every training and participant answer (lists, details, writes, sync pull)
// and their conversion to the shared row shapes. Training queries left join `trainingProgram` on
// program_id; participant queries inner join employees on the person.

export const trainingProgram = alias(trainings, 'program');

export const trainingColumns = {
  id: trainings.id,
  name: trainings.name,
  is_program: trainings.is_program,
  program_id: trainings.program_id,
  program_name: trainingProgram.name,
  cost: trainings.cost,
  date: trainings.date,
  leverancier: trainings.leverancier,
  is_visible_for_employees: trainings.is_visible_for_employees,
  is_price_visible_for_employees: trainings.is_price_visible_for_employees,
  selected_teams: trainings.selected_teams,
  falls_under_fla: trainings.falls_under_fla,
  start_date: trainings.start_date,
  end_date: trainings.end_date,
  certificate_to_achieve: trainings.certificate_to_achieve,
  type_of_training: trainings.type_of_training,
  location_of_training: trainings.location_of_training,
  additional_information: trainings.additional_information,
  training_amount_selection: trainings.training_amount_selection,
  training_amount_days: trainings.training_amount_days,
  training_amount_minutes: trainings.training_amount_minutes,
  created_at: trainings.created_at,
  version: trainings.version,
  updated_at: trainings.updated_at,
};

export type RawTraining = Omit<TrainingItem, 'updated_at' | 'created_at' | 'training_amount_days' | 'program_name'> & {
  program_name: string | null;
  training_amount_days: string | null;
  updated_at: Date;
  created_at: Date;
};
export const toTrainingItem = (r: RawTraining): TrainingItem => ({
  ...r,
  training_amount_days: r.training_amount_days === null ? null : Number(r.training_amount_days),
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const participantName = sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`;

export const participantColumns = {
  id: trainingParticipants.id,
  training_id: trainingParticipants.training_id,
  employee_id: trainingParticipants.employee_id,
  person_name: participantName,
  avatar: employees.avatar,
  status: trainingParticipants.status,
  result: trainingParticipants.result,
  created_at: trainingParticipants.created_at,
  version: trainingParticipants.version,
  updated_at: trainingParticipants.updated_at,
};

export type RawParticipant = Omit<ParticipantItem, 'updated_at' | 'created_at'> & { updated_at: Date; created_at: Date };
export const toParticipantItem = (r: RawParticipant): ParticipantItem => ({
  ...r,
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
