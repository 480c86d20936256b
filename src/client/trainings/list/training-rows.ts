import {
  COURSE_TYPE_LABELS,
  TRAINING_AVATARS_SHOWN,
  type ParticipantItem,
  type TrainingItem,
  type TrainingListRow,
  type TrainingListColumn,
  type TrainingsFilter,
} from '../../../shared/trainings/trainings.schema';
import { compareCodeUnits, compareFolded } from '../../../shared/sort';
import type { SortValue } from '../../lib/local-query';

// The rows of /trainings built on the device from the mirrors, with the meaning of the server's
// GET /api/trainings/list (see src/server/trainings): without a segment, programs and single
// trainings by trainings_filter (sessions show on their program's page), each with its distinct
// people (a program's from its sessions); with a participant segment, one row per matching
// participant. Search looks in the names shown and the session names of a program; sorting is on
// every column with the server's tie-breaks (the list runs them through lib/use-object-list.ts).

type Pending = { _pending?: 1 };
export type TrainingSource = TrainingItem & Pending;
export type ParticipantSource = ParticipantItem & Pending;
export interface PersonSource {
  id: string;
  name: string;
  avatar?: string | null;
}

export interface TrainingListEntry extends TrainingListRow {
  /** The session's program, shown under a participant row's training name. */
  program_name: string | null;
  /** 'course with session' for a program and a session, else 'one-off course'. */
  course_type: string;
  /** A program's sessions' names, one a line, which the search looks in too (none on other rows). */
  session_names: string;
  _pending?: 1;
}

export interface TrainingRowsInput {
  trainings: readonly TrainingSource[];
  participants: readonly ParticipantSource[];
  people: readonly PersonSource[];
  filter: TrainingsFilter;
  /** The participant segment's test; absent for the trainings rows. */
  participantMatches?: (p: ParticipantSource) => boolean;
}

type Person = TrainingListRow['employees'][number];
const byName = (a: Person, b: Person) => compareFolded(a.name, b.name) || compareCodeUnits(a.id, b.id);

function peopleOf(participants: readonly ParticipantSource[], personById: ReadonlyMap<string, PersonSource>): { shown: Person[]; count: number } {
  const distinct = new Map<string, Person>();
  for (const p of participants) {
    if (distinct.has(p.employee_id)) continue;
    const person = personById.get(p.employee_id);
    distinct.set(p.employee_id, { id: p.employee_id, name: person?.name ?? p.person_name, avatar: person ? (person.avatar ?? null) : p.avatar });
  }
  const all = [...distinct.values()].sort(byName);
  return { shown: all.slice(0, TRAINING_AVATARS_SHOWN), count: all.length };
}

const courseType = (t: TrainingItem) => (t.is_program === 1 || t.program_id ? COURSE_TYPE_LABELS.program : COURSE_TYPE_LABELS.training);
const byId = (a: { id: string }, b: { id: string }) => compareCodeUnits(a.id, b.id);

/** Every row of the list before search and sort, in id order (the tie-break of every sort). */
export function buildTrainingRows(input: TrainingRowsInput): TrainingListEntry[] {
  const personById = new Map(input.people.map((p) => [p.id, p]));
  const trainingById = new Map(input.trainings.map((t) => [t.id, t]));
  const participantsOf = new Map<string, ParticipantSource[]>();
  for (const p of input.participants) {
    const list = participantsOf.get(p.training_id);
    if (list) list.push(p);
    else participantsOf.set(p.training_id, [p]);
  }
  const rows: TrainingListEntry[] = [];

  if (input.participantMatches) {
    for (const p of input.participants) {
      const t = trainingById.get(p.training_id);
      if (!t || !input.participantMatches(p)) continue;
      const program = t.program_id ? trainingById.get(t.program_id) : undefined;
      const programName = program?.name ?? t.program_name;
      const { shown, count } = peopleOf([p], personById);
      rows.push({
        kind: 'participant',
        id: p.id,
        training_id: t.id,
        employee_id: p.employee_id,
        name: t.name,
        is_program: 0,
        is_visible_for_employees: t.is_visible_for_employees,
        employees: shown,
        employee_count: count,
        date: t.date,
        program_name: programName,
        course_type: courseType(t),
        session_names: '',
        ...(p._pending || t._pending ? { _pending: 1 as const } : {}),
      });
    }
    return rows.sort(byId);
  }

  const sessionsOf = new Map<string, TrainingSource[]>();
  for (const t of input.trainings) {
    if (t.is_program === 1 || !t.program_id) continue;
    const list = sessionsOf.get(t.program_id);
    if (list) list.push(t);
    else sessionsOf.set(t.program_id, [t]);
  }
  for (const t of input.trainings) {
    const program = t.is_program === 1;
    // Sessions show on their program's page, not here.
    if (!program && t.program_id) continue;
    if (input.filter === 'programs' && !program) continue;
    if (input.filter === 'trainings' && program) continue;
    const sessions = program ? (sessionsOf.get(t.id) ?? []) : [];
    const participants = program ? sessions.flatMap((s) => participantsOf.get(s.id) ?? []) : (participantsOf.get(t.id) ?? []);
    const { shown, count } = peopleOf(participants, personById);
    rows.push({
      kind: program ? 'program' : 'training',
      id: t.id,
      training_id: t.id,
      employee_id: null,
      name: t.name,
      is_program: t.is_program,
      is_visible_for_employees: t.is_visible_for_employees,
      employees: shown,
      employee_count: count,
      date: t.date,
      program_name: null,
      course_type: courseType(t),
      session_names: sessions.map((s) => s.name).join('\n'),
      ...(t._pending ? { _pending: 1 as const } : {}),
    });
  }
  return rows.sort(byId);
}

/**
 * What a built-in column sorts by, as the server orders: the name, the visibility value, whether
 * it is a course with sessions (one-off courses first going up), and the number of people (a
 * participant row: the person's name).
 */
export function trainingSortValue(row: TrainingListEntry, column: TrainingListColumn): SortValue {
  if (column === 'name') return row.name;
  if (column === 'visibility') return row.is_visible_for_employees;
  if (column === 'course_type') return row.course_type === COURSE_TYPE_LABELS.program ? 1 : 0;
  return row.kind === 'participant' ? (row.employees[0]?.name ?? null) : row.employee_count;
}

/**
 * The server's tie-breaks, laid down before the (stable) sort on the chosen column: trainings by
 * name in the sort's direction then id; participants by the person's name then id.
 */
export function trainingTieOrder(rows: readonly TrainingListEntry[], direction: 'asc' | 'desc'): TrainingListEntry[] {
  const dir = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) =>
    a.kind === 'participant'
      ? compareFolded(a.employees[0]?.name ?? '', b.employees[0]?.name ?? '') || compareCodeUnits(a.id, b.id)
      : dir * compareFolded(a.name, b.name) || compareCodeUnits(a.id, b.id),
  );
}
