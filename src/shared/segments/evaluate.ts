import { conditionApplies, resultOnEmpty, type FieldKind } from './segment-fields';
import type { SegmentCondition, SegmentDefinition } from './segment.schema';
import { compareDecimal, dateOf, decimalOf, flagOf, foldText, teamIdsOf, textOf } from './segment-values';

// The segment evaluator of the mirror: pure, no DOM or Node. The server runs the same semantics in
// SQL (src/server/segments/segment-sql.ts). The rules, for every kind of field:
//
// - Empty: null, undefined and '' (text is not trimmed: the input schemas trim on write). A date,
//   number or flag that does not parse is empty too.
// - equals / contains / before / after / greater / less / in_team never match an empty value.
// - not_equals is exactly `not equals` and not_empty exactly `not empty`, so an empty value is
//   "not equal" to anything.
// - Text and enums compare after case folding (segment-values.ts foldText), then code unit by code
//   unit; contains is a folded substring test, with no wildcards.
// - Dates compare as ISO YYYY-MM-DD strings; numbers exactly as decimals ('12.50' = '12.5');
//   flags as 0/1; in_team looks for the team id in the row's team ids.
// - A condition that does not apply (unknown field, op not of the field's kind, value that does not
//   fit: validation refuses all three) answers what it would for an empty value, for every row.
// - match all: every condition holds; any: at least one. No conditions: every row matches.

/** How the evaluator reads rows: the kind of each field, and a field's value (custom and computed fields included). */
export interface SegmentAccess<Row> {
  kinds: ReadonlyMap<string, FieldKind>;
  value: (row: Row, field: string) => unknown;
}

export type RowPredicate<Row> = (row: Row) => boolean;

const never = () => false;

function isEmpty(kind: FieldKind, v: unknown): boolean {
  switch (kind) {
    case 'text':
    case 'enum':
      return textOf(v) === null;
    case 'date':
      return dateOf(v) === null;
    case 'number':
      return decimalOf(v) === null;
    case 'flag':
      return flagOf(v) === null;
    case 'team':
      return teamIdsOf(v).length === 0;
  }
}

function equalsTest(kind: FieldKind, value: string): (v: unknown) => boolean {
  const folded = foldText(value);
  const target = decimalOf(value);
  switch (kind) {
    case 'text':
    case 'enum':
      return (v) => {
        const t = textOf(v);
        return t !== null && foldText(t) === folded;
      };
    case 'date':
      return (v) => dateOf(v) === value;
    case 'number':
      return (v) => {
        const d = decimalOf(v);
        return d !== null && target !== null && compareDecimal(d, target) === 0;
      };
    case 'flag':
      return (v) => flagOf(v) === flagOf(value);
    case 'team':
      return never;
  }
}

/** The test of an applicable condition (segment-fields.ts conditionApplies) on a field's value, prepared once. */
function valueTest(kind: FieldKind, c: SegmentCondition): (v: unknown) => boolean {
  const value = c.value ?? '';
  switch (c.op) {
    case 'empty':
      return (v) => isEmpty(kind, v);
    case 'not_empty':
      return (v) => !isEmpty(kind, v);
    case 'equals':
      return equalsTest(kind, value);
    case 'not_equals': {
      const eq = equalsTest(kind, value);
      return (v) => !eq(v);
    }
    case 'contains': {
      const needle = foldText(value);
      return (v) => {
        const t = textOf(v);
        return t !== null && foldText(t).includes(needle);
      };
    }
    case 'before':
    case 'after': {
      const after = c.op === 'after';
      return (v) => {
        const d = dateOf(v);
        return d !== null && (after ? d > value : d < value);
      };
    }
    case 'greater':
    case 'less': {
      const target = decimalOf(value);
      const sign = c.op === 'greater' ? 1 : -1;
      return (v) => {
        const d = decimalOf(v);
        return d !== null && target !== null && compareDecimal(d, target) === sign;
      };
    }
    case 'in_team': {
      const team = value.toLowerCase();
      return (v) => teamIdsOf(v).includes(team);
    }
  }
}

/** A predicate for many rows: the definition is prepared once (folded values, parsed numbers). */
export function compileSegment<Row>(definition: SegmentDefinition, access: SegmentAccess<Row>): RowPredicate<Row> {
  const tests = definition.conditions.map((c): RowPredicate<Row> => {
    const kind = access.kinds.get(c.field);
    if (!conditionApplies(kind, c)) {
      const constant = resultOnEmpty(c.op);
      return () => constant;
    }
    const test = valueTest(kind, c);
    return (row) => test(access.value(row, c.field));
  });
  if (tests.length === 0) return () => true;
  return definition.match === 'all' ? (row) => tests.every((t) => t(row)) : (row) => tests.some((t) => t(row));
}

/** Whether one row belongs to the segment. For a list, compile once with compileSegment. */
export function matchesSegment<Row>(definition: SegmentDefinition, row: Row, access: SegmentAccess<Row>): boolean {
  return compileSegment(definition, access)(row);
}
