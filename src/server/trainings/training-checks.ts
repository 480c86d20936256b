import { firstTrainingError, trainingErrors, type TrainingDraft, type TrainingErrors, type TrainingFormKind } from '../../shared/trainings/training-rules';
import { TRAINING_FIELDS, type TrainingItem } from '../../shared/trainings/trainings.schema';
import { badRequest } from '../http/errors';
import type { EditFields } from '../sync/edit-fields';

// The shared form rules (training-rules.ts) as the server applies them to a draft.

/**
 * A session carries the full form (copied from its program's first session or edited), so its
 * fields are held to the single training's rules; only its cost may stay empty when the first
 * session had none.
 */
export function draftErrors(d: TrainingDraft, kind: TrainingFormKind, fla: boolean): TrainingErrors {
  if (kind !== 'session') return trainingErrors(d, kind, fla);
  const errors = trainingErrors(d, 'single', fla);
  if (!d.cost.trim()) delete errors.cost;
  return errors;
}

/** 400 with each field's message; the message is the form's toast text (firstTrainingError). */
export function checkDraft(d: TrainingDraft, kind: TrainingFormKind, fla: boolean): void {
  const errors = draftErrors(d, kind, fla);
  const first = firstTrainingError(errors);
  if (first === null) return;
  const fields: Record<string, string> = {};
  for (const [f, m] of Object.entries(errors)) if (m) fields[f] = m;
  throw badRequest(first, fields);
}

/** What `base` of POST /api/trainings/edit may name, and how each compares. */
export const TRAINING_EDIT: EditFields = {
  editable: new Set<string>([...TRAINING_FIELDS, 'program_name']),
  kindOf: (field) => (field === 'cost' || field === 'training_amount_days' ? 'money' : field === 'training_amount_minutes' ? 'whole' : 'text'),
};

/** The kind of a saved row, for the rules of its edit. */
export const kindOfRow = (t: TrainingItem): TrainingFormKind => (t.is_program === 1 ? 'program' : t.program_id ? 'session' : 'single');
