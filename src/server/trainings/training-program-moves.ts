import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { TrainingItem } from '../../shared/trainings/trainings.schema';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { programMoveEvent } from './training-activity';
import { updateTraining } from './training-writes.repo';
import { getTraining, savedTraining } from './trainings.repo';

// POST /api/trainings/remove_from_program and /add_to_program.

async function trainingOf(tx: Db, write: WriteInfo, id: string): Promise<TrainingItem> {
  const found = await getTraining(tx, write.viewer.company.id, id);
  if (!found) throw notFound(messages.trainings.trainingNotFound);
  return found.training;
}

/** removeTrainingFromProgram: the session becomes a single training. */
export async function removeFromProgram(tx: Db, write: WriteInfo, id: string): Promise<WriteAnswer<TrainingItem>> {
  const training = await trainingOf(tx, write, id);
  if (!training.program_id) throw badRequest(messages.trainings.notInProgram, { training_id: messages.trainings.notInProgram });
  const program = { id: training.program_id, name: training.program_name ?? '' };
  await updateTraining(tx, { companyId: write.viewer.company.id, id, userId: write.viewer.user.id, fields: { program_id: null } });
  await recordActivity(tx, write, programMoveEvent(id, 'training_removed_from_program', program));
  return { data: await savedTraining(tx, write.viewer.company.id, id) };
}

/** A single training becomes a session of a program (ours: /trainings/{id}/add-to-program). */
export async function addToProgram(tx: Db, write: WriteInfo, body: { training_id: string; program_id: string }): Promise<WriteAnswer<TrainingItem>> {
  const training = await trainingOf(tx, write, body.training_id);
  if (training.is_program === 1) throw badRequest(messages.trainings.programNotInProgram, { training_id: messages.trainings.programNotInProgram });
  if (training.program_id) throw badRequest(messages.trainings.alreadyInProgram, { training_id: messages.trainings.alreadyInProgram });
  const found = await getTraining(tx, write.viewer.company.id, body.program_id);
  if (!found) throw badRequest(messages.trainings.programNotFound, { program_id: messages.trainings.programNotFound });
  if (found.training.is_program !== 1) throw badRequest(messages.trainings.notAProgram, { program_id: messages.trainings.notAProgram });
  await updateTraining(tx, { companyId: write.viewer.company.id, id: training.id, userId: write.viewer.user.id, fields: { program_id: found.training.id } });
  await recordActivity(tx, write, programMoveEvent(training.id, 'training_added_to_program', found.training));
  return { data: await savedTraining(tx, write.viewer.company.id, training.id) };
}
