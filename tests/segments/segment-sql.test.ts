import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { segmentWhere } from '../../src/server/segments/segment-sql';
import type { SegmentDefinition } from '../../src/shared/segments/segment.schema';

// The shape of the SQL a segment becomes: values as parameters only, constants for conditions
// that do not apply, and clear errors where the server is missing a piece.

const dialect = new PgDialect();
const render = (object: 'car' | 'employee', definition: SegmentDefinition) => dialect.sqlToQuery(segmentWhere(object, definition));

describe('segmentWhere', () => {
  it('binds every value as a parameter, folded in JS, LIKE wildcards escaped', () => {
    const evil = "x'); drop table cars; --";
    const q = render('car', {
      match: 'any',
      conditions: [
        { field: 'brand', op: 'equals', value: evil },
        { field: 'color', op: 'contains', value: '50%_A\\' },
      ],
    });
    expect(q.sql).not.toContain('drop table');
    expect(q.params).toEqual([evil.toLowerCase(), '%50\\%\\_a\\\\%']);
    expect(q.sql).toContain('collate "und-x-icu"');
  });
  it("reads a car's team through its person and a person's own teams", () => {
    const team = '0190a000-0000-7000-8000-0000000000aa';
    const car = render('car', { match: 'all', conditions: [{ field: 'team', op: 'in_team', value: team }] });
    expect(car.sql).toContain('"seg_tm"."employee_id" = "cars"."related_employee_id"');
    expect(car.params).toEqual([team]);
    const person = render('employee', { match: 'all', conditions: [{ field: 'team', op: 'in_team', value: team }] });
    expect(person.sql).toContain('"seg_tm"."employee_id" = "employees"."id"');
  });
  it('turns conditions that do not apply into constants, and no conditions into true', () => {
    expect(render('car', { match: 'all', conditions: [{ field: 'gone', op: 'not_equals', value: 'x' }] }).sql).toMatch(/^\(?true\)?$/);
    expect(render('car', { match: 'all', conditions: [{ field: 'plate', op: 'before', value: '2024-01-01' }] }).sql).toMatch(/^\(?false\)?$/);
    expect(render('employee', { match: 'any', conditions: [] }).sql).toBe('true');
  });
  it('needs the custom-fields area to say where custom values live', () => {
    const def: SegmentDefinition = { match: 'all', conditions: [{ field: 'custom_field_c1', op: 'empty' }] };
    expect(() => segmentWhere('car', def, { customFields: [{ id: 'c1', label: 'Cost', kind: 'number' }] })).toThrow(/no customFieldSql/);
    // Licences' SQL comes from the software area (ServerArea.segmentTables), and asks the same.
    expect(() => segmentWhere('license', def, { customFields: [{ id: 'c1', label: 'Seat', kind: 'text' }] })).toThrow(/no customFieldSql/);
  });
});
