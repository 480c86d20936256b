import { draftOfTraining, normalizeTraining, type TrainingDraft } from '../../../shared/trainings/training-rules';
import type { trainingEdit } from '../../../shared/trainings/trainings.mutations';
import { FLA_FIELDS, TRAINING_FIELDS, type TrainingItem } from '../../../shared/trainings/trainings.schema';

export type TrainingEditArgs = Parameters<typeof trainingEdit.apply>[1];
type Changes = Omit<TrainingEditArgs, 'training_id'>;

/**
 * The edited fields compared as saved ('450.5' against '450.50' is no change), with their new
 * values; without trainings_fla the FLA fields are neither compared nor sent. `programName` is the
 * session's program's name as the form opened it: a new one renames the program.
 */
export function trainingChanges(before: TrainingItem, draft: TrainingDraft, fla: boolean, programName = ''): Changes {
  const was = normalizeTraining(draftOfTraining(before), fla);
  const now = normalizeTraining(draft, fla);
  const fields = TRAINING_FIELDS.filter((f) => fla || !(FLA_FIELDS as readonly string[]).includes(f));
  const same = (f: (typeof fields)[number]) => (f === 'cost' && was.cost !== null && now.cost !== null ? Number(was.cost) === Number(now.cost) : was[f] === now[f]);
  const changes: Record<string, unknown> = Object.fromEntries(fields.filter((f) => !same(f)).map((f) => [f, now[f]]));
  if (before.program_id && draft.program_name.trim() && draft.program_name.trim() !== programName) changes.program_name = draft.program_name.trim();
  return changes as Changes;
}

/** A program's own row has only its name. */
export function programChanges(before: TrainingItem, draft: TrainingDraft): Changes {
  const name = draft.program_name.trim();
  return name && name !== before.name ? { name } : {};
}
