import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ParticipantItem,
  PersonTraining,
  participantsQuerySchema,
  personTrainingsQuerySchema,
  TrainingItem,
} from '../../shared/trainings/trainings.schema';
import type { Db } from '../db/database';
import { listSearchSql } from '../db/search-sql';
import { foldSql } from '../db/text-sql';
import { PARTICIPANT_SEARCH } from '../../shared/list-search';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import type { PeopleScope } from '../people/people-scope';
import {
  participantColumns,
  participantName,
  toParticipantItem,
  toTrainingItem,
  trainingColumns,
  trainingProgram,
  type RawParticipant,
  type RawTraining,
} from './trainings-columns';
import { participantScopeCondition, sessionOrder } from './trainings.repo';
import { participantVisibleCondition } from './trainings-sync.repo';

// The participant reads: a training's participants (its page, the bulk pages), a program's
// sessions with their counts, the programs to pick from, and a person's trainings.

type ParticipantsQuery = z.output<typeof participantsQuerySchema>;

/** GET /api/trainings/{id}/participants: by name, within the scope, filtered as asked. */
export async function listParticipants(
  db: Db,
  scope: PeopleScope,
  trainingId: string,
  q: ParticipantsQuery,
  segment?: SQL,
): Promise<{ data: ParticipantItem[]; total: number }> {
  const conditions: SQL[] = [eq(trainingParticipants.training_id, trainingId)];
  if (q.status) conditions.push(eq(trainingParticipants.status, q.status));
  if (q.result) conditions.push(eq(trainingParticipants.result, q.result));
  const search = listSearchSql(PARTICIPANT_SEARCH, { person: participantName }, q.search_term);
  if (search) conditions.push(search);
  if (segment) conditions.push(segment);
  const where = participantScopeCondition(scope, ...conditions);
  const rows = await db
    .select(participantColumns)
    .from(trainingParticipants)
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .where(where)
    .orderBy(foldSql(participantName), asc(trainingParticipants.id))
    .limit(q.per_page)
    .offset(q.page * q.per_page);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingParticipants)
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .where(where);
  return { data: rows.map((r) => toParticipantItem(r as RawParticipant)), total: Number(total?.n ?? 0) };
}

/** getTraining's `employees` (trainings.md section 3): every participant the scope sees, by name. */
export async function trainingEmployees(db: Db, scope: PeopleScope, trainingId: string): Promise<ParticipantItem[]> {
  const rows = await db
    .select(participantColumns)
    .from(trainingParticipants)
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .where(participantScopeCondition(scope, eq(trainingParticipants.training_id, trainingId)))
    .orderBy(foldSql(participantName), asc(trainingParticipants.id));
  return rows.map((r) => toParticipantItem(r as RawParticipant));
}

export type SessionWithCount = TrainingItem & { participant_count: number };

/** A program's sessions first one first (sessionOrder), each with how many participants the scope sees. */
export async function sessionsWithCounts(db: Db, scope: PeopleScope, programId: string): Promise<SessionWithCount[]> {
  const count = sql<number>`(select count(*)::int from ${trainingParticipants} where ${trainingParticipants.training_id} = ${trainings.id} and ${participantVisibleCondition(scope)})`;
  const rows = await db
    .select({ ...trainingColumns, participant_count: count })
    .from(trainings)
    .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id))
    .where(and(eq(trainings.company_id, scope.companyId), eq(trainings.program_id, programId)))
    .orderBy(...sessionOrder);
  return rows.map(({ participant_count, ...r }) => ({ ...toTrainingItem(r as RawTraining), participant_count: Number(participant_count) }));
}

/** GET /api/trainings/programs (listAvailablePrograms): the company's programs by name. */
export async function listPrograms(db: Db, companyId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: trainings.id, name: trainings.name })
    .from(trainings)
    .where(and(eq(trainings.company_id, companyId), eq(trainings.is_program, 1)))
    .orderBy(foldSql(sql`${trainings.name}`), asc(trainings.id));
}

/** GET /api/trainings/employee/{id} (getEmployeeTrainings): newest date first, undated last, then by name (training-rules.ts comparePersonTrainings). */
export async function personTrainings(
  db: Db,
  companyId: string,
  personId: string,
  q: z.output<typeof personTrainingsQuerySchema>,
): Promise<{ data: PersonTraining[]; count: number }> {
  const where = and(eq(trainingParticipants.company_id, companyId), eq(trainingParticipants.employee_id, personId));
  const rows = await db
    .select({
      participant_id: trainingParticipants.id,
      training_id: trainings.id,
      name: trainings.name,
      program_id: trainings.program_id,
      program_name: trainingProgram.name,
      date: trainings.date,
      status: trainingParticipants.status,
      result: trainingParticipants.result,
    })
    .from(trainingParticipants)
    .innerJoin(trainings, eq(trainings.id, trainingParticipants.training_id))
    .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id))
    .where(where)
    .orderBy(sql`${desc(trainings.date)} nulls last`, foldSql(sql`${trainings.name}`), asc(trainingParticipants.id))
    .limit(q.per_page)
    .offset(q.page * q.per_page);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingParticipants)
    .where(where);
  return { data: rows, count: Number(total?.n ?? 0) };
}
