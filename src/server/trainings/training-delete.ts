import { and, eq, or, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { trainingDeleteRefusal } from '../../shared/trainings/training-delete-rule';
import type { TrainingItem } from '../../shared/trainings/trainings.schema';
import { recordActivities, type ActivityEvent } from '../activity/record-activity';
import type { Db } from '../db/database';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import { forbidden, notFound } from '../http/errors';
import { inScopeTeams, peopleScope } from '../people/people-scope';
import type { WriteInfo } from '../sync/run-write';
import { deleteTrainingRow } from './training-writes.repo';
import { getTraining } from './trainings.repo';

// POST /api/trainings/delete: the shared rule (training-delete-rule.ts) decides, over every
// participant of the training and of its sessions, whether this viewer may; the deletion is then
// recorded where it stays visible: on each participant's person and on the program that keeps
// its other sessions (the training's own feed goes with it).

interface Gone {
  employee_id: string;
  employee_name: string;
  in_viewer_teams: boolean;
}

/** Every participant of the training and of its sessions, whoever may see them. */
async function participantsGoing(tx: Db, write: WriteInfo, trainingId: string): Promise<Gone[]> {
  const rows = await tx
    .selectDistinct({
      employee_id: trainingParticipants.employee_id,
      employee_name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
      in_viewer_teams: sql<boolean>`${inScopeTeams(peopleScope(write.viewer), trainingParticipants.employee_id)}`,
    })
    .from(trainingParticipants)
    .innerJoin(trainings, eq(trainings.id, trainingParticipants.training_id))
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .where(and(eq(trainings.company_id, write.viewer.company.id), or(eq(trainings.id, trainingId), eq(trainings.program_id, trainingId))));
  return rows.map((r) => ({ ...r, in_viewer_teams: Boolean(r.in_viewer_teams) }));
}

function deletedEvents(training: TrainingItem, people: readonly Gone[]): ActivityEvent[] {
  const info = { training_id: training.id, training_name: training.name, is_program: training.is_program, program_name: training.program_name };
  const onPeople = people.map((p): ActivityEvent => ({
    related_object: 'employee',
    related_object_id: p.employee_id,
    event_type: 'training_deleted',
    event_info_json: info,
  }));
  const onProgram: ActivityEvent[] = training.program_id
    ? [{ related_object: 'training', related_object_id: training.program_id, event_type: 'training_deleted', event_info_json: info }]
    : [];
  return [...onProgram, ...onPeople];
}

/**
 * deleteTraining: the row goes, and the database takes a program's sessions and every
 * participant with it (each leaving a tombstone for the pull). Answers `{ data: null }`: the row
 * is gone.
 */
export async function deleteTraining(tx: Db, write: WriteInfo, id: string): Promise<{ data: null; id: string }> {
  const found = await getTraining(tx, write.viewer.company.id, id);
  if (!found) throw notFound(messages.trainings.trainingNotFound);
  const people = await participantsGoing(tx, write, id);
  const refusal = trainingDeleteRefusal(write.viewer, people);
  if (refusal) throw forbidden(refusal);
  await deleteTrainingRow(tx, write.viewer.company.id, id);
  await recordActivities(tx, write, deletedEvents(found.training, people));
  return { data: null, id };
}
