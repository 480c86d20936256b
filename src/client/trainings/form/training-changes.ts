import { changedFields } from '../../../shared/edit-changes';
import { draftOfTraining, normalizeTraining, trainingFieldKind, type TrainingDraft } from '../../../shared/trainings/training-rules';
import type { trainingEdit } from '../../../shared/trainings/trainings.mutations';
import { FLA_FIELDS, TRAINING_FIELDS, type TrainingItem } from '../../../shared/trainings/trainings.schema';

export type TrainingEditArgs = Parameters<typeof trainingEdit.apply>[1];
type Changes = Omit<TrainingEditArgs, 'training_id'>;

/**
 * The edited fields compared as saved and as the server compares them (shared/edit-changes.ts:
 * '450.5' against '450.50' is no change), with their new
 * values; without trainings_fla the FLA fields are neither compared nor sent. The program name is
 * not among them: it belongs to the program's row (programChanges).
 */
export function trainingChanges(before: TrainingItem, draft: TrainingDraft, fla: boolean): Changes {
  const was = normalizeTraining(draftOfTraining(before), fla);
  const now = normalizeTraining(draft, fla);
  const fields = TRAINING_FIELDS.filter((f) => fla || !(FLA_FIELDS as readonly string[]).includes(f));
  return Object.fromEntries(changedFields(fields, trainingFieldKind, was, now).map((f) => [f, now[f]])) as Changes;
}

/**
 * A program's row has only its name. Sent as `name`, the field the row holds, so the outbox checks
 * it against the name this device last saw (someone else's rename meanwhile is a conflict).
 */
export function programChanges(program: TrainingItem, draft: TrainingDraft): Changes {
  const name = draft.program_name.trim();
  return name && name !== program.name ? { name } : {};
}

/**
 * The training.edit calls of a save, each on its own row: a program's rename (from its own page or
 * a session's) edits the program's row, so the device shows the new name at once everywhere the
 * program is read; a session's or training's fields edit its row. Edits that change nothing are left out.
 */
export function formEdits(before: TrainingItem, program: TrainingItem | null, draft: TrainingDraft, fla: boolean): TrainingEditArgs[] {
  const edits: TrainingEditArgs[] = [];
  const renamed = before.is_program === 1 ? before : program;
  if (renamed) {
    const rename = programChanges(renamed, draft);
    if (Object.keys(rename).length > 0) edits.push({ training_id: renamed.id, ...rename });
  }
  if (before.is_program !== 1) {
    const changes = trainingChanges(before, draft, fla);
    if (Object.keys(changes).length > 0) edits.push({ training_id: before.id, ...changes });
  }
  return edits;
}
