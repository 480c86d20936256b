import { messages } from '../../../shared/messages';
import {
  bodyOfDraft,
  draftOfTraining,
  trainingErrors,
  type TrainingDraft,
  type TrainingErrors,
  type TrainingFormKind,
} from '../../../shared/trainings/training-rules';
import type { trainingAdd, trainingProgramAdd } from '../../../shared/trainings/trainings.mutations';
import { FLA_FIELDS, type TrainingItem } from '../../../shared/trainings/trainings.schema';
import { NEW_PROGRAM, type ProgramChoice } from './program-choice';

export type TrainingAddArgs = Parameters<typeof trainingAdd.apply>[1];
export type ProgramAddArgs = Parameters<typeof trainingProgramAdd.apply>[1];

/** What the create page knows besides the draft. */
export interface CreateContext {
  choice: ProgramChoice;
  /** NEW_PROGRAM or an existing program's id. */
  programId: string;
  /** The chosen existing program's first session (its fields are copied), or null. */
  firstSession: TrainingItem | null;
  /** How many sessions the chosen existing program has (the default name is the next number). */
  sessionCount: number;
  /** The company has trainings_fla: without it the FLA block is neither shown nor sent. */
  fla: boolean;
}

/**
 * Which rules apply: a session of an existing program needs only the program; one whose program
 * has no session left to copy from is checked (and sent) in full like a single training.
 */
export function formKind(c: Pick<CreateContext, 'choice' | 'programId' | 'firstSession'>): TrainingFormKind {
  if (c.choice === 0) return 'single';
  if (c.programId === NEW_PROGRAM) return 'first_session';
  return c.firstSession ? 'session' : 'single';
}

export const defaultSessionName = (sessionCount: number) => `Session ${sessionCount + 1}`;

/** The create form's errors: the shared rules, and a program for a course with sessions. */
export function createErrors(draft: TrainingDraft, c: CreateContext): TrainingErrors {
  const errors = trainingErrors(draft, formKind(c), c.fla);
  if (c.choice === 1 && !c.programId) errors.program_id = messages.trainings.programRequired;
  return errors;
}

/** trainings.md section 7: the FLA fields go only with the flag (falls_under_fla always). */
function sent<T extends Record<string, unknown>>(body: T, fla: boolean): T {
  if (fla) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const f of FLA_FIELDS) delete copy[f];
  return copy as T;
}

/**
 * The writes of a valid create form, in order: a new program first (trainingProgram.add), then
 * the training (training.add). A session of an existing program copies its first session's
 * fields (the server does the same for what is left out) and takes 'Session N' when unnamed.
 */
export function createPlan(
  draft: TrainingDraft,
  c: CreateContext,
  ids: { training: string; program: string },
): { program: ProgramAddArgs | null; training: TrainingAddArgs } {
  const kind = formKind(c);
  if (kind === 'single' && c.choice === 0)
    return { program: null, training: { ...sent(bodyOfDraft(draft, c.fla), c.fla), id: ids.training, is_first_training: 0 } };
  if (kind === 'first_session') {
    const program = { id: ids.program, program_name: draft.program_name.trim() };
    return { program, training: { ...sent(bodyOfDraft(draft, c.fla), c.fla), id: ids.training, program_id: program.id, is_first_training: 1 } };
  }
  // A program with no session yet gets its first one, sent in full as the server requires.
  if (!c.firstSession)
    return { program: null, training: { ...sent(bodyOfDraft(draft, c.fla), c.fla), id: ids.training, program_id: c.programId, is_first_training: 1 } };
  const fields = bodyOfDraft(draftOfTraining(c.firstSession), c.fla);
  const name = draft.name.trim() || defaultSessionName(c.sessionCount);
  return { program: null, training: { ...sent(fields, c.fla), name, date: draft.date, id: ids.training, program_id: c.programId, is_first_training: 0 } };
}
