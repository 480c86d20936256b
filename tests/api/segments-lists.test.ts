import { describe, expect, it } from 'vitest';
import { segmentCustomField } from '../../src/shared/custom-fields/custom-field-segments';
import { customValueKey, type CustomFieldRow, type CustomFieldValuesRow } from '../../src/shared/custom-fields/custom-fields.schema';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import type { PersonListItem } from '../../src/shared/people/people.schema';
import type { Viewer } from '../../src/shared/policy/viewer';
import { builtInSegment } from '../../src/shared/segments/built-in-segments';
import { carSegmentAccess, employeeSegmentAccess, teamIdsByPerson } from '../../src/shared/segments/segment-access';
import { compileListSegment } from '../../src/shared/segments/segment-scope';
import { customFieldKey, type SegmentDefinition } from '../../src/shared/segments/segment.schema';
import type { SegmentListItem } from '../../src/shared/segments/segments.schema';
import { errorOf, listedIds, savedSegment, segmentsOf } from '../helpers/segments-api';
import { pullAll, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// GET /api/cars/list and /api/employees/list with segment_id pick exactly the rows the device's
// evaluator picks from the same user's mirror (compileListSegment, the one rule of which rows a
// segment applies to), for built-in and custom segments, custom fields included.
const { t, admin } = useApiTest();

/** What a user's mirror holds, as the pull sends it. */
async function mirrorOf(c: Client) {
  const pages = await pullAll(c);
  const rows = <T>(table: 'cars' | 'employees' | 'custom_fields' | 'custom_field_values') => pages.flatMap((p) => (p.changes[table] ?? []) as unknown as T[]);
  const values = new Map(rows<CustomFieldValuesRow>('custom_field_values').map((r) => [r.id, r]));
  const fields = rows<CustomFieldRow>('custom_fields');
  return {
    viewer: await c.me(),
    cars: rows<CarListItem>('cars'),
    people: rows<PersonListItem>('employees'),
    fieldsOf: (object: 'car' | 'employee') => fields.filter((f) => f.object_type === object),
    customValue: (row: { id: string }, fieldId: string) => values.get(row.id)?.[customValueKey(fieldId) as `custom_field_${string}`],
  };
}
type Mirror = Awaited<ReturnType<typeof mirrorOf>>;

const today = () => new Date().toISOString().slice(0, 10);

function expectedCars(m: Mirror, segment: { id: string; definition: SegmentDefinition }, includeArchived = false): string[] {
  const access = carSegmentAccess({
    teamIdsOfPerson: teamIdsByPerson(m.people),
    customFields: m.fieldsOf('car').map(segmentCustomField),
    customValue: m.customValue,
    viewer: m.viewer as Viewer,
  });
  const matches = compileListSegment('car', segment, access, { includeArchived });
  return m.cars
    .filter(matches)
    .map((c) => c.id)
    .sort();
}

function expectedPeople(m: Mirror, segment: { id: string; definition: SegmentDefinition }, includeArchived = false): string[] {
  const access = employeeSegmentAccess({
    customFields: m.fieldsOf('employee').map(segmentCustomField),
    customValue: m.customValue,
    viewer: m.viewer as Viewer,
    today: today(),
  });
  const matches = compileListSegment('employee', segment, access, { includeArchived });
  return m.people
    .filter(matches)
    .map((p) => p.id)
    .sort();
}

const named = (list: SegmentListItem[], name: string) => {
  const s = list.find((x) => x.name === name);
  if (!s) throw new Error(`No segment ${name}`);
  return s;
};

describe('the fleet list', () => {
  it('picks the evaluator’s cars for the built-in and the demo segments, custom fields included', async () => {
    const m = await mirrorOf(admin);
    const list = await segmentsOf(admin, 'car');
    for (const segment of list) {
      const ids = await listedIds(admin, '/api/cars/list', { segment_id: segment.id });
      expect(ids, segment.name).toEqual(expectedCars(m, segment));
      // Every one picks some cars and leaves others, so the comparison means something.
      expect(ids.length, segment.name).toBeGreaterThan(0);
      expect(ids.length, segment.name).toBeLessThan(m.cars.length);
    }
    expect(await listedIds(admin, '/api/cars/list')).toEqual(await listedIds(admin, '/api/cars/list', { segment_id: 'all' }));
    expect(await listedIds(admin, '/api/cars/list', { show_deleted_only: 1 })).toEqual(await listedIds(admin, '/api/cars/list', { segment_id: 'archived' }));
    expect(list.map((s) => s.name)).toContain('Leased from Arval');
  });

  it('applies a segment to the active cars unless it speaks of archiving itself', async () => {
    const m = await mirrorOf(admin);
    const archived = new Set(m.cars.filter((c) => c.deleted === 1).map((c) => c.id));
    const electric = named(await segmentsOf(admin, 'car'), 'Electric and hybrid');
    const active = await listedIds(admin, '/api/cars/list', { segment_id: electric.id });
    expect(active.some((id) => archived.has(id))).toBe(false);
    // show_deleted_only keeps to the archived ones, segment or not.
    const archivedElectric = await listedIds(admin, '/api/cars/list', { segment_id: electric.id, show_deleted_only: 1 });
    expect(archivedElectric).toEqual(expectedCars(m, electric, true).filter((id) => archived.has(id)));

    const definition: SegmentDefinition = {
      match: 'any',
      conditions: [
        { field: 'deleted', op: 'equals', value: '1' },
        { field: 'is_pool_vehicle', op: 'equals', value: '1' },
      ],
    };
    const id = await savedSegment(admin, { name: 'Archived or pool', definition });
    const ids = await listedIds(admin, '/api/cars/list', { segment_id: id });
    expect(ids).toEqual(expectedCars(m, { id, definition }));
    expect(ids.filter((x) => archived.has(x)).sort()).toEqual([...archived].sort());
    expect(ids.some((x) => !archived.has(x))).toBe(true);
  });

  it('reads money and date custom fields as the evaluator does', async () => {
    const m = await mirrorOf(admin);
    const field = (name: string) => m.fieldsOf('car').find((f) => f.name === name)!;
    const definition: SegmentDefinition = {
      match: 'all',
      conditions: [
        { field: customFieldKey(field('Monthly lease').id), op: 'greater', value: '500.5' },
        { field: customFieldKey(field('Next inspection').id), op: 'before', value: '2027-06-30' },
      ],
    };
    const id = await savedSegment(admin, { name: 'Dear and due', definition });
    const ids = await listedIds(admin, '/api/cars/list', { segment_id: id });
    expect(ids).toEqual(expectedCars(m, { id, definition }));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('stays inside a team-only manager’s teams, as their mirror does', async () => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const manager = await t.as(DEMO_EMAILS.manager);
    const m = await mirrorOf(manager);
    const everything = await listedIds(manager, '/api/cars/list', { segment_id: 'all' });
    for (const segment of await segmentsOf(manager, 'car')) {
      const ids = await listedIds(manager, '/api/cars/list', { segment_id: segment.id });
      expect(ids, segment.name).toEqual(expectedCars(m, segment));
      if (segment.id !== 'archived')
        expect(
          ids.every((id) => everything.includes(id)),
          segment.name,
        ).toBe(true);
    }
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });

  it('answers an unknown segment 404, another type’s 404 and a malformed id 400', async () => {
    const unknown = await admin.get('/api/cars/list', { segment_id: '01900000-0000-7000-8000-000000000000' });
    expect([unknown.statusCode, errorOf(unknown).message]).toEqual([404, 'This segment does not exist.']);
    const people = named(await segmentsOf(admin, 'employee'), 'Joined this year');
    expect((await admin.get('/api/cars/list', { segment_id: people.id })).statusCode).toBe(404);
    const bad = await admin.get('/api/cars/list', { segment_id: 'electric' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.segment_id).toBe('Not a segment: use all, archived or a segment id.');
  });
});

describe('the people list', () => {
  it('picks the evaluator’s people, with and without former employees', async () => {
    const m = await mirrorOf(admin);
    const joined = named(await segmentsOf(admin, 'employee'), 'Joined this year');
    const cases: [string, { id: string; definition: SegmentDefinition }][] = [
      ['all', { id: 'all', definition: builtInSegment('employee', 'all')!.definition }],
      ['archived', { id: 'archived', definition: builtInSegment('employee', 'archived')!.definition }],
      [joined.id, joined],
    ];
    for (const [id, segment] of cases) {
      for (const showAll of [false, true]) {
        const ids = await listedIds(admin, '/api/employees/list', { segment_id: id, show_all: showAll ? 1 : 0 });
        expect(ids, `${id} show_all=${showAll}`).toEqual(expectedPeople(m, segment, showAll));
        expect(ids.length).toBeGreaterThan(0);
      }
    }
    expect(await listedIds(admin, '/api/employees/list', { show_all: 1 })).toEqual(m.people.map((p) => p.id).sort());
    expect(await listedIds(admin, '/api/employees/list')).toEqual(await listedIds(admin, '/api/employees/list', { segment_id: 'all' }));
  });

  it('filters on a custom select field by option id', async () => {
    const m = await mirrorOf(admin);
    const size = m.fieldsOf('employee').find((f) => f.name === 'T-shirt size')!;
    const definition: SegmentDefinition = {
      match: 'all',
      conditions: [{ field: customFieldKey(size.id), op: 'equals', value: size.options.find((o) => o.option_name === 'M')!.id }],
    };
    const id = await savedSegment(admin, { object_type: 'employee', name: 'Size M', definition });
    const ids = await listedIds(admin, '/api/employees/list', { segment_id: id });
    expect(ids).toEqual(expectedPeople(m, { id, definition }));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('lets no one learn a field they may not see through a segment on it', async () => {
    const definition: SegmentDefinition = { match: 'all', conditions: [{ field: 'phone', op: 'not_empty' }] };
    const id = await savedSegment(admin, { object_type: 'employee', name: 'Has a phone', definition });
    expect((await listedIds(admin, '/api/employees/list', { segment_id: id })).length).toBeGreaterThan(0);
    // For a manager without the contact-details right the condition is one on an unknown field:
    // the same answer for everyone, whatever their phone.
    const manager = await t.as(DEMO_EMAILS.manager);
    const m = await mirrorOf(manager);
    expect(await listedIds(manager, '/api/employees/list', { segment_id: id })).toEqual(expectedPeople(m, { id, definition }));
    expect(expectedPeople(m, { id, definition })).toEqual([]);
  });
});
