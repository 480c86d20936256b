import type { ValueKind } from '../edit-changes';
import { moneyInputError, savedMoney } from '../money';
import type { z } from 'zod';
import { messages } from '../messages';
import { compareCodeUnits, compareDatesNullsLast, compareFolded } from '../sort';
import { flaAmountErrors, parseAmount, roundHalfDay } from './fla-rules';
import {
  ADDITIONAL_INFORMATION_SHOWN,
  ADDITIONAL_INFORMATION_TRUNCATE_ABOVE,
  type AmountSelection,
  type PersonTraining,
  type TrainingField,
  type TrainingItem,
  type TrainingLocation,
  type TrainingType,
  type Visibility,
  type trainingFieldsSchema,
} from './trainings.schema';

// THE rules of a training's form (trainings.md section 5): the create and edit pages call them as
// the user types, the server calls them on every add and edit. One definition of each message.

/**
 * What is being saved:
 * - single: a one-off course (program choice 0);
 * - first_session: the first session of a new program (program name and the full form);
 * - session: a session of an existing program (only the program is needed);
 * - program: a program's own row (its name only).
 */
export type TrainingFormKind = 'single' | 'first_session' | 'session' | 'program';

/** The form's state; also what the server builds from a body. Amounts as typed. */
export interface TrainingDraft {
  program_name: string;
  name: string;
  cost: string;
  date: string | null;
  leverancier: string;
  is_visible_for_employees: Visibility;
  is_price_visible_for_employees: 0 | 1;
  selected_teams: string[];
  falls_under_fla: 0 | 1;
  start_date: string | null;
  end_date: string | null;
  certificate_to_achieve: 0 | 1;
  type_of_training: TrainingType;
  location_of_training: TrainingLocation | null;
  additional_information: string;
  training_amount_selection: AmountSelection | null;
  training_amount_days: string;
  training_amount_minutes: number | null;
}

export const emptyTrainingDraft = (): TrainingDraft => ({
  program_name: '',
  name: '',
  cost: '',
  date: null,
  leverancier: '',
  is_visible_for_employees: 1,
  is_price_visible_for_employees: 1,
  selected_teams: [],
  falls_under_fla: 0,
  start_date: null,
  end_date: null,
  certificate_to_achieve: 0,
  type_of_training: 'formal',
  location_of_training: null,
  additional_information: '',
  training_amount_selection: null,
  training_amount_days: '',
  training_amount_minutes: null,
});

export type TrainingErrors = Partial<Record<TrainingField | 'program_name' | 'program_id', string>>;

/**
 * Field-keyed errors of a draft. `fla`: the company has trainings_fla (the block is shown and checked).
 * Length limits are the schema's (trainings.schema.ts); the form shows them through the same schema.
 */
export function trainingErrors(d: TrainingDraft, kind: TrainingFormKind, fla: boolean): TrainingErrors {
  const errors: TrainingErrors = {};
  if (kind === 'program' || kind === 'first_session') {
    if (!d.program_name.trim()) errors.program_name = messages.trainings.programNameRequired;
  }
  if (kind === 'program' || kind === 'session') return errors;
  if (!d.name.trim()) errors.name = messages.trainings.nameRequired;
  if (!d.cost.trim()) errors.cost = messages.trainings.costRequired;
  else {
    const money = moneyInputError(d.cost);
    if (money) errors.cost = money;
  }
  if (d.is_visible_for_employees === 2 && d.selected_teams.length === 0) errors.selected_teams = messages.trainings.selectTeam;
  if (fla && d.falls_under_fla === 1) {
    if (!d.start_date) errors.start_date = messages.trainings.startDateRequired;
    if (!d.end_date) errors.end_date = messages.trainings.endDateRequired;
    if (d.start_date && d.end_date && d.start_date > d.end_date) errors.end_date = messages.trainings.startAfterEnd;
    Object.assign(errors, flaAmountErrors(d));
  }
  return errors;
}

/**
 * The rules of a training as saved (every edit, and a new session once its program's first session's
 * fields are copied in): a session carries the full form, so it is held to the single training's
 * rules; only its cost may stay empty, when the first session had none. A session whose edit names
 * its program also needs that program's name.
 */
export function savedTrainingErrors(d: TrainingDraft, kind: TrainingFormKind, fla: boolean, opts: { programNamed?: boolean } = {}): TrainingErrors {
  if (kind !== 'session') return trainingErrors(d, kind, fla);
  const errors = trainingErrors(d, 'single', fla);
  if (!d.cost.trim()) delete errors.cost;
  return opts.programNamed ? { ...trainingErrors(d, 'program', false), ...errors } : errors;
}

/** The kind of a saved row, for the rules of its edit. */
export const kindOfRow = (t: Pick<TrainingItem, 'is_program' | 'program_id'>): TrainingFormKind =>
  t.is_program === 1 ? 'program' : t.program_id ? 'session' : 'single';

/** FLA fields missing (not wrong): the spec's toast then asks to fill all forms. */
const FLA_REQUIRED: readonly (keyof TrainingErrors)[] = ['start_date', 'end_date', 'training_amount_selection'];

/** The toast of a refused save: 'Form invalid' with the first error, or 'please fill all forms' for missing FLA data. */
export function firstTrainingError(errors: TrainingErrors): string | null {
  const keys = Object.keys(errors) as (keyof TrainingErrors)[];
  if (keys.length === 0) return null;
  if (keys.some((k) => FLA_REQUIRED.includes(k) && errors[k] !== messages.trainings.startAfterEnd)) return messages.trainings.fillAllForms;
  return errors[keys[0]!] ?? null;
}

/** How a training field compares for an edit (shared/edit-changes.ts): the cost and the days amount by amount, the minutes by number, the rest as text. */
export const trainingFieldKind = (field: string): ValueKind =>
  field === 'cost' || field === 'training_amount_days' ? 'money' : field === 'training_amount_minutes' ? 'whole' : 'text';

/** The saved fields of a valid draft: money as a decimal string, the FLA block only when it applies. */
export function normalizeTraining(d: TrainingDraft, fla: boolean) {
  const underFla = fla && d.falls_under_fla === 1;
  const days = d.training_amount_selection === 'days' ? parseAmount(d.training_amount_days) : null;
  return {
    name: d.name.trim(),
    cost: savedMoney(d.cost),
    date: d.date,
    leverancier: d.leverancier.trim() || null,
    is_visible_for_employees: d.is_visible_for_employees,
    is_price_visible_for_employees: d.is_price_visible_for_employees,
    selected_teams: d.is_visible_for_employees === 2 ? d.selected_teams.join(',') : '',
    falls_under_fla: underFla ? (1 as const) : (0 as const),
    start_date: underFla ? d.start_date : null,
    end_date: underFla ? d.end_date : null,
    certificate_to_achieve: fla ? d.certificate_to_achieve : (0 as const),
    type_of_training: fla ? d.type_of_training : ('formal' as const),
    location_of_training: fla ? d.location_of_training : null,
    additional_information: fla ? d.additional_information.trim() || null : null,
    training_amount_selection: underFla ? d.training_amount_selection : null,
    training_amount_days: underFla && days !== null ? roundHalfDay(days) : null,
    training_amount_minutes: underFla && d.training_amount_selection === 'minutes' ? d.training_amount_minutes : null,
  } satisfies Partial<Record<keyof TrainingItem, unknown>>;
}
export type SavedTrainingFields = ReturnType<typeof normalizeTraining>;

/** The draft of a saved training, for its edit page and for a body the server checks. */
export function draftOfTraining(t: TrainingItem, programName = ''): TrainingDraft {
  return {
    program_name: programName,
    name: t.name,
    cost: t.cost ?? '',
    date: t.date,
    leverancier: t.leverancier ?? '',
    is_visible_for_employees: t.is_visible_for_employees,
    is_price_visible_for_employees: t.is_price_visible_for_employees,
    selected_teams: t.selected_teams ? t.selected_teams.split(',') : [],
    falls_under_fla: t.falls_under_fla,
    start_date: t.start_date,
    end_date: t.end_date,
    certificate_to_achieve: t.certificate_to_achieve,
    type_of_training: t.type_of_training,
    location_of_training: t.location_of_training,
    additional_information: t.additional_information ?? '',
    training_amount_selection: t.training_amount_selection,
    training_amount_days: t.training_amount_days === null ? '' : String(t.training_amount_days),
    training_amount_minutes: t.training_amount_minutes,
  };
}

/** trainings.md section 5: additional information above 45 characters shows its first 50 and 'show more'. */
export function truncatedInformation(text: string | null): { shown: string; truncated: boolean } {
  const t = text ?? '';
  return t.length > ADDITIONAL_INFORMATION_TRUNCATE_ABOVE
    ? { shown: t.slice(0, ADDITIONAL_INFORMATION_SHOWN), truncated: true }
    : { shown: t, truncated: false };
}

/**
 * A program's sessions in order, first one first: by date (undated last), then when made, then
 * id, as the server's programSessions orders them (the first is the one a new session copies).
 */
export function compareSessions(a: Pick<TrainingItem, 'date' | 'created_at' | 'id'>, b: Pick<TrainingItem, 'date' | 'created_at' | 'id'>): number {
  return compareDatesNullsLast(a.date, b.date) || compareCodeUnits(a.created_at, b.created_at) || compareCodeUnits(a.id, b.id);
}

type PersonTrainingOrder = Pick<PersonTraining, 'date' | 'name' | 'participant_id'>;

/**
 * A person's trainings, newest first: by date going down (undated last), then by name with case
 * ignored, then participant id, as GET /api/trainings/employee/{id} orders them.
 */
export function comparePersonTrainings(a: PersonTrainingOrder, b: PersonTrainingOrder): number {
  return compareDatesNullsLast(a.date, b.date, 'desc') || compareFolded(a.name, b.name) || compareCodeUnits(a.participant_id, b.participant_id);
}

/** The pages of the area (trainings.md section 2); every link and redirect builds its path here. */
export const programPath = (programId: string) => `/trainings/programs/${programId}`;
/** A training's or session's page; a program's own page for a program. */
export const trainingPath = (t: { id: string; is_program: 0 | 1 }) => (t.is_program === 1 ? programPath(t.id) : `/trainings/${t.id}`);
export const participantPath = (trainingId: string, participantId: string) => `/trainings/${trainingId}/employees/${participantId}`;

/** trainings.md section 2's row links: a program's page, a training's page, or one participant's page. */
export function trainingRowHref(row: { kind: 'program' | 'training' | 'participant'; id: string; training_id: string; employee_id: string | null }): string {
  if (row.kind === 'program') return programPath(row.id);
  if (row.kind === 'training') return trainingPath({ id: row.id, is_program: 0 });
  return participantPath(row.training_id, row.id);
}

type BodyFields = Partial<z.output<typeof trainingFieldsSchema>> & { program_name?: string | null };

/** The draft of a create or edit body (already parsed by its schema) laid over `base`. */
export function draftOfBody(body: BodyFields, base: TrainingDraft = emptyTrainingDraft()): TrainingDraft {
  const d: TrainingDraft = { ...base, selected_teams: [...base.selected_teams] };
  const b = body;
  if (body.program_name !== undefined) d.program_name = body.program_name ?? '';
  if (b.name !== undefined) d.name = b.name ?? '';
  if (b.cost !== undefined) d.cost = b.cost === null ? '' : String(b.cost);
  if (b.date !== undefined) d.date = b.date;
  if (b.leverancier !== undefined) d.leverancier = b.leverancier ?? '';
  if (b.is_visible_for_employees !== undefined) d.is_visible_for_employees = b.is_visible_for_employees;
  if (b.is_price_visible_for_employees !== undefined) d.is_price_visible_for_employees = b.is_price_visible_for_employees;
  if (b.selected_teams !== undefined) d.selected_teams = String(b.selected_teams).split(',').filter(Boolean);
  if (b.falls_under_fla !== undefined) d.falls_under_fla = b.falls_under_fla;
  if (b.start_date !== undefined) d.start_date = b.start_date;
  if (b.end_date !== undefined) d.end_date = b.end_date;
  if (b.certificate_to_achieve !== undefined) d.certificate_to_achieve = b.certificate_to_achieve;
  if (b.type_of_training !== undefined) d.type_of_training = b.type_of_training;
  if (b.location_of_training !== undefined) d.location_of_training = b.location_of_training;
  if (b.additional_information !== undefined) d.additional_information = b.additional_information ?? '';
  if (b.training_amount_selection !== undefined) d.training_amount_selection = b.training_amount_selection;
  if (b.training_amount_days !== undefined) d.training_amount_days = b.training_amount_days === null ? '' : String(b.training_amount_days);
  if (b.training_amount_minutes !== undefined) d.training_amount_minutes = b.training_amount_minutes === null ? null : parseAmount(b.training_amount_minutes);
  return d;
}

/** The body fields of a draft, as the create and edit pages send them (camelCase names are the form's only). */
export function bodyOfDraft(d: TrainingDraft, fla: boolean) {
  const saved = normalizeTraining(d, fla);
  return { ...saved, cost: d.cost.trim() === '' ? null : d.cost, training_amount_days: saved.training_amount_days };
}
