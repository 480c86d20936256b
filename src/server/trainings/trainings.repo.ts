import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ParticipantItem, TrainingItem } from '../../shared/trainings/trainings.schema';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import type { PeopleScope } from '../people/people-scope';
import {
  participantColumns,
  toParticipantItem,
  toTrainingItem,
  trainingColumns,
  trainingProgram,
  type RawParticipant,
  type RawTraining,
} from './trainings-columns';
import { participantVisibleCondition } from './trainings-sync.repo';

// One training or participant as every answer carries it (details, writes, conflicts), and the
// small reads the writes check against.

export interface ChangedBy {
  id: string | null;
  name: string | null;
}

/** One training (program, session or single) of the company with who changed it last, or null. */
export async function getTraining(db: Db, companyId: string, id: string): Promise<{ training: TrainingItem; changedBy: ChangedBy } | null> {
  const [row] = await db
    .select({ ...trainingColumns, updated_by: trainings.updated_by, updated_by_name: users.name })
    .from(trainings)
    .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id))
    .leftJoin(users, eq(users.id, trainings.updated_by))
    .where(and(eq(trainings.company_id, companyId), eq(trainings.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, ...training } = row;
  return { training: toTrainingItem(training as RawTraining), changedBy: { id: updated_by, name: updated_by_name } };
}

/** A training just written, as its answer carries it. */
export async function savedTraining(db: Db, companyId: string, id: string): Promise<TrainingItem> {
  const found = await getTraining(db, companyId, id);
  if (!found) throw new Error(`Training ${id} was not saved`);
  return found.training;
}

/** Whether any training of any company has this id (a client-made id must be new). */
export async function trainingIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, id));
  return row !== undefined;
}

export async function participantIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: trainingParticipants.id }).from(trainingParticipants).where(eq(trainingParticipants.id, id));
  return row !== undefined;
}

/**
 * A program's sessions first one first, as training-rules.ts compareSessions orders them on the
 * device: by date (undated last), then when made to the millisecond (the device's created_at is
 * an ISO string in milliseconds; the column keeps microseconds), then id.
 */
export const sessionOrder = [sql`${trainings.date} asc nulls last`, sql`date_trunc('milliseconds', ${trainings.created_at})`, asc(trainings.id)] as const;

/** A program's sessions, first one first (sessionOrder), as saved. */
export async function programSessions(db: Db, companyId: string, programId: string): Promise<TrainingItem[]> {
  const rows = await db
    .select(trainingColumns)
    .from(trainings)
    .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id))
    .where(and(eq(trainings.company_id, companyId), eq(trainings.program_id, programId)))
    .orderBy(...sessionOrder);
  return rows.map((r) => toTrainingItem(r as RawTraining));
}

/** Participants the scope may see (team_only: people of its teams), with `extra` conditions. */
export const participantScopeCondition = (scope: PeopleScope, ...extra: SQL[]): SQL =>
  and(eq(trainingParticipants.company_id, scope.companyId), participantVisibleCondition(scope), ...extra)!;

async function findParticipant(db: Db, where: SQL): Promise<{ participant: ParticipantItem; changedBy: ChangedBy } | null> {
  const [row] = await db
    .select({ ...participantColumns, updated_by: trainingParticipants.updated_by, updated_by_name: users.name })
    .from(trainingParticipants)
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .leftJoin(users, eq(users.id, trainingParticipants.updated_by))
    .where(where);
  if (!row) return null;
  const { updated_by, updated_by_name, ...p } = row;
  return { participant: toParticipantItem(p as RawParticipant), changedBy: { id: updated_by, name: updated_by_name } };
}

/** One participant in scope, with who changed it last, or null. */
export const getParticipant = (db: Db, scope: PeopleScope, id: string) =>
  findParticipant(db, participantScopeCondition(scope, eq(trainingParticipants.id, id)));

/** The participation of a person in a training, in scope, or null. */
export const participantOf = (db: Db, scope: PeopleScope, trainingId: string, employeeId: string) =>
  findParticipant(db, participantScopeCondition(scope, eq(trainingParticipants.training_id, trainingId), eq(trainingParticipants.employee_id, employeeId)));

/** A participant just written, unscoped. */
export async function savedParticipant(db: Db, companyId: string, id: string): Promise<ParticipantItem> {
  const found = await getParticipant(db, { companyId, teamIds: null }, id);
  if (!found) throw new Error(`Participant ${id} was not saved`);
  return found.participant;
}
