import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, date, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  AmountSelection,
  ParticipantResult,
  ParticipantStatus,
  TrainingLocation,
  TrainingType,
  Visibility,
} from '../../../shared/trainings/trainings.schema';
import { companies } from './companies';
import { syncColumns } from './columns';
import { employees } from './people';

// Trainings (trainings.md section 3), with the spec's field names. A program is a row with
// is_program = 1; a session points at its program; deleting a program deletes its sessions, and
// deleting a training (or a person) deletes its participants, each leaving a tombstone (0013).

export const trainings = pgTable(
  'trainings',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    is_program: integer('is_program').$type<0 | 1>().notNull().default(0),
    program_id: uuid('program_id').references((): AnyPgColumn => trainings.id, { onDelete: 'cascade' }),
    // Numeric, sent as a decimal string (docs/architecture.md section 7); null for a program.
    cost: numeric('cost', { precision: 14, scale: 2 }),
    date: date('date'),
    leverancier: text('leverancier'),
    is_visible_for_employees: integer('is_visible_for_employees').$type<Visibility>().notNull().default(1),
    is_price_visible_for_employees: integer('is_price_visible_for_employees').$type<0 | 1>().notNull().default(1),
    // The spec's comma-separated team ids; '' when none.
    selected_teams: text('selected_teams').notNull().default(''),
    falls_under_fla: integer('falls_under_fla').$type<0 | 1>().notNull().default(0),
    start_date: date('start_date'),
    end_date: date('end_date'),
    certificate_to_achieve: integer('certificate_to_achieve').$type<0 | 1>().notNull().default(0),
    type_of_training: text('type_of_training').$type<TrainingType>().notNull().default('formal'),
    location_of_training: text('location_of_training').$type<TrainingLocation>(),
    additional_information: text('additional_information'),
    training_amount_selection: text('training_amount_selection').$type<AmountSelection>(),
    training_amount_days: numeric('training_amount_days', { precision: 6, scale: 1 }),
    training_amount_minutes: integer('training_amount_minutes'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    index('trainings_company_idx').on(t.company_id, t.is_program),
    index('trainings_version_idx').on(t.company_id, t.version),
    index('trainings_program_idx').on(t.program_id),
  ],
);

export const trainingParticipants = pgTable(
  'training_participants',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    training_id: uuid('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: text('status').$type<ParticipantStatus>().notNull().default('reserved'),
    result: text('result').$type<ParticipantResult>().notNull().default('to_be_completed'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('training_participants_person_idx').on(t.training_id, t.employee_id),
    index('training_participants_version_idx').on(t.company_id, t.version),
    index('training_participants_employee_idx').on(t.employee_id),
  ],
);

/**
 * A participant's reminders (ours: trainings.md names the page only). training_id and employee_id
 * are the participant's, kept for the team scope; the reminder goes with its participant.
 */
export const trainingReminders = pgTable(
  'training_reminders',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    participant_id: uuid('participant_id')
      .notNull()
      .references(() => trainingParticipants.id, { onDelete: 'cascade' }),
    training_id: uuid('training_id').notNull(),
    employee_id: uuid('employee_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    message: text('message').notNull(),
    done: integer('done').$type<0 | 1>().notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [index('training_reminders_participant_idx').on(t.participant_id), index('training_reminders_version_idx').on(t.company_id, t.version)],
);
