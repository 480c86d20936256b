import { sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { activity } from '../../src/server/db/schema/activity';
import { trainingParticipants, trainings } from '../../src/server/db/schema/trainings';
import { uuidv7 } from '../../src/shared/ids';
import {
  addToProgramBodySchema,
  participantAddBodySchema,
  participantRemoveBodySchema,
  participantResultBodySchema,
  participantStatusBodySchema,
  participantsQuerySchema,
  personTrainingsQuerySchema,
  programAddBodySchema,
  trainingAddBodySchema,
  trainingEditBodySchema,
  trainingIdBodySchema,
  trainingsListQuerySchema,
} from '../../src/shared/trainings/trainings.schema';
import { expectBadInputRejected, type BadInputSpec } from '../helpers/bad-input';
import { addParticipantApi, addProgramApi, addTrainingApi, useTrainingsTest, validTraining } from '../helpers/trainings-api';

// Bad input to every training call answers 400 with a readable message and changes nothing.
const s = useTrainingsTest();

/** The rows any training call could change, as one comparable value. */
const snapshot = async () => {
  const [t] = await s.t.db.select({ n: sql<number>`count(*)::int`, v: sql<string>`coalesce(max(${trainings.version}), 0)::text` }).from(trainings);
  const [p] = await s.t.db
    .select({ n: sql<number>`count(*)::int`, v: sql<string>`coalesce(max(${trainingParticipants.version}), 0)::text` })
    .from(trainingParticipants);
  const [a] = await s.t.db.select({ n: sql<number>`count(*)::int` }).from(activity);
  return [t, p, a];
};

const check = (spec: Omit<BadInputSpec, 'app' | 'cookie' | 'snapshot'> & { minCases?: number }) =>
  expectBadInputRejected({ app: s.t.app, cookie: s.admin.cookie, snapshot, minCases: 5, ...spec });

describe('bad input to the training writes', () => {
  it('POST /api/trainings/programs/add and /add', async () => {
    await check({
      method: 'POST',
      url: '/api/trainings/programs/add',
      schema: programAddBodySchema,
      valid: { id: uuidv7(), program_name: 'Bad input programme' },
    });
    await check({ method: 'POST', url: '/api/trainings/add', schema: trainingAddBodySchema, valid: validTraining(), minCases: 40 });
  });

  it('POST /api/trainings/edit, /delete, /remove_from_program and /add_to_program', async () => {
    const t = await addTrainingApi(s.admin);
    const { program, sessions } = await addProgramApi(s.admin, 1);
    await check({
      method: 'POST',
      url: '/api/trainings/edit',
      schema: trainingEditBodySchema,
      valid: { training_id: t.id, name: 'Renamed', base: { name: t.name } },
      minCases: 40,
    });
    await check({ method: 'POST', url: '/api/trainings/remove_from_program', schema: trainingIdBodySchema, valid: { training_id: sessions[1]!.id } });
    await check({ method: 'POST', url: '/api/trainings/add_to_program', schema: addToProgramBodySchema, valid: { training_id: t.id, program_id: program.id } });
    await check({ method: 'POST', url: '/api/trainings/delete', schema: trainingIdBodySchema, valid: { training_id: t.id } });
  });

  it('POST /api/trainings/participants/add, /remove, /status and /result', async () => {
    const t = await addTrainingApi(s.admin);
    const p = await addParticipantApi(s.admin, t.id, s.people[30]!.id);
    await check({
      method: 'POST',
      url: '/api/trainings/participants/add',
      schema: participantAddBodySchema,
      valid: { id: uuidv7(), training_id: t.id, employee_id: s.people[31]!.id },
    });
    await check({
      method: 'POST',
      url: '/api/trainings/participants/status',
      schema: participantStatusBodySchema,
      valid: { participant_id: p.id, status: 'followed', base: { status: 'reserved' } },
    });
    await check({
      method: 'POST',
      url: '/api/trainings/participants/result',
      schema: participantResultBodySchema,
      valid: { participant_id: p.id, result: 'passed' },
    });
    await check({
      method: 'POST',
      url: '/api/trainings/participants/remove',
      schema: participantRemoveBodySchema,
      valid: { training_id: t.id, employee_id: s.people[31]!.id },
    });
  });
});

describe('bad input to the training reads', () => {
  it('GET /api/trainings/list, /{id}/participants and /employee/{id}', async () => {
    const t = await addTrainingApi(s.admin);
    await check({
      method: 'GET',
      url: '/api/trainings/list',
      schema: trainingsListQuerySchema,
      valid: { page: 0, per_page: 30, search_term: 'a', orderby_column: 'people', trainings_filter: 'programs' },
    });
    await check({
      method: 'GET',
      url: `/api/trainings/${t.id}/participants`,
      schema: participantsQuerySchema,
      valid: { page: 0, per_page: 5, status: 'reserved', result: 'passed' },
    });
    await check({ method: 'GET', url: `/api/trainings/employee/${s.people[0]!.id}`, schema: personTrainingsQuerySchema, valid: { page: 1, per_page: 10 } });
  });
});
