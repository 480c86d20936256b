import type { FastifyInstance } from 'fastify';
import {
  participantAdd,
  participantRemove,
  participantResult,
  participantStatus,
  trainingAdd,
  trainingAddToProgram,
  trainingDelete,
  trainingEdit,
  trainingProgramAdd,
  trainingRemoveFromProgram,
} from '../../shared/trainings/trainings.mutations';
import { reminderAdd, reminderDelete, reminderEdit } from '../../shared/trainings/reminders.mutations';
import type { Db } from '../db/database';
import { writeRoute } from '../sync/write-route';
import { addParticipant, changeParticipant, removeParticipant } from './participant-writes';
import { addReminder, deleteReminder, editReminder } from './reminder-writes';
import { addProgram, addTraining } from './training-add';
import { editTraining } from './training-edit';
import { deleteTraining } from './training-delete';
import { addToProgram, removeFromProgram } from './training-program-moves';

/**
 * The training writes of trainings.md section 7, each through runWrite (idempotent, in order per
 * device) and answering { data: row } (null when the row is gone) so the outbox can store what
 * the server holds.
 */
export function trainingWritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const access = 'trainings.edit';
  writeRoute(app, trainingProgramAdd, deps, { access, handler: (tx, write, body) => addProgram(tx, write, body) });
  writeRoute(app, trainingAdd, deps, { access, handler: (tx, write, body) => addTraining(tx, write, body) });
  writeRoute(app, trainingEdit, deps, { access, handler: (tx, write, body) => editTraining(tx, write, body) });
  writeRoute(app, trainingDelete, deps, { access, handler: (tx, write, body) => deleteTraining(tx, write, body.training_id) });
  writeRoute(app, trainingRemoveFromProgram, deps, { access, handler: (tx, write, body) => removeFromProgram(tx, write, body.training_id) });
  writeRoute(app, trainingAddToProgram, deps, { access, handler: (tx, write, body) => addToProgram(tx, write, body) });
  writeRoute(app, participantAdd, deps, { access, handler: (tx, write, body) => addParticipant(tx, write, body) });
  writeRoute(app, participantRemove, deps, { access, handler: (tx, write, body) => removeParticipant(tx, write, body) });
  writeRoute(app, participantStatus, deps, {
    access,
    handler: (tx, write, body) => changeParticipant(tx, write, body.participant_id, { status: body.status }, body.base),
  });
  writeRoute(app, participantResult, deps, {
    access,
    handler: (tx, write, body) => changeParticipant(tx, write, body.participant_id, { result: body.result }, body.base),
  });
  writeRoute(app, reminderAdd, deps, { access, handler: (tx, write, body) => addReminder(tx, write, body) });
  writeRoute(app, reminderEdit, deps, { access, handler: (tx, write, body) => editReminder(tx, write, body) });
  writeRoute(app, reminderDelete, deps, { access, handler: (tx, write, body) => deleteReminder(tx, write, body.reminder_id) });
}
