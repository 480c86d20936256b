import { describe, expect, it } from 'vitest';
import { participantSegmentAccess, type ParticipantSegmentRow } from './segment-access';
import { compileListSegment } from './segment-scope';
import type { SegmentCondition } from './segment.schema';

// Participant segments on the device read what the server's SQL reads (segment-columns.ts
// participantTable): the training's name and date, its program's name, the person's current name
// and teams, the participant's own status and result.

const trainings = new Map([
  ['prog', { name: 'Leadership path', date: null, program_id: null }],
  ['s1', { name: 'Session 1', date: '2026-03-10', program_id: 'prog' }],
  ['single', { name: 'First aid', date: '2026-01-05', program_id: null }],
]);
const SALES = '00000000-0000-4000-8000-000000000001';
const OPS = '00000000-0000-4000-8000-000000000002';
const teams = new Map([
  ['ann', [SALES]],
  ['bob', [OPS, SALES]],
]);
const access = participantSegmentAccess({
  training: (id) => trainings.get(id),
  teamIdsOfPerson: (id) => teams.get(id),
  personName: (id) => (id === 'ann' ? 'Ann Renamed' : undefined),
});

const row = (
  id: string,
  training_id: string,
  employee_id: string,
  status: ParticipantSegmentRow['status'],
  result: ParticipantSegmentRow['result'],
): ParticipantSegmentRow => ({
  id,
  training_id,
  employee_id,
  person_name: `${employee_id} (row)`,
  status,
  result,
});
const rows = [
  row('p1', 's1', 'ann', 'followed', 'passed'),
  row('p2', 'single', 'bob', 'not_pursued', 'to_be_completed'),
  row('p3', 's1', 'bob', 'reserved', 'to_be_completed'),
];
const pick = (...conditions: SegmentCondition[]) =>
  rows.filter(compileListSegment('training_participant', { id: 'x', definition: { match: 'all', conditions } }, access)).map((r) => r.id);

describe('participant segments on the device', () => {
  it('reads status and result from the row', () => {
    expect(pick({ field: 'status', op: 'equals', value: 'not_pursued' })).toEqual(['p2']);
    expect(pick({ field: 'result', op: 'not_equals', value: 'to_be_completed' })).toEqual(['p1']);
  });

  it('reads the training, its program and its date from the trainings', () => {
    expect(pick({ field: 'training', op: 'contains', value: 'aid' })).toEqual(['p2']);
    expect(pick({ field: 'program', op: 'equals', value: 'leadership path' })).toEqual(['p1', 'p3']);
    expect(pick({ field: 'program', op: 'empty' })).toEqual(['p2']);
    expect(pick({ field: 'date', op: 'after', value: '2026-02-01' })).toEqual(['p1', 'p3']);
  });

  it('reads the person’s current name and teams, the row’s name as fallback', () => {
    expect(pick({ field: 'person', op: 'equals', value: 'Ann Renamed' })).toEqual(['p1']);
    expect(pick({ field: 'person', op: 'contains', value: 'bob (row)' })).toEqual(['p2', 'p3']);
    expect(pick({ field: 'team', op: 'in_team', value: OPS })).toEqual(['p2', 'p3']);
  });

  it('picks every participant for All', () => {
    expect(rows.filter(compileListSegment('training_participant', { id: 'all', definition: { match: 'all', conditions: [] } }, access))).toHaveLength(3);
  });
});
