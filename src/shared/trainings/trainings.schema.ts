import { z } from 'zod';
import { objectListQuerySchema, orderbyParamSchema } from '../list-query';
import { editBaseSchema } from '../sync/edit-base';
import { segmentIdParamSchema } from '../segments/segments.schema';
import { isoDateInput, numberChoice, searchInput, textInput } from '../input-schemas';

// Trainings, programs, sessions and participants (trainings.md sections 2, 3, 7 and 9), with the
// spec's field names. A program is a training row with is_program = 1; its sessions are training
// rows whose program_id is the program's id; a single training has neither.

/** trainings.md section 9. */
export const TRAINING_NAME_MAX_LENGTH = 500;
export const SUPPLIER_MAX_LENGTH = 500;
export const ADDITIONAL_INFORMATION_MAX_LENGTH = 500;
/** trainings.md section 5: additional information is shown truncated above 45 characters, as the first 50. */
export const ADDITIONAL_INFORMATION_TRUNCATE_ABOVE = 45;
export const ADDITIONAL_INFORMATION_SHOWN = 50;
/** trainings.md section 9: the FLA amount limits. */
export const FLA_MINUTES_PER_DAY = 600;
export const FLA_DAYS_STEP = 0.5;
export const FLA_PICKER_MAX_HOURS = 23;
export const FLA_PICKER_MAX_MINUTES = 59;
export const FLA_PICKER_MINUTE_STEP = 5;
/** trainings.md section 9: page sizes and fetch sizes. */
export const PARTICIPANTS_PAGE_SIZE = 5;
/** The sizes a trainer may pick for a training's participants (the choice is remembered on the device). */
export const PARTICIPANTS_PAGE_SIZES = [PARTICIPANTS_PAGE_SIZE, 10, 30, 60] as const;
export const PERSON_TRAININGS_PAGE_SIZE = 10;
export const TRAINING_LIST_PAGE_SIZES = [10, 30, 60, 90] as const;
export const PARTICIPANTS_FETCH_FOR_REMOVAL = 1000;
/** trainings.md section 9: bulk actions (and attendance marks) go one at a time, 500 ms apart. */
export const TRAINING_BULK_DELAY_MS = 500;
/** trainings.md section 9: the people column shows this many avatars. */
export const TRAINING_AVATARS_SHOWN = 4;

/** trainings.md section 3: 1 visible in self-service for all, 0 invisible, 2 restricted to selected teams. */
export const VISIBILITIES = [1, 0, 2] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const TRAINING_TYPES = ['formal', 'informal'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];
export const TRAINING_LOCATIONS = ['on-site', 'off-site', 'online', 'buitenland'] as const;
export type TrainingLocation = (typeof TRAINING_LOCATIONS)[number];
export const AMOUNT_SELECTIONS = ['days', 'minutes'] as const;
export type AmountSelection = (typeof AMOUNT_SELECTIONS)[number];
export const PARTICIPANT_STATUSES = ['followed', 'not_pursued', 'not_fitting', 'reserved'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const PARTICIPANT_RESULTS = ['passed', 'not_passed', 'interrupted', 'no_result', 'to_be_completed'] as const;
export type ParticipantResult = (typeof PARTICIPANT_RESULTS)[number];
export const STATUS_LABELS: Record<ParticipantStatus, string> = {
  followed: 'Followed',
  not_pursued: 'Not pursued',
  not_fitting: 'Not fitting',
  reserved: 'Reserved',
};
export const RESULT_LABELS: Record<ParticipantResult, string> = {
  passed: 'Passed',
  not_passed: 'Not passed',
  interrupted: 'Interrupted',
  no_result: 'No result',
  to_be_completed: 'To be completed',
};
export const LOCATION_LABELS: Record<TrainingLocation, string> = {
  'on-site': 'On-site',
  'off-site': 'Off-site',
  online: 'Online',
  buitenland: 'Abroad (buitenland)',
};
export const TRAINING_TYPE_LABELS: Record<TrainingType, string> = { formal: 'Formal', informal: 'Informal' };
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  1: 'Visible for all employees',
  0: 'Not visible for employees',
  2: 'Visible for selected teams',
};
/** A new participant's status and result (ours: a seat is reserved, the result is still to come). */
export const NEW_PARTICIPANT_STATUS: ParticipantStatus = 'reserved';
export const NEW_PARTICIPANT_RESULT: ParticipantResult = 'to_be_completed';
/** trainings.md section 3: trainings_filter. */
export const TRAININGS_FILTERS = ['all', 'programs', 'trainings'] as const;
export type TrainingsFilter = (typeof TRAININGS_FILTERS)[number];

const flag = z.union([z.literal(0), z.literal(1)]);
/** A flag as sent: 0 or 1, also as '0' or '1'. */
const numberFlag = numberChoice([0, 1]);

/** A row of the trainings mirror (programs, sessions and single trainings) and every training write's answer. */
export const trainingItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_program: flag,
  program_id: z.string().nullable(),
  /** The program's name, for a session; the device reads it from the program's own row. */
  program_name: z.string().nullable(),
  /** Decimal string ('450.00'); null for a program. */
  cost: z.string().nullable(),
  date: z.string().nullable(),
  leverancier: z.string().nullable(),
  is_visible_for_employees: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  is_price_visible_for_employees: flag,
  /** Comma-separated team ids (trainings.md section 3); '' when none. */
  selected_teams: z.string(),
  falls_under_fla: flag,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  certificate_to_achieve: flag,
  type_of_training: z.enum(TRAINING_TYPES),
  location_of_training: z.enum(TRAINING_LOCATIONS).nullable(),
  additional_information: z.string().nullable(),
  training_amount_selection: z.enum(AMOUNT_SELECTIONS).nullable(),
  training_amount_days: z.number().nullable(),
  training_amount_minutes: z.number().nullable(),
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
});
export type TrainingItem = z.infer<typeof trainingItemSchema>;

/** A row of the participants mirror and of GET /api/trainings/{id}/participants (spec: id, person_name, avatar, status, result). */
export const participantItemSchema = z.object({
  id: z.string(),
  training_id: z.string(),
  employee_id: z.string(),
  person_name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  result: z.enum(PARTICIPANT_RESULTS),
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
});
export type ParticipantItem = z.infer<typeof participantItemSchema>;

/** The values an outbox edit last saw of the fields it changes (docs/architecture.md section 5). */
const text = (max: number) => textInput(max).nullable();
const isoDate = isoDateInput.nullable();
/** As typed or sent: '450,50', '450.5' or 450.5; training-rules.ts checks and normalises it. */
const moneyInput = z.union([z.string().max(32), z.number()]).nullable();
const numberInput = z.union([z.string().max(16), z.number()]).nullable();

/**
 * The training fields of createTraining / editTraining (trainings.md section 7). Shape only: what is
 * required when (single training, first session, a session of an existing program, FLA) is in
 * training-rules.ts, which the form and the server both call.
 */
export const trainingFieldsSchema = z.object({
  name: text(TRAINING_NAME_MAX_LENGTH),
  cost: moneyInput,
  date: isoDate,
  leverancier: text(SUPPLIER_MAX_LENGTH),
  is_visible_for_employees: numberChoice([0, 1, 2]),
  is_price_visible_for_employees: numberFlag,
  /** Comma-separated team ids, as the spec sends them. */
  selected_teams: z
    .string()
    .max(40 * 200)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).max(200))
    .transform((ids) => [...new Set(ids)].join(',')),
  falls_under_fla: numberFlag,
  start_date: isoDate,
  end_date: isoDate,
  certificate_to_achieve: numberFlag,
  type_of_training: z.enum(TRAINING_TYPES),
  location_of_training: z.enum(TRAINING_LOCATIONS).nullable(),
  additional_information: text(ADDITIONAL_INFORMATION_MAX_LENGTH),
  training_amount_selection: z.enum(AMOUNT_SELECTIONS).nullable(),
  training_amount_days: numberInput,
  training_amount_minutes: numberInput,
});
export type TrainingField = keyof z.output<typeof trainingFieldsSchema>;
export const TRAINING_FIELDS = Object.keys(trainingFieldsSchema.shape) as TrainingField[];
/** The FLA block's fields: sent and stored only with the trainings_fla flag (trainings.md section 7). */
export const FLA_FIELDS = [
  'start_date',
  'end_date',
  'certificate_to_achieve',
  'type_of_training',
  'location_of_training',
  'additional_information',
  'training_amount_selection',
  'training_amount_days',
  'training_amount_minutes',
] as const satisfies readonly TrainingField[];

/** The fields' labels, on the forms, the detail pages and the segment fields alike. */
export const TRAINING_FIELD_LABELS: Record<TrainingField | 'program_name', string> = {
  program_name: 'Program name',
  name: 'Name',
  cost: 'Cost',
  date: 'Date',
  leverancier: 'Supplier',
  is_visible_for_employees: 'Visible for employees',
  is_price_visible_for_employees: 'Price visible for employees',
  selected_teams: 'Teams',
  falls_under_fla: 'Falls under FLA',
  start_date: 'Start date',
  end_date: 'End date',
  certificate_to_achieve: 'Certificate to achieve',
  type_of_training: 'Type of training',
  location_of_training: 'Location of training',
  additional_information: 'Additional information',
  training_amount_selection: 'Training amount in',
  training_amount_days: 'Amount in days',
  training_amount_minutes: 'Amount in hours',
};

/**
 * POST /api/trainings/add (createTraining / createNewTrainingProgram). `id` is made by the client.
 * - program_id absent: a single training.
 * - is_first_training 1: a new program (program_id, client-made, and program_name) with this first session.
 * - is_first_training 0 with program_id: a session of that existing program; the fields left out
 *   are copied from the program's first session.
 */
export const trainingAddBodySchema = trainingFieldsSchema.partial().extend({
  id: z.uuid().optional(),
  program_id: z.uuid().nullable().optional(),
  program_name: text(TRAINING_NAME_MAX_LENGTH).optional(),
  is_first_training: numberFlag.optional().default(0),
});
export type TrainingAddBody = z.output<typeof trainingAddBodySchema>;

/** POST /api/trainings/edit: the fields it names (program_name renames a session's program), with `base`. */
export const trainingEditBodySchema = trainingFieldsSchema.partial().extend({
  training_id: z.uuid(),
  program_id: z.uuid().nullable().optional(),
  program_name: text(TRAINING_NAME_MAX_LENGTH).optional(),
  base: editBaseSchema,
});
export type TrainingEditBody = z.output<typeof trainingEditBodySchema>;

/**
 * POST /api/trainings/programs/add (createNewTrainingProgram), and the trainingProgram.add
 * mutation's args (with the id required there). The name's rule (trainings.md section 5) is
 * training-rules.ts's (kind 'program'), checked by the form and again by the server.
 */
export const programAddBodySchema = z.object({
  id: z.uuid().optional(),
  // null is taken as no name (and refused by the rules with the spec's words, not as a bad type).
  program_name: text(TRAINING_NAME_MAX_LENGTH)
    .optional()
    .transform((name) => name ?? undefined),
});
export type ProgramAddBody = z.output<typeof programAddBodySchema>;

/** POST /api/trainings/delete and /api/trainings/remove_from_program. */
export const trainingIdBodySchema = z.object({ training_id: z.uuid() });
/** POST /api/trainings/add_to_program (ours: /trainings/{id}/add-to-program). */
export const addToProgramBodySchema = z.object({ training_id: z.uuid(), program_id: z.uuid() });

/** POST /api/trainings/participants/add (addTrainingEmployee). */
export const participantAddBodySchema = z.object({ id: z.uuid().optional(), training_id: z.uuid(), employee_id: z.uuid() });
/** POST /api/trainings/participants/remove (removeTrainingEmployee: training and employee). */
export const participantRemoveBodySchema = z.object({ training_id: z.uuid(), employee_id: z.uuid() });
/** POST /api/trainings/participants/status and /result (updateParticipantStatus / updateParticipantResult). */
export const participantStatusBodySchema = z.object({ participant_id: z.uuid(), status: z.enum(PARTICIPANT_STATUSES), base: editBaseSchema });
export const participantResultBodySchema = z.object({ participant_id: z.uuid(), result: z.enum(PARTICIPANT_RESULTS), base: editBaseSchema });

/** The built-in columns of /trainings (trainings.md section 2). */
export const TRAINING_LIST_COLUMNS = ['name', 'visibility', 'course_type', 'people'] as const;
export type TrainingListColumn = (typeof TRAINING_LIST_COLUMNS)[number];
export const TRAINING_COLUMN_LABELS: Record<TrainingListColumn, string> = {
  name: 'Name',
  visibility: 'Visibility',
  course_type: 'Course type',
  people: 'People',
};
/** trainings.md section 2: the course type column's words. */
export const COURSE_TYPE_LABELS = { program: 'course with session', training: 'one-off course' } as const;

/** GET /api/trainings/list (getTrainings / getTrainingsGrouped), sorted by the spec's `orderby` (see withOrderby). */
export const trainingsListQuerySchema = objectListQuerySchema(TRAINING_LIST_COLUMNS, 'name').extend({
  trainings_filter: z.enum(TRAININGS_FILTERS).optional().default('all'),
  orderby: orderbyParamSchema(TRAINING_LIST_COLUMNS),
});
export type TrainingsListQuery = z.output<typeof trainingsListQuerySchema>;

/**
 * A row of /trainings: a program (its sessions' people), a single training, or, with a segment
 * of training participants chosen, one participant of a training (trainings.md section 2's row links).
 */
export interface TrainingListRow {
  kind: 'program' | 'training' | 'participant';
  /** The program's or training's id; the participant's id for a participant row. */
  id: string;
  training_id: string;
  employee_id: string | null;
  name: string;
  is_program: 0 | 1;
  is_visible_for_employees: Visibility;
  /** Up to TRAINING_AVATARS_SHOWN people, and how many there are in all. */
  employees: { id: string; name: string; avatar: string | null }[];
  employee_count: number;
  date: string | null;
}

const pageSchema = z.coerce.number().int().min(0).max(1_000_000).optional().default(0);

/** GET /api/trainings/{id}/participants (getParticipantsForTraining). */
export const participantsQuerySchema = z.object({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(PARTICIPANTS_FETCH_FOR_REMOVAL).optional().default(PARTICIPANTS_PAGE_SIZE),
  search_term: searchInput(),
  status: z.enum(PARTICIPANT_STATUSES).optional(),
  result: z.enum(PARTICIPANT_RESULTS).optional(),
  segment_id: segmentIdParamSchema.optional(),
});

/** GET /api/trainings/employee/{id} (getEmployeeTrainings): 10 per page. */
export const personTrainingsQuerySchema = z.object({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).optional().default(PERSON_TRAININGS_PAGE_SIZE),
});

/** A row of a person's trainings: the participation with its training's name and date. */
export interface PersonTraining {
  participant_id: string;
  training_id: string;
  name: string;
  program_id: string | null;
  program_name: string | null;
  date: string | null;
  status: ParticipantStatus;
  result: ParticipantResult;
}
