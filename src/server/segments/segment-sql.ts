import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SegmentObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import { conditionApplies, fieldKinds, resultOnEmpty, segmentFieldsFor, type FieldKind, type SegmentCustomField } from '../../shared/segments/segment-fields';
import { CUSTOM_FIELD_PREFIX, type SegmentCondition, type SegmentDefinition } from '../../shared/segments/segment.schema';
import { foldText } from '../../shared/segments/segment-values';
import { teamMembers } from '../db/schema/people';
import { containsSql, foldSql } from '../db/text-sql';
import { segmentTableOf } from '../areas';
import type { SegmentTable } from '../http/server-area';
import { SEGMENT_TABLES } from './segment-columns';

// A segment definition as a WHERE condition, with the evaluator's semantics (src/shared/segments/
// evaluate.ts), rule for rule:
// - each condition is wrapped in coalesce(..., false), so SQL's NULL never leaks into the result
//   and `not_equals` / `not_empty` are plain negations, true on NULL like `not equals` in JS;
// - text folds with lower(x collate "und-x-icu"), which is JavaScript's toLowerCase whatever the
//   database's locale, and then compares bytewise (collate "C"); the condition's value is folded
//   in JS and bound as a parameter. contains is LIKE with \, % and _ escaped;
// - dates, numbers and flags compare as date, numeric and integer, values cast from parameters.
// Values are always bound parameters. Conditions that do not apply become constants, as in JS.

export interface SegmentSqlOptions {
  /** The object type's custom fields (as for the evaluator). */
  customFields?: readonly SegmentCustomField[];
  /**
   * A custom field's value for the row whose id is `objectId`, as an expression of the kind's SQL
   * type (text, date, numeric, integer 0/1), null when unset. Supplied by the custom-fields area.
   */
  customFieldSql?: (customFieldId: string, kind: FieldKind, objectId: AnyPgColumn) => SQL;
  /**
   * The viewer whose list this filters: fields they may not see (guarded people columns) count as
   * unknown, so a condition on one is a constant and reveals nothing; the mirror does the same.
   */
  viewer?: Viewer;
}

const fold = foldSql;

function isEmpty(kind: FieldKind, expr: SQL, table: SegmentTable): SQL {
  if (kind === 'text' || kind === 'enum') return sql`coalesce(${expr}, '') = ''`;
  if (kind === 'team') return sql`not exists (select 1 from ${teamMembers} "seg_tm" where "seg_tm"."employee_id" = ${table.personId})`;
  return sql`${expr} is null`;
}

function equals(kind: FieldKind, expr: SQL, value: string): SQL {
  if (kind === 'text' || kind === 'enum') return sql`${fold(expr)} = ${foldText(value)}`;
  if (kind === 'date') return sql`${expr} = ${value}::date`;
  if (kind === 'number') return sql`${expr} = ${value}::numeric`;
  if (kind === 'flag') return sql`${expr} = ${value}::int`;
  return sql`false`;
}

/** An applicable condition (conditionApplies) as SQL that may yield NULL; the caller coalesces. */
function conditionSql(kind: FieldKind, expr: SQL, c: SegmentCondition, table: SegmentTable): SQL {
  const value = c.value ?? '';
  switch (c.op) {
    case 'empty':
      return isEmpty(kind, expr, table);
    case 'not_empty':
      return sql`not (${isEmpty(kind, expr, table)})`;
    case 'equals':
      return equals(kind, expr, value);
    case 'not_equals':
      return sql`not coalesce(${equals(kind, expr, value)}, false)`;
    case 'contains':
      return containsSql(expr, value);
    case 'before':
      return sql`${expr} < ${value}::date`;
    case 'after':
      return sql`${expr} > ${value}::date`;
    case 'greater':
      return sql`${expr} > ${value}::numeric`;
    case 'less':
      return sql`${expr} < ${value}::numeric`;
    case 'in_team':
      return sql`exists (select 1 from ${teamMembers} "seg_tm" where "seg_tm"."employee_id" = ${table.personId} and "seg_tm"."team_id" = ${value}::uuid)`;
  }
}

function fieldSql(field: string, kind: FieldKind, table: SegmentTable, opts: SegmentSqlOptions): SQL {
  if (field.startsWith(CUSTOM_FIELD_PREFIX)) {
    if (!opts.customFieldSql) throw new Error(`Segment field ${field}: no customFieldSql was given.`);
    return opts.customFieldSql(field.slice(CUSTOM_FIELD_PREFIX.length), kind, table.id);
  }
  // A team field reads the teams of the object's person (conditionSql uses table.personId).
  if (kind === 'team') return sql`${table.personId}`;
  const expr = table.fields[field];
  if (!expr) throw new Error(`Segment field ${field} has a kind but no SQL expression.`);
  return expr;
}

/**
 * The WHERE condition selecting the rows of a segment, for a query over the object's table
 * (cars, employees). Scope (company, team_only) stays the caller's job; this only narrows.
 */
export function segmentWhere(object: SegmentObjectType, definition: SegmentDefinition, opts: SegmentSqlOptions = {}): SQL {
  const table = SEGMENT_TABLES[object] ?? segmentTableOf(object);
  if (!table) throw new Error(`Segments of ${object} have no SQL yet.`);
  const kinds = fieldKinds(segmentFieldsFor(object, { customFields: opts.customFields ?? [], viewer: opts.viewer }));
  const parts = definition.conditions.map((c) => {
    const kind = kinds.get(c.field);
    if (!conditionApplies(kind, c)) return resultOnEmpty(c.op) ? sql`true` : sql`false`;
    return sql`coalesce((${conditionSql(kind, fieldSql(c.field, kind, table, opts), c, table)}), false)`;
  });
  if (parts.length === 0) return sql`true`;
  return (definition.match === 'all' ? and(...parts) : or(...parts))!;
}
