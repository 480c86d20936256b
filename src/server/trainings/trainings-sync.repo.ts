import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ParticipantItem, TrainingItem } from '../../shared/trainings/trainings.schema';
import type { Db } from '../db/database';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import { inScopeTeams, type PeopleScope } from '../people/people-scope';
import { inWindow, type ChangeWindow } from '../sync/changes';
import {
  participantColumns,
  toParticipantItem,
  toTrainingItem,
  trainingColumns,
  trainingProgram,
  type RawParticipant,
  type RawTraining,
} from './trainings-columns';

/** Trainings are the company's courses: everyone of the company sees them all (trainings.md section 6). */
export async function trainingChanges(db: Db, companyId: string, w: ChangeWindow): Promise<TrainingItem[]> {
  const rows = await db
    .select(trainingColumns)
    .from(trainings)
    .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id))
    .where(inWindow(trainings, companyId, w))
    .orderBy(asc(trainings.version))
    .limit(w.limit);
  return rows.map((r) => toTrainingItem(r as RawTraining));
}

/** A team-only manager sees the participants who are people of their teams (trainings.md section 6). */
export const participantVisibleCondition = (scope: PeopleScope): SQL => inScopeTeams(scope, trainingParticipants.employee_id);

/** Participants changed after the cursor, in version order, in the list's shape (sync pull). */
export async function participantChanges(db: Db, scope: PeopleScope, w: ChangeWindow): Promise<{ participant: ParticipantItem; visible: boolean }[]> {
  const visible = participantVisibleCondition(scope);
  const rows = await db
    .select({ ...participantColumns, visible: sql<boolean>`${visible}` })
    .from(trainingParticipants)
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .where(inWindow(trainingParticipants, scope.companyId, w, visible))
    .orderBy(asc(trainingParticipants.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...p }) => ({ participant: toParticipantItem(p as RawParticipant), visible: Boolean(seen) }));
}
