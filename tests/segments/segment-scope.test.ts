import { describe, expect, it } from 'vitest';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import type { PersonListItem } from '../../src/shared/people/people.schema';
import { builtInSegment } from '../../src/shared/segments/built-in-segments';
import { carSegmentAccess, employeeSegmentAccess } from '../../src/shared/segments/segment-access';
import { compileListSegment, listSegmentDefinitions, speaksOfArchive } from '../../src/shared/segments/segment-scope';
import type { SegmentDefinition } from '../../src/shared/segments/segment.schema';
import { carListItem } from '../helpers/cars-api';

// The one rule of which rows a segment picks on a list (segment-scope.ts), as the pages apply it to
// the mirror; tests/api/segments-lists.test.ts checks the endpoints pick the same rows.

const car = (id: string, fuel: CarListItem['fuel'], deleted: 0 | 1): CarListItem => carListItem({ id, fuel, deleted });
const cars = [
  car('active-electric', 'electric', 0),
  car('archived-electric', 'electric', 1),
  car('active-diesel', 'diesel', 0),
  car('archived-diesel', 'diesel', 1),
];
const access = carSegmentAccess({ teamIdsOfPerson: () => [] });
const pick = (segment: { id: string; definition: SegmentDefinition }, includeArchived = false) =>
  cars.filter(compileListSegment('car', segment, access, { includeArchived })).map((c) => c.id);

const electric: SegmentDefinition = { match: 'all', conditions: [{ field: 'fuel', op: 'equals', value: 'electric' }] };
const archivedElectric: SegmentDefinition = {
  match: 'all',
  conditions: [
    { field: 'fuel', op: 'equals', value: 'electric' },
    { field: 'deleted', op: 'equals', value: '1' },
  ],
};
const anyArchived: SegmentDefinition = {
  match: 'any',
  conditions: [
    { field: 'fuel', op: 'equals', value: 'electric' },
    { field: 'deleted', op: 'equals', value: '1' },
  ],
};

describe('which rows a segment applies to', () => {
  it('applies a segment to the active rows, as All does', () => {
    expect(pick({ id: 'x', definition: electric })).toEqual(['active-electric']);
    expect(pick({ id: 'all', definition: builtInSegment('car', 'all')!.definition })).toEqual(['active-electric', 'active-diesel']);
  });

  it('applies a segment with a condition on the archived flag to every row', () => {
    expect(speaksOfArchive('car', archivedElectric)).toBe(true);
    expect(pick({ id: 'x', definition: archivedElectric })).toEqual(['archived-electric']);
    expect(pick({ id: 'x', definition: anyArchived })).toEqual(['active-electric', 'archived-electric', 'archived-diesel']);
    expect(pick({ id: 'archived', definition: builtInSegment('car', 'archived')!.definition })).toEqual(['archived-electric', 'archived-diesel']);
  });

  it('lifts the active-rows restriction where the list has its own switch for it', () => {
    expect(pick({ id: 'x', definition: electric }, true)).toEqual(['active-electric', 'archived-electric']);
    expect(pick({ id: 'all', definition: builtInSegment('car', 'all')!.definition }, true)).toEqual(cars.map((c) => c.id));
    expect(listSegmentDefinitions('car', { id: 'all', definition: electric }, { includeArchived: true })).toEqual([]);
  });

  it('uses people’s is_active, worked out from the end date on the device', () => {
    const person = (id: string, active_until: string | null, is_active: boolean) => ({ id, active_until, is_active }) as PersonListItem;
    // The mirror's is_active went stale when the end date passed; today decides.
    const people = [person('left-yesterday', '2026-05-01', true), person('stays', null, true), person('leaves-later', '2026-06-01', true)];
    const peopleAccess = employeeSegmentAccess({ today: '2026-05-02' });
    const joinedAny: SegmentDefinition = { match: 'all', conditions: [] };
    expect(people.filter(compileListSegment('employee', { id: 'x', definition: joinedAny }, peopleAccess)).map((p) => p.id)).toEqual(['stays', 'leaves-later']);
    const inactive = builtInSegment('employee', 'archived')!;
    expect(people.filter(compileListSegment('employee', { id: 'archived', definition: inactive.definition }, peopleAccess)).map((p) => p.id)).toEqual([
      'left-yesterday',
    ]);
    // Without today (the server's rows are fresh), the row's own flag counts.
    expect(
      people.filter(compileListSegment('employee', { id: 'archived', definition: inactive.definition }, employeeSegmentAccess())).map((p) => p.id),
    ).toEqual([]);
  });
});
