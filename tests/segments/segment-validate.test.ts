import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/shared/policy/viewer';
import { builtInSegments } from '../../src/shared/segments/built-in-segments';
import { segmentFieldsFor } from '../../src/shared/segments/segment-fields';
import { validateSegment } from '../../src/shared/segments/segment-validate';
import { segmentBuilderQuerySchema, segmentDefinitionSchema, type SegmentDefinitionInput } from '../../src/shared/segments/segment.schema';

// Validation of definitions against an object type's fields, and the messages a user sees.

const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  user: { id: 'u', email: 'u@x.test', name: 'U', employee_id: null },
  company: { id: 'c', name: 'C', group_id: null },
  admin: false,
  role: 'default',
  support: false,
  group_access: 'full',
  rights: [],
  feature_flags: [],
  integration_features: [],
  managed_team_ids: [],
  impersonator: null,
  ...over,
});

const check = (object: 'car' | 'employee', input: SegmentDefinitionInput, v?: Viewer) =>
  validateSegment(object, segmentDefinitionSchema.parse(input), { viewer: v, customFields: [{ id: 'c1', label: 'Cost', kind: 'number' }] });
const oneCondition = (field: string, op: string, value?: string | number) => ({ match: 'all', conditions: [{ field, op, value }] }) as SegmentDefinitionInput;
const messageOf = (object: 'car' | 'employee', field: string, op: string, value?: string | number) =>
  check(object, oneCondition(field, op, value)).map((i) => i.message);

describe('validateSegment', () => {
  it('accepts well-formed conditions, custom fields included', () => {
    expect(
      check('car', {
        match: 'any',
        conditions: [
          { field: 'brand', op: 'contains', value: 'bm' },
          { field: 'custom_field_c1', op: 'greater', value: 12.5 },
        ],
      }),
    ).toEqual([]);
    expect(check('employee', oneCondition('joined', 'before', '2024-02-29'))).toEqual([]);
  });
  it('names an unknown field', () => {
    expect(check('car', oneCondition('horsepower', 'equals', '5'))).toEqual([{ path: 'conditions.0.field', message: 'Unknown field "horsepower".' }]);
  });
  it('says which ops a field allows', () => {
    expect(messageOf('car', 'brand', 'before', '2024-01-01')).toEqual([
      '"Brand" cannot use "is before"; choose one of: "is", "is not", "contains", "is empty", "is not empty".',
    ]);
    expect(messageOf('employee', 'team', 'equals', 'x')[0]).toContain('choose one of: "is in team"');
  });
  it('asks for a missing value, but not for empty / not empty', () => {
    expect(messageOf('car', 'brand', 'equals')).toEqual(['"Brand" needs a value.']);
    expect(messageOf('car', 'brand', 'equals', '   ')).toEqual(['"Brand" needs a value.']);
    expect(messageOf('car', 'plate', 'empty')).toEqual([]);
  });
  it('explains a value of the wrong type', () => {
    expect(messageOf('employee', 'joined', 'after', '31/01/2024')).toEqual(['"Joined" needs a date as YYYY-MM-DD, e.g. 2024-03-31.']);
    expect(messageOf('employee', 'joined', 'after', '2023-02-29')).toEqual(['"Joined" needs a date as YYYY-MM-DD, e.g. 2024-03-31.']);
    expect(messageOf('car', 'custom_field_c1', 'less', '12,50')).toEqual(['"Cost" needs a number with a dot for decimals, e.g. 12.50.']);
    expect(messageOf('car', 'is_pool_vehicle', 'equals', 'yes')).toEqual(['"Pool vehicle" needs 1 (yes) or 0 (no).']);
    expect(messageOf('car', 'team', 'in_team', 'Sales')).toEqual(['"Team of the person" needs a team.']);
    expect(messageOf('car', 'fuel', 'equals', 'petrol')[0]).toMatch(/^"Fuel" must be one of: gas, diesel, /);
    // Control characters are stripped by the shared text schema (input-schemas.ts) before the rules run.
    expect(messageOf('car', 'brand', 'equals', 'a\u0000b')).toEqual([]);
  });
  it('reports each bad condition at its own path', () => {
    const issues = check('car', {
      match: 'all',
      conditions: [
        { field: 'brand', op: 'equals', value: 'x' },
        { field: 'nope', op: 'empty' },
        { field: 'deleted', op: 'equals' },
      ],
    });
    expect(issues.map((i) => i.path)).toEqual(['conditions.1.field', 'conditions.2.value']);
  });
  it('keeps guarded people fields to viewers who may see them', () => {
    expect(check('employee', oneCondition('active_until', 'empty'), viewer()).map((i) => i.message)).toEqual(['You may not filter on "Active until".']);
    expect(check('employee', oneCondition('active_until', 'empty'), viewer({ rights: ['wages'] }))).toEqual([]);
    expect(segmentFieldsFor('employee', { viewer: viewer() }).map((f) => f.id)).not.toContain('phone');
  });
  it('gives light-access users no custom segments', () => {
    expect(check('car', oneCondition('brand', 'equals', 'x'), viewer({ group_access: 'light' }))).toEqual([
      { path: 'conditions', message: 'Custom segments are not available with light access.' },
    ]);
  });
  it('accepts the built-in segments', () => {
    for (const object of ['car', 'employee'] as const) for (const s of builtInSegments(object)) expect(validateSegment(object, s.definition)).toEqual([]);
  });
});

describe('segment schemas', () => {
  it('limits conditions and turns number values into strings', () => {
    const many = { match: 'all', conditions: Array.from({ length: 21 }, () => ({ field: 'brand', op: 'empty' })) };
    expect(segmentDefinitionSchema.safeParse(many).error?.issues[0]?.message).toBe('A segment has at most 20 conditions.');
    expect(segmentDefinitionSchema.parse(oneCondition('cost', 'less', 12.5)).conditions[0]?.value).toBe('12.5');
  });
  it("takes only a path of this app as the builder's back link", () => {
    expect(segmentBuilderQuerySchema.safeParse({ object: 'car', back: '/fleet?segment=1' }).success).toBe(true);
    for (const back of ['https://evil.test', '//evil.test', '/\\evil.test'])
      expect(segmentBuilderQuerySchema.safeParse({ object: 'car', back }).success).toBe(false);
  });
});
