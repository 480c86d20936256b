import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  TRAINING_AVATARS_SHOWN,
  type TrainingListRow,
  type TrainingsFilter,
  type TrainingsListQuery,
  type Visibility,
} from '../../shared/trainings/trainings.schema';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { TRAINING_PARTICIPANT_SEARCH, TRAINING_SEARCH } from '../../shared/list-search';
import { COUNTED, countIn, narrowed, ownOrder, partRows, rowsInOrder, type Paging, type SortedPart } from '../custom-fields/custom-field-sort';
import type { Db } from '../db/database';
import { listSearchSql } from '../db/search-sql';
import { foldSql } from '../db/text-sql';
import { employees } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import type { PeopleScope } from '../people/people-scope';
import { participantName, trainingProgram } from './trainings-columns';
import { participantScopeCondition } from './trainings.repo';

// GET /api/trainings/list (getTrainings / getTrainingsGrouped): programs and single trainings with
// their people, or, with a segment of training participants, one row per matching participant.
// Text sorts folded as the device folds it, ties by id.

const session = alias(trainings, 's');

function filterCondition(filter: TrainingsFilter): SQL {
  if (filter === 'programs') return eq(trainings.is_program, 1);
  if (filter === 'trainings') return and(eq(trainings.is_program, 0), isNull(trainings.program_id))!;
  return or(eq(trainings.is_program, 1), isNull(trainings.program_id))!;
}

const order = (q: TrainingsListQuery) => (q.orderby_direction === 'desc' ? desc : asc);

const ROW_PEOPLE_ID_LIMIT = 100;

interface RowPeople {
  count: number;
  /** The first TRAINING_AVATARS_SHOWN by folded name, then id (the device's training-rows.ts picks the same). */
  shown: TrainingListRow['employees'];
}

/**
 * The distinct people of each row (a program's from its sessions) within the scope, in one pass
 * over the participants: for the given rows, or for every row of the company (null: a long page,
 * or sorting by people). Counting here rather than in a subquery per row: PGlite's planner,
 * without statistics, scanned every participant once per program for that.
 */
async function peopleOfRows(db: Db, scope: PeopleScope, ids: string[] | null): Promise<Map<string, RowPeople>> {
  const out = new Map<string, RowPeople>();
  if (ids?.length === 0) return out;
  const owner = sql<string>`coalesce(${session.program_id}, ${session.id})`;
  const some = ids && ids.length <= ROW_PEOPLE_ID_LIMIT ? or(inArray(session.id, ids), inArray(session.program_id, ids)) : undefined;
  // The folded name is selected too: SELECT DISTINCT may only order by what it selects.
  const folded = foldSql(participantName);
  const rows = await db
    .selectDistinct({ owner, id: employees.id, name: participantName, avatar: employees.avatar, folded })
    .from(trainingParticipants)
    .innerJoin(session, eq(session.id, trainingParticipants.training_id))
    .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
    .where(and(participantScopeCondition(scope), some))
    .orderBy(owner, folded, employees.id);
  for (const r of rows) {
    const row = out.get(r.owner) ?? { count: 0, shown: [] };
    row.count++;
    if (row.shown.length < TRAINING_AVATARS_SHOWN) row.shown.push({ id: r.id, name: r.name, avatar: r.avatar });
    out.set(r.owner, row);
  }
  return out;
}

export interface TrainingsListOptions {
  /** Programs, trainings or all; the caller makes it 'all' for the team-only role. */
  filter: TrainingsFilter;
  /** The chosen segment of training participants: one row per matching participant. */
  segment: SQL | null;
  /** The custom field of a cf_{id} orderby_column (of trainings, or of participants with a segment). */
  sortField: CustomFieldRow | null;
  /** The custom fields the search reads: the trainings', or the participants' with a segment. */
  searchFields: readonly CustomFieldRow[];
}

async function trainingRows(db: Db, scope: PeopleScope, q: TrainingsListQuery, o: TrainingsListOptions): Promise<{ data: TrainingListRow[]; count: number }> {
  const filter = o.filter;
  const conditions: SQL[] = [eq(trainings.company_id, scope.companyId), filterCondition(filter)];
  const searched = {
    name: sql`${trainings.name}`,
    session_names: sql`(select string_agg(${session.name}, E'\n') from ${trainings} ${session} where ${session.program_id} = ${trainings.id})`,
  };
  const search = listSearchSql(TRAINING_SEARCH, searched, q.search_term, { fields: o.searchFields, objectId: trainings.id, companyId: scope.companyId });
  if (search) conditions.push(search);
  const where = and(...conditions);
  const byPeople = q.orderby_column === 'people';
  const sortBy: Record<string, SQL> = {
    name: foldSql(sql`${trainings.name}`),
    visibility: sql`${trainings.is_visible_for_employees}`,
    course_type: sql`${trainings.is_program}`,
  };
  const dir = order(q);
  const columns = {
    id: trainings.id,
    name: trainings.name,
    is_program: trainings.is_program,
    is_visible_for_employees: trainings.is_visible_for_employees,
    date: trainings.date,
  };
  const read = (part: SortedPart, page: Paging | null) => partRows(narrowed(db.select(columns).from(trainings).$dynamic(), part, where), part, page);
  const countPart = (part: SortedPart) => countIn(narrowed(db.select(COUNTED).from(trainings).$dynamic(), part, where));
  const then = [dir(foldSql(sql`${trainings.name}`)), asc(trainings.id)];
  const start = q.page * q.per_page;
  const page = { offset: start, limit: q.per_page };
  // Sorting by people: every matching row in name order, then a stable sort by their count.
  const found = byPeople
    ? await read(ownOrder(then), null)
    : await rowsInOrder(
        { direction: q.orderby_direction, field: o.sortField, key: sortBy[q.orderby_column] ?? sortBy.name!, then },
        trainings.id,
        page,
        read,
        countPart,
      );
  const people = await peopleOfRows(db, scope, byPeople ? null : found.map((r) => r.id));
  const countOf = (id: string) => people.get(id)?.count ?? 0;
  const rows = byPeople
    ? [...found].sort((a, b) => (countOf(a.id) - countOf(b.id)) * (q.orderby_direction === 'desc' ? -1 : 1)).slice(start, start + q.per_page)
    : found;
  const total = byPeople ? found.length : await countPart(ownOrder([]));
  const data = rows.map((r): TrainingListRow => ({
    kind: r.is_program === 1 ? 'program' : 'training',
    id: r.id,
    training_id: r.id,
    employee_id: null,
    name: r.name,
    is_program: r.is_program,
    is_visible_for_employees: r.is_visible_for_employees as Visibility,
    employees: people.get(r.id)?.shown ?? [],
    employee_count: countOf(r.id),
    date: r.date,
  }));
  return { data, count: total };
}

async function participantRows(
  db: Db,
  scope: PeopleScope,
  q: TrainingsListQuery,
  segment: SQL,
  o: TrainingsListOptions,
): Promise<{ data: TrainingListRow[]; count: number }> {
  const conditions: SQL[] = [participantScopeCondition(scope), segment];
  const searched = { training: sql`${trainings.name}`, program: sql`${trainingProgram.name}`, person: participantName };
  const custom = { fields: o.searchFields, objectId: trainingParticipants.id, companyId: scope.companyId };
  const search = listSearchSql(TRAINING_PARTICIPANT_SEARCH, searched, q.search_term, custom);
  if (search) conditions.push(search);
  const where = and(...conditions);
  const sortBy: Record<string, SQL> = {
    name: foldSql(sql`${trainings.name}`),
    visibility: sql`${trainings.is_visible_for_employees}`,
    course_type: sql`(${trainings.program_id} is not null)`,
    people: foldSql(participantName),
  };
  // The joins applied in place (drizzle's builders change themselves), typed by the selection alone.
  const joined = <Q extends PgSelect>(query: Q): Q => {
    query
      .innerJoin(employees, eq(employees.id, trainingParticipants.employee_id))
      .innerJoin(trainings, eq(trainings.id, trainingParticipants.training_id))
      .leftJoin(trainingProgram, eq(trainingProgram.id, trainings.program_id));
    return query;
  };
  const columns = {
    id: trainingParticipants.id,
    training_id: trainingParticipants.training_id,
    employee_id: trainingParticipants.employee_id,
    name: trainings.name,
    visibility: trainings.is_visible_for_employees,
    date: trainings.date,
    person: participantName,
    avatar: employees.avatar,
  };
  const read = (part: SortedPart, page: Paging | null) =>
    partRows(narrowed(joined(db.select(columns).from(trainingParticipants).$dynamic()), part, where), part, page);
  const countPart = (part: SortedPart) => countIn(narrowed(joined(db.select(COUNTED).from(trainingParticipants).$dynamic()), part, where));
  const then = [foldSql(participantName), asc(trainingParticipants.id)];
  const page = { offset: q.page * q.per_page, limit: q.per_page };
  const listOrder = { direction: q.orderby_direction, field: o.sortField, key: sortBy[q.orderby_column] ?? sortBy.name!, then };
  const rows = await rowsInOrder(listOrder, trainingParticipants.id, page, read, countPart);
  const total = await countPart(ownOrder([]));
  const data = rows.map((r): TrainingListRow => ({
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
  }));
  return { data, count: total };
}

/** The list's rows: one per matching participant with a segment, else programs and single trainings. */
export function listTrainings(db: Db, scope: PeopleScope, q: TrainingsListQuery, o: TrainingsListOptions) {
  return o.segment ? participantRows(db, scope, q, o.segment, o) : trainingRows(db, scope, q, o);
}
