import { describe, expect, it } from 'vitest';
import { attendanceCounts, peopleWithPendingMarks, pruneTaps, visibleEntries, withTaps, type AttendanceEntry } from './attendance-logic';

const e = (
  id: string,
  name: string,
  status: AttendanceEntry['status'] = 'reserved',
  result: AttendanceEntry['result'] = 'to_be_completed',
): AttendanceEntry => ({ id, name, status, result });
const people = [e('a', 'Ana Sousa', 'followed', 'passed'), e('b', 'Björn Ek'), e('c', 'Chloé Martin', 'not_fitting'), e('d', 'Dirk de Vries')];
const none = new Set<string>();

describe('attendance counts', () => {
  it('counts followed and not yet marked (status still reserved)', () => {
    expect(attendanceCounts(people)).toEqual({ total: 4, followed: 1, unmarked: 2 });
    expect(attendanceCounts([])).toEqual({ total: 0, followed: 0, unmarked: 0 });
  });
});

describe('visible rows', () => {
  it('searches names without case or accents', () => {
    expect(visibleEntries(people, { search: 'chloe', unmarkedOnly: false, kept: none }).map((x) => x.id)).toEqual(['c']);
    expect(visibleEntries(people, { search: '  BJÖ ', unmarkedOnly: false, kept: none }).map((x) => x.id)).toEqual(['b']);
    expect(visibleEntries(people, { search: '', unmarkedOnly: false, kept: none })).toHaveLength(4);
  });

  it("'not yet marked' keeps the rows it showed when switched on, so a marked row does not vanish under the finger", () => {
    expect(visibleEntries(people, { search: '', unmarkedOnly: true, kept: none }).map((x) => x.id)).toEqual(['b', 'd']);
    const marked = people.map((p) => (p.id === 'b' ? { ...p, status: 'followed' as const } : p));
    expect(visibleEntries(marked, { search: '', unmarkedOnly: true, kept: new Set(['b', 'd']) }).map((x) => x.id)).toEqual(['b', 'd']);
    expect(visibleEntries(marked, { search: 'dirk', unmarkedOnly: true, kept: new Set(['b', 'd']) }).map((x) => x.id)).toEqual(['d']);
  });
});

describe('taps not yet in the mirror', () => {
  it('show over the mirror until the mirror holds them', () => {
    const taps = { b: { status: 'followed' as const }, d: { result: 'passed' as const } };
    const shown = withTaps(people, taps);
    expect(shown.find((x) => x.id === 'b')?.status).toBe('followed');
    expect(shown.find((x) => x.id === 'd')).toMatchObject({ status: 'reserved', result: 'passed' });
    expect(shown.find((x) => x.id === 'a')).toBe(people[0]);

    expect(pruneTaps(taps, people)).toBe(taps);
    const mirrorHasB = people.map((p) => (p.id === 'b' ? { ...p, status: 'followed' as const } : p));
    expect(pruneTaps(taps, mirrorHasB)).toEqual({ d: { result: 'passed' } });
    // A participant removed meanwhile takes its taps with it.
    expect(
      pruneTaps(
        taps,
        people.filter((p) => p.id !== 'd'),
      ),
    ).toEqual({ b: { status: 'followed' } });
  });

  it('a second tap on the same row waits for its own echo', () => {
    const taps = { b: { status: 'not_pursued' as const, result: 'passed' as const } };
    const firstTapEchoed = people.map((p) => (p.id === 'b' ? { ...p, status: 'followed' as const, result: 'passed' as const } : p));
    expect(pruneTaps(taps, firstTapEchoed)).toEqual({ b: { status: 'not_pursued' } });
  });
});

describe('marks waiting', () => {
  const item = (name: string, entity_id: string, state = 'pending', table = 'training_participants') => ({ name, entity_id, state, table });
  it("counts this training's participants with pending status or result changes, each person once", () => {
    const ids = new Set(['a', 'b']);
    const items = [
      item('participant.status', 'a'),
      item('participant.result', 'a'),
      item('participant.status', 'a'),
      item('participant.status', 'b', 'failed'),
      item('participant.status', 'z'),
      item('participant.add', 'b'),
      item('car.edit', 'a', 'pending', 'cars'),
    ];
    expect(peopleWithPendingMarks(items, ids)).toBe(1);
    expect(peopleWithPendingMarks([], ids)).toBe(0);
  });
});
