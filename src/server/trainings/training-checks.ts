import { firstTrainingError, savedTrainingErrors, trainingFieldKind, type TrainingDraft, type TrainingFormKind } from '../../shared/trainings/training-rules';
import { TRAINING_FIELDS } from '../../shared/trainings/trainings.schema';
import { badRequest } from '../http/errors';
import type { EditFields } from '../sync/edit-fields';

// The shared form rules (training-rules.ts) as the server applies them to a draft.

/** 400 with each field's message; the message is the form's toast text (firstTrainingError). */
export function checkDraft(d: TrainingDraft, kind: TrainingFormKind, fla: boolean, opts: { programNamed?: boolean } = {}): void {
  const errors = savedTrainingErrors(d, kind, fla, opts);
  const first = firstTrainingError(errors);
  if (first === null) return;
  const fields: Record<string, string> = {};
  for (const [f, m] of Object.entries(errors)) if (m) fields[f] = m;
  throw badRequest(first, fields);
}

/** What `base` of POST /api/trainings/edit may name, and how each compares. */
export const TRAINING_EDIT: EditFields = {
  editable: new Set<string>([...TRAINING_FIELDS, 'program_name']),
  kindOf: trainingFieldKind,
};
