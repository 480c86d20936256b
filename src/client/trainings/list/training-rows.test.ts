import { describe, expect, it } from 'vitest';
import type { ParticipantItem, TrainingItem } from '../../../shared/trainings/trainings.schema';
import { queryRows } from '../../lib/local-query';
import { PARTICIPANT_ROWS_LIST, TRAINING_LIST } from './training-cells';
import { buildTrainingRows, type TrainingListEntry, type TrainingRowsInput } from './training-rows';

const training = (id: string, name: string, over: Partial<TrainingItem> = {}): TrainingItem => ({
  id,
  name,
  is_program: 0,
  program_id: null,
  program_name: null,
  cost: '100.00',
  date: '2026-03-01',
  leverancier: null,
  is_visible_for_employees: 1,
  is_price_visible_for_employees: 1,
  selected_teams: '',
  falls_under_fla: 0,
  start_date: null,
  end_date: null,
  certificate_to_achieve: 0,
  type_of_training: 'formal',
  location_of_training: null,
  additional_information: null,
  training_amount_selection: null,
  training_amount_days: null,
  training_amount_minutes: null,
  created_at: '2026-01-01T00:00:00Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

let n = 0;
const participant = (training_id: string, employee_id: string, over: Partial<ParticipantItem> = {}): ParticipantItem => ({
  id: `p${String(++n).padStart(3, '0')}`,
  training_id,
  employee_id,
  person_name: `${employee_id} (row)`,
  avatar: null,
  status: 'reserved',
  result: 'to_be_completed',
  created_at: '2026-01-01T00:00:00Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

const people = ['ann', 'bob', 'cas', 'dee', 'eve', 'fay'].map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), avatar: null }));
const trainings = [
  training('t1', 'First aid', { is_visible_for_employees: 0 }),
  training('t2', 'Excel for finance', { is_visible_for_employees: 2 }),
  training('pr', 'Sales academy', { is_program: 1, cost: null, date: null }),
  training('s1', 'Cold calling', { program_id: 'pr', program_name: 'Sales academy' }),
  training('s2', 'Negotiation', { program_id: 'pr', program_name: 'Sales academy' }),
];
const participants = [
  participant('t1', 'ann'),
  participant('t1', 'bob', { status: 'not_pursued' }),
  participant('s1', 'ann'),
  participant('s1', 'bob'),
  participant('s1', 'cas'),
  participant('s2', 'ann'),
  participant('s2', 'dee'),
  participant('s2', 'eve', { status: 'not_pursued' }),
  participant('s2', 'fay'),
];
const input = (over: Partial<TrainingRowsInput> = {}): TrainingRowsInput => ({ trainings, participants, people, filter: 'all', ...over });
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** The list's search and sort as lib/use-object-list.ts runs them with TRAINING_LIST, or PARTICIPANT_ROWS_LIST for participant rows (no custom fields here). */
function queryTrainingRows(
  rows: readonly TrainingListEntry[],
  q: { search: string; sort: { column: string; direction: 'asc' | 'desc' } },
): TrainingListEntry[] {
  const def = rows[0]?.kind === 'participant' ? PARTICIPANT_ROWS_LIST : TRAINING_LIST;
  return queryRows(def.order!(rows, q.sort.direction), {
    search: q.search,
    searchText: def.searchText,
    sort: q.sort,
    sortValue: (r, c) => (def.isColumn(c) ? def.sortValue(r, c, null) : null),
  });
}

describe('the /trainings rows on the device', () => {
  it('lists programs and single trainings, never sessions, by trainings_filter', () => {
    expect(names(buildTrainingRows(input()))).toEqual(['Sales academy', 'First aid', 'Excel for finance']);
    expect(names(buildTrainingRows(input({ filter: 'programs' })))).toEqual(['Sales academy']);
    expect(names(buildTrainingRows(input({ filter: 'trainings' })))).toEqual(['First aid', 'Excel for finance']);
  });

  it('gives a program its sessions’ distinct people, 4 avatars shown and the count', () => {
    const program = buildTrainingRows(input()).find((r) => r.id === 'pr')!;
    expect(program.kind).toBe('program');
    expect(program.employee_count).toBe(6);
    expect(program.employees.map((e) => e.name)).toEqual(['Ann', 'Bob', 'Cas', 'Dee']);
    expect(program.course_type).toBe('course with session');
    const single = buildTrainingRows(input()).find((r) => r.id === 't1')!;
    expect(single.employee_count).toBe(2);
    expect(single.course_type).toBe('one-off course');
  });

  it('finds a program by one of its session names', () => {
    expect(names(queryTrainingRows(buildTrainingRows(input()), { search: 'negoti', sort: { column: 'name', direction: 'asc' } }))).toEqual(['Sales academy']);
  });

  it('sorts every column both ways, ties by id', () => {
    const rows = buildTrainingRows(input());
    const sorted = (column: 'name' | 'visibility' | 'course_type' | 'people', direction: 'asc' | 'desc') =>
      names(queryTrainingRows(rows, { search: '', sort: { column, direction } }));
    expect(sorted('name', 'asc')).toEqual(['Excel for finance', 'First aid', 'Sales academy']);
    expect(sorted('name', 'desc')).toEqual(['Sales academy', 'First aid', 'Excel for finance']);
    expect(sorted('visibility', 'asc')).toEqual(['First aid', 'Sales academy', 'Excel for finance']);
    expect(sorted('people', 'desc')).toEqual(['Sales academy', 'First aid', 'Excel for finance']);
    // As the server: one-off courses first going up, ties by name in the sort's direction.
    expect(sorted('course_type', 'asc')).toEqual(['Excel for finance', 'First aid', 'Sales academy']);
    expect(sorted('course_type', 'desc')).toEqual(['Sales academy', 'First aid', 'Excel for finance']);
    // Equal names: by id.
    const twins = buildTrainingRows(input({ trainings: [training('b', 'Same'), training('a', 'Same')], participants: [] }));
    expect(queryTrainingRows(twins, { search: '', sort: { column: 'name', direction: 'desc' } }).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('with a participant segment, gives one row per matching participant with its training', () => {
    const rows = buildTrainingRows(input({ participantMatches: (p) => p.status === 'not_pursued' }));
    expect(rows.map((r) => [r.kind, r.name, r.employees[0]?.name, r.program_name])).toEqual([
      ['participant', 'First aid', 'Bob', null],
      ['participant', 'Negotiation', 'Eve', 'Sales academy'],
    ]);
    expect(rows[1]!.training_id).toBe('s2');
    expect(rows[1]!.course_type).toBe('course with session');
    // The person's name is searched on participant rows.
    expect(names(queryTrainingRows(rows, { search: 'eve', sort: { column: 'name', direction: 'asc' } }))).toEqual(['Negotiation']);
    // The people column sorts participant rows by the person's name.
    expect(queryTrainingRows(rows, { search: '', sort: { column: 'people', direction: 'desc' } }).map((r) => r.employees[0]!.name)).toEqual(['Eve', 'Bob']);
  });

  it('takes the people mirror’s names, the row’s copy as fallback, and marks unsynced rows', () => {
    const rows = buildTrainingRows(
      input({ people: [], trainings: [training('t9', 'New', { _pending: 1 } as Partial<TrainingItem>)], participants: [participant('t9', 'zed')] }),
    );
    expect(rows[0]!.employees[0]!.name).toBe('zed (row)');
    expect(rows[0]!._pending).toBe(1);
  });
});
