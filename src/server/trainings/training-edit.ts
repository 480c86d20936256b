import { changedFields } from '../../shared/edit-changes';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { draftOfBody, draftOfTraining, kindOfRow, normalizeTraining, trainingFieldKind } from '../../shared/trainings/training-rules';
import { TRAINING_FIELDS, type TrainingEditBody, type TrainingItem } from '../../shared/trainings/trainings.schema';
import { recordActivities } from '../activity/record-activity';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { ConflictError } from '../sync/conflict';
import { staleFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { checkDraft, TRAINING_EDIT } from './training-checks';
import { trainingUpdatedEvents } from './training-activity';
import { checkTeams, updateTraining, withFla } from './training-writes.repo';
import { getTraining, savedTraining } from './trainings.repo';

// POST /api/trainings/edit (editTraining): the fields a body names merged over the training as it
// is now and checked by the shared rules with the row's kind. With `base` (sent from the outbox)
// the edit applies only if each field it names still holds that value, as POST /api/assets/edit.

async function renameProgram(tx: Db, write: WriteInfo, program: TrainingItem, name: string): Promise<void> {
  const companyId = write.viewer.company.id;
  await updateTraining(tx, { companyId, id: program.id, userId: write.viewer.user.id, fields: { name } });
  await recordActivities(tx, write, trainingUpdatedEvents(program, await savedTraining(tx, companyId, program.id)));
}

/** editTraining answers the training's id (trainings.md section 7: 'id or training_id') with the row. */
export async function editTraining(tx: Db, write: WriteInfo, body: TrainingEditBody): Promise<WriteAnswer<TrainingItem> & { id: string }> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const found = await getTraining(tx, companyId, body.training_id);
  if (!found) throw notFound(messages.trainings.trainingNotFound);
  const { training: current, changedBy } = found;
  if (body.base && staleFields(TRAINING_EDIT, current, body.base).length > 0) {
    throw new ConflictError(messages.sync.conflict(current.name, changedBy.name), current, changedBy);
  }
  // trainings.md section 7 sends program_id with an edit; moving is add/remove_from_program's job.
  if (body.program_id !== undefined && body.program_id !== current.program_id) {
    throw badRequest(messages.trainings.programIdOnEdit, { program_id: messages.trainings.programIdOnEdit });
  }

  const kind = kindOfRow(current);
  if (kind === 'program') {
    // A program's row holds only its name (program_name or name).
    const draft = draftOfBody({ program_name: body.program_name ?? body.name ?? current.name });
    checkDraft(draft, 'program', false);
    const name = draft.program_name.trim();
    if (name !== current.name) await renameProgram(tx, write, current, name);
    return { id: current.id, data: await savedTraining(tx, companyId, current.id) };
  }

  const fla = withFla(viewer);
  const before = draftOfTraining(current, current.program_name ?? '');
  const draft = draftOfBody(body, before);
  // A session's edit naming its program is checked as its edit form checks it (the same first error).
  checkDraft(draft, kind, fla, { programNamed: kind === 'session' && body.program_name !== undefined });
  const fields = normalizeTraining(draft, fla);
  const old = normalizeTraining(before, fla);
  const changed = changedFields(TRAINING_FIELDS, trainingFieldKind, old, fields);
  if (changed.length > 0) {
    if (changed.includes('selected_teams')) await checkTeams(tx, companyId, fields.selected_teams);
    const update = Object.fromEntries(changed.map((f) => [f, fields[f]]));
    await updateTraining(tx, { companyId, id: current.id, userId: viewer.user.id, fields: update });
  }
  const newProgramName = draft.program_name.trim();
  if (kind === 'session' && current.program_id && body.program_name !== undefined && newProgramName !== current.program_name) {
    const program = await getTraining(tx, companyId, current.program_id);
    if (program) await renameProgram(tx, write, program.training, newProgramName);
  }
  const saved = await savedTraining(tx, companyId, current.id);
  await recordActivities(tx, write, trainingUpdatedEvents(current, saved));
  return { id: current.id, data: saved };
}
