import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withOrderby } from '../../shared/list-query';
import { messages } from '../../shared/messages';
import { can } from '../../shared/policy/policy';
import { participantsQuerySchema, personTrainingsQuerySchema, trainingsListQuerySchema } from '../../shared/trainings/trainings.schema';
import { fieldsWithValues } from '../custom-fields/custom-field-values.repo';
import { listCustomColumns, rowsWithCustomFields, searchedCustomFields } from '../custom-fields/list-custom-columns';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { personInScope } from '../people/people-scope';
import { peopleScope } from '../people/people-scope';
import { listSegmentWhere } from '../segments/segment-filter';
import { listParticipants, listPrograms, personTrainings, sessionsWithCounts, trainingEmployees } from './participants.repo';
import { listTrainings } from './trainings-list.repo';
import { getParticipant, getTraining, programSessions } from './trainings.repo';

const idParams = z.object({ id: z.uuid() });

/** The training reads of trainings.md section 7. */
export function trainingsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const view = { access: 'trainings.view' } as const;

  // getTrainings / getTrainingsGrouped. The team-only role has no filter groups: it sees all.
  r.get('/api/trainings/list', { config: view, schema: { querystring: trainingsListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const q = withOrderby(req.query);
    const segment = q.segment_id ? await listSegmentWhere(db, viewer, 'training_participant', { segmentId: q.segment_id }) : null;
    const filter = can(viewer, 'trainings.filter') ? q.trainings_filter : 'all';
    // requested_cf_ids and cf_{id} sorting: the trainings' fields, or the participants' with a segment.
    const type = segment ? 'training_participant' : 'training';
    const columns = await listCustomColumns(db, viewer, type, q);
    const searchFields = await searchedCustomFields(db, viewer, type, q.search_term);
    const { data, count } = await listTrainings(db, peopleScope(viewer), q, { filter, segment, sortField: columns.sortField, searchFields });
    return { data: await rowsWithCustomFields(db, viewer.company.id, type, data, columns.requested), count };
  });

  r.get('/api/trainings/programs', { config: view }, async (req) => ({ programs: await listPrograms(db, viewerOf(req).company.id) }));

  // getTraining: with the spec's programId, is_first_training and employees (trainings.md section 3);
  // a program's details carry its sessions with their participant counts.
  r.get('/api/trainings/:id/detail', { config: view, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const scope = peopleScope(viewer);
    const found = await getTraining(db, viewer.company.id, req.params.id);
    if (!found) throw notFound(messages.trainings.trainingNotFound);
    const t = found.training;
    const [first] = t.program_id ? await programSessions(db, viewer.company.id, t.program_id) : [];
    const spec = { programId: t.program_id, is_first_training: first?.id === t.id ? 1 : 0, employees: await trainingEmployees(db, scope, t.id) };
    const details = t.is_program === 1 ? { ...t, ...spec, sessions: await sessionsWithCounts(db, scope, t.id) } : { ...t, ...spec };
    const custom_fields = can(viewer, 'customFields.view') ? await fieldsWithValues(db, viewer.company.id, 'training', t.id) : [];
    return { details, custom_fields };
  });

  // getParticipantsForTraining.
  r.get('/api/trainings/:id/participants', { config: view, schema: { params: idParams, querystring: participantsQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    if (!(await getTraining(db, viewer.company.id, req.params.id))) throw notFound(messages.trainings.trainingNotFound);
    const segment = req.query.segment_id ? await listSegmentWhere(db, viewer, 'training_participant', { segmentId: req.query.segment_id }) : undefined;
    return listParticipants(db, peopleScope(viewer), req.params.id, req.query, segment);
  });

  // getTrainingEmployee.
  r.get('/api/trainings/participants/:id', { config: view, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const found = await getParticipant(db, peopleScope(viewer), req.params.id);
    if (!found) throw notFound(messages.trainings.participantNotFound);
    const training = await getTraining(db, viewer.company.id, found.participant.training_id);
    if (!training) throw notFound(messages.trainings.participantNotFound);
    const custom_fields = can(viewer, 'customFields.view') ? await fieldsWithValues(db, viewer.company.id, 'training_participant', found.participant.id) : [];
    return { participant: found.participant, training: training.training, custom_fields };
  });

  // getEmployeeTrainings: 10 per page.
  r.get('/api/trainings/employee/:id', { config: view, schema: { params: idParams, querystring: personTrainingsQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    if (!(await personInScope(db, peopleScope(viewer), req.params.id))) throw notFound(messages.people.notFound);
    return personTrainings(db, viewer.company.id, req.params.id, req.query);
  });
}
