import { describe, expect, it } from 'vitest';
import { matchesSegment, type SegmentAccess } from '../../src/shared/segments/evaluate';
import type { FieldKind } from '../../src/shared/segments/segment-fields';
import type { SegmentCondition, SegmentDefinition } from '../../src/shared/segments/segment.schema';

// The evaluator's semantics, op by op (the comment at the top of evaluate.ts in examples).

type Row = Record<string, unknown>;
const kinds = new Map<string, FieldKind>([
  ['name', 'text'],
  ['fuel', 'enum'],
  ['joined', 'date'],
  ['cost', 'number'],
  ['pool', 'flag'],
  ['team', 'team'],
]);
const access: SegmentAccess<Row> = { kinds, value: (row, field) => row[field] };
const TEAM = '0190a000-0000-7000-8000-0000000000aa';

const one = (c: SegmentCondition, row: Row) => matchesSegment({ match: 'all', conditions: [c] }, row, access);
const is = (field: string, op: SegmentCondition['op'], value?: string) => (row: Row) => one(value === undefined ? { field, op } : { field, op, value }, row);

describe('text', () => {
  it('equals ignores case, beyond ASCII too, and compares the whole text', () => {
    const named = is('name', 'equals', 'émile');
    expect([{ name: 'Émile' }, { name: 'ÉMILE' }, { name: 'émile ' }, { name: 'Emile' }].map(named)).toEqual([true, true, false, false]);
    expect(is('name', 'equals', 'straße')({ name: 'STRASSE' })).toBe(false); // folding lowers, it does not expand ß
    // Final sigma, as Unicode (and ICU in PostgreSQL) folds it: 'ΟΔΟΣ' becomes 'οδος' ending in ς, not σ.
    expect(is('name', 'equals', '\u03bf\u03b4\u03bf\u03c2')({ name: 'ΟΔΟΣ' })).toBe(true);
    expect(is('name', 'equals', '\u03bf\u03b4\u03bf\u03c3')({ name: 'ΟΔΟΣ' })).toBe(false);
  });
  it('does not normalize: a decomposed accent is another text', () => {
    expect(is('name', 'equals', 'e\u0301mile')({ name: 'émile' })).toBe(false);
  });
  it('contains is a case-insensitive substring test with no wildcards', () => {
    expect(is('name', 'contains', 'MIL')({ name: 'Émile' })).toBe(true);
    expect(is('name', 'contains', '%')({ name: '100%' })).toBe(true);
    expect(is('name', 'contains', '%')({ name: '100 pct' })).toBe(false);
    expect(is('name', 'contains', '_')({ name: 'a-b' })).toBe(false);
    expect(is('name', 'contains', 'x')({ name: null })).toBe(false);
  });
  it("empty is null, undefined or '' — whitespace is a value", () => {
    expect([{ name: null }, {}, { name: '' }, { name: ' ' }, { name: 'x' }].map(is('name', 'empty'))).toEqual([true, true, true, false, false]);
    expect([{ name: null }, { name: ' ' }].map(is('name', 'not_empty'))).toEqual([false, true]);
  });
  it('an empty value never equals, and is "not equal" to anything', () => {
    expect(is('name', 'equals', 'x')({ name: null })).toBe(false);
    expect(is('name', 'not_equals', 'x')({ name: null })).toBe(true);
    expect(is('name', 'not_equals', 'X')({ name: 'x' })).toBe(false);
  });
});

describe('enum', () => {
  it('compares like text', () => {
    expect(is('fuel', 'equals', 'diesel')({ fuel: 'diesel' })).toBe(true);
    expect(is('fuel', 'not_equals', 'diesel')({ fuel: null })).toBe(true);
    expect(is('fuel', 'empty')({ fuel: null })).toBe(true);
  });
});

describe('dates', () => {
  it('compare as ISO days; before and after are strict', () => {
    const row = { joined: '2024-02-29' };
    expect(is('joined', 'equals', '2024-02-29')(row)).toBe(true);
    expect(is('joined', 'before', '2024-03-01')(row)).toBe(true);
    expect(is('joined', 'before', '2024-02-29')(row)).toBe(false);
    expect(is('joined', 'after', '2024-02-28')(row)).toBe(true);
    expect(is('joined', 'after', '2024-02-29')(row)).toBe(false);
  });
  it('an empty or unreadable date matches neither side', () => {
    for (const joined of [null, '', '29/02/2024']) {
      expect(is('joined', 'before', '2100-01-01')({ joined })).toBe(false);
      expect(is('joined', 'after', '1900-01-01')({ joined })).toBe(false);
      expect(is('joined', 'empty')({ joined })).toBe(true);
    }
  });
});

describe('numbers', () => {
  it('compare exactly as decimals, given as strings or numbers', () => {
    expect(is('cost', 'equals', '12.5')({ cost: '12.50' })).toBe(true);
    expect(is('cost', 'equals', '12.5')({ cost: 12.5 })).toBe(true);
    expect(is('cost', 'greater', '9')({ cost: '10' })).toBe(true); // not '10' < '9' as text
    expect(is('cost', 'less', '-0.5')({ cost: '-1' })).toBe(true);
    expect(is('cost', 'equals', '0')({ cost: '-0.00' })).toBe(true);
    // Beyond a double's precision, still exact (as PostgreSQL numeric).
    expect(is('cost', 'greater', '0.1')({ cost: '0.1000000000000000000001' })).toBe(true);
    expect(is('cost', 'equals', '1000000000000000000000.1')({ cost: '1000000000000000000000.2' })).toBe(false);
  });
  it('an empty number is neither greater nor less', () => {
    expect(is('cost', 'greater', '-1000')({ cost: null })).toBe(false);
    expect(is('cost', 'less', '1000')({ cost: null })).toBe(false);
    expect(is('cost', 'not_equals', '1')({ cost: null })).toBe(true);
  });
});

describe('flags and teams', () => {
  it('flags are 0/1, booleans count', () => {
    expect([{ pool: 1 }, { pool: true }, { pool: 0 }, { pool: false }].map(is('pool', 'equals', '1'))).toEqual([true, true, false, false]);
  });
  it('in_team looks for the team id, whatever its case', () => {
    expect(is('team', 'in_team', TEAM.toUpperCase())({ team: [TEAM] })).toBe(true);
    expect(is('team', 'in_team', TEAM)({ team: [] })).toBe(false);
  });
});

describe('combining', () => {
  const def = (match: 'all' | 'any', conditions: SegmentCondition[]): SegmentDefinition => ({ match, conditions });
  const a: SegmentCondition = { field: 'name', op: 'contains', value: 'a' };
  const b: SegmentCondition = { field: 'cost', op: 'greater', value: '5' };
  it('all needs every condition, any one of them, none matches every row', () => {
    expect(matchesSegment(def('all', [a, b]), { name: 'a', cost: '1' }, access)).toBe(false);
    expect(matchesSegment(def('any', [a, b]), { name: 'a', cost: '1' }, access)).toBe(true);
    expect(matchesSegment(def('any', []), {}, access)).toBe(true);
  });
  it('a condition that does not apply answers as for an empty value', () => {
    expect(one({ field: 'gone', op: 'equals', value: 'x' }, {})).toBe(false);
    expect(one({ field: 'gone', op: 'not_equals', value: 'x' }, {})).toBe(true);
    expect(one({ field: 'joined', op: 'before', value: '2024-02-30' }, { joined: '2000-01-01' })).toBe(false);
    expect(one({ field: 'name', op: 'greater', value: '1' }, { name: '2' })).toBe(false);
  });
});
