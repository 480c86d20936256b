import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRAINING_AVATARS_SHOWN, type TrainingListRow, type TrainingsFilter, type TrainingsListQuery, type Visibility } from '../../shared/trainings/trainings.schema';
import type { Db } from '../db/database';
import { containsSql, foldSql } from '../db/text-sql';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import type { PeopleScope } from '../people/people.repo';
import { participantName, trainingProgram } from './trainings-columns';
import { participantScopeCondition } from './trainings.repo';
import { participantVisibleCondition } from './trainings-sync.repo';

// GET /api/trainings/list (getTrainings / getTrainingsGrouped): programs and single trainings with
// their people, or, with a segment of training participants, one row per matching participant.
// Text sorts folded as the device folds it, ties by id.

const session = alias(trainings, 's');

/** Participants of the training row or, for a program, of its sessions; within the scope. */
const peopleOfRow = (scope: PeopleScope) =>
  sql`from ${trainingParticipants} join ${trainings} ${session} on ${session.id} = ${trainingParticipants.training_id} where (${session.id} = ${trainings.id} or ${session.program_id} = ${trainings.id}) and ${participantVisibleCondition(scope)}`;

const peopleCount = (scope: PeopleScope) => sql<number>`(select count(distinct ${trainingParticipants.employee_id})::int ${peopleOfRow(scope)})`;

function filterCondition(filter: TrainingsFilter): SQL {
  if (filter === 'programs') return eq(trainings.is_program, 1);
  if (filter === 'trainings') return and(eq(trainings.is_program, 0), isNull(trainings.program_id))!;
  return or(eq(trainings.is_program, 1), isNull(trainings.program_id))!;
}

const order = (q: TrainingsListQuery) => (q.orderby_direction === 'desc' ? desc : asc);

/** The first people of each row (distinct, by name) for the avatars. */
async function rowPeople(db: Db, scope: PeopleScope, ids: string[]): Promise<Map<string, TrainingListRow['employees']>> {
  const out = new Map<string, TrainingListRow['employees']>();
  if (ids.length === 0) return out;
  const owner = sql<string>`coalesce(${session.program_id}, ${session.id})`;
  const rows = await db
    .selectDistinct({ owner, id: employees.id, name: participantName, avatar: employees.avatar })
    .from(trainingParticipants)
    .innerJoin(session, eq(session.id, trainingParticipants.training_id))
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .where(and(participantScopeCondition(scope), or(inArray(session.id, ids), inArray(session.program_id, ids))))
    .orderBy(owner, participantName, employees.id);
  for (const r of rows) {
    const list = out.get(r.owner) ?? [];
    if (list.length < TRAINING_AVATARS_SHOWN) list.push({ id: r.id, name: r.name, avatar: r.avatar });
    out.set(r.owner, list);
  }
  return out;
}

async function trainingRows(db: Db, scope: PeopleScope, q: TrainingsListQuery, filter: TrainingsFilter): Promise<{ data: TrainingListRow[]; count: number }> {
  const conditions: SQL[] = [eq(trainings.company_id, scope.companyId), filterCondition(filter)];
  if (q.search_term) {
    const term = q.search_term;
    const inSessions = sql`exists (select 1 from ${trainings} ${session} where ${session.program_id} = ${trainings.id} and ${containsSql(sql`${session.name}`, term)})`;
    conditions.push(or(containsSql(sql`${trainings.name}`, term), inSessions)!);
  }
  const where = and(...conditions);
  const count = peopleCount(scope);
  const sortBy: Record<string, SQL> = { name: foldSql(sql`${trainings.name}`), visibility: sql`${trainings.is_visible_for_employees}`, course_type: sql`${trainings.is_program}`, people: count };
  const dir = order(q);
  const rows = await db
    .select({ id: trainings.id, name: trainings.name, is_program: trainings.is_program, is_visible_for_employees: trainings.is_visible_for_employees, date: trainings.date, employee_count: count })
    .from(trainings)
    .where(where)
    .orderBy(dir(sortBy[q.orderby_column] ?? sortBy.name!), dir(foldSql(sql`${trainings.name}`)), asc(trainings.id))
    .limit(q.per_page)
    .offset(q.page * q.per_page);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(trainings).where(where);
  const people = await rowPeople(db, scope, rows.map((r) => r.id));
  const data = rows.map(
    (r): TrainingListRow => ({
      kind: r.is_program === 1 ? 'program' : 'training',
      id: r.id,
      training_id: r.id,
      employee_id: null,
      name: r.name,
      is_program: r.is_program,
      is_visible_for_employees: r.is_visible_for_employees as Visibility,
      employees: people.get(r.id) ?? [],
      employee_count: Number(r.employee_count),
      date: r.date,
    }),
  );
  return { data, count: Number(total?.n ?? 0) };
}

async function participantRows(db: Db, scope: PeopleScope, q: TrainingsListQuery, segment: SQL): Promise<{ data: TrainingListRow[]; count: number }> {
  const conditions: SQL[] = [participantScopeCondition(scope), segment];
  if (q.search_term) {
    const term = q.search_term;
    conditions.push(or(containsSql(participantName, term), containsSql(sql`${trainings.name}`, term), containsSql(sql`coalesce(${trainingProgram.name}, '')`, term))!);
  }
  const where = and(...conditions);
  const sortBy: Record<string, SQL> = {
    name: foldSql(sql`${trainings.name}`),
    visibility: sql`${trainings.is_visible_for_employees}`,
    course_type: sql`(${trainings.program_id} is not null)`,
    people: foldSql(participantName),
  };
  const dir = order(q);
  const base = () =>
    db
      .select({
        id: trainingParticipants.id,
        training_id: trainingParticipants.training_id,
        employee_id: trainingParticipants.employee_id,
        name: trainings.name,
        visibility: trainings.is_visible_for_employees,
        date: trainings.date,
        person: participantName,
        avatar: employees.avatar,
      })
      .from(trainingParticipants)
      .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
      .innerJoin(trainings, eq(trainings.id, trainingParticipants.training_id))
      .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id));
  const rows = await base()
    .where(where)
    .orderBy(dir(sortBy[q.orderby_column] ?? sortBy.name!), foldSql(participantName), asc(trainingParticipants.id))
    .limit(q.per_page)
    .offset(q.page * q.per_page);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingParticipants)
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .innerJoin(trainings, eq(trainings.id, trainingParticipants.training_id))
    .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id))
    .where(where);
  const data = rows.map(
    (r): TrainingListRow => ({
      kind: 'participant',
      id: r.id,
      training_id: r.training_id,
      employee_id: r.employee_id,
      name: r.name,
      is_program: 0,
      is_visible_for_employees: r.visibility as Visibility,
      employees: [{ id: r.employee_id, name: r.person, avatar: r.avatar }],
      employee_count: 1,
      date: r.date,
    }),
  );
  return { data, count: Number(total?.n ?? 0) };
}

/**
 * The list's rows. `segment`: the chosen segment of training participants (one row each);
 * without it, programs and single trainings per `filter` (the caller ignores the filter for the
 * team-only role).
 */
export function listTrainings(db: Db, scope: PeopleScope, q: TrainingsListQuery, o: { filter: TrainingsFilter; segment: SQL | null }) {
  return o.segment ? participantRows(db, scope, q, o.segment) : trainingRows(db, scope, q, o.filter);
}
