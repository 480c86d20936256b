import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToProgramBodySchema,
  participantAddBodySchema,
  participantRemoveBodySchema,
  participantResultBodySchema,
  participantStatusBodySchema,
  programAddBodySchema,
  trainingAddBodySchema,
  trainingEditBodySchema,
  trainingIdBodySchema,
} from '../../shared/trainings/trainings.schema';
import type { Db } from '../db/database';
import { runWrite } from '../sync/run-write';
import { addParticipant, changeParticipant, removeParticipant } from './participant-writes';
import { addProgram, addTraining } from './training-add';
import { editTraining } from './training-edit';
import { addToProgram, deleteTraining, removeFromProgram } from './training-program-moves';

/**
 * The training writes of trainings.md section 7, each through runWrite (idempotent, in order per
 * device) and answering { data: row } (null when the row is gone) so the outbox can store what
 * the server holds.
 */
export function trainingWritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const edit = { access: 'trainings.edit' } as const;

  r.post('/api/trainings/programs/add', { config: edit, schema: { body: programAddBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => addProgram(tx, write, req.body)),
  );
  r.post('/api/trainings/add', { config: edit, schema: { body: trainingAddBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => addTraining(tx, write, req.body)),
  );
  r.post('/api/trainings/edit', { config: edit, schema: { body: trainingEditBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => editTraining(tx, write, req.body)),
  );
  r.post('/api/trainings/delete', { config: edit, schema: { body: trainingIdBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => deleteTraining(tx, write, req.body.training_id)),
  );
  r.post('/api/trainings/remove_from_program', { config: edit, schema: { body: trainingIdBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => removeFromProgram(tx, write, req.body.training_id)),
  );
  r.post('/api/trainings/add_to_program', { config: edit, schema: { body: addToProgramBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => addToProgram(tx, write, req.body)),
  );
  r.post('/api/trainings/participants/add', { config: edit, schema: { body: participantAddBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => addParticipant(tx, write, req.body)),
  );
  r.post('/api/trainings/participants/remove', { config: edit, schema: { body: participantRemoveBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => removeParticipant(tx, write, req.body)),
  );
  r.post('/api/trainings/participants/status', { config: edit, schema: { body: participantStatusBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => changeParticipant(tx, write, req.body.participant_id, { status: req.body.status }, req.body.base)),
  );
  r.post('/api/trainings/participants/result', { config: edit, schema: { body: participantResultBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => changeParticipant(tx, write, req.body.participant_id, { result: req.body.result }, req.body.base)),
  );
}
