import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldKind } from '../../shared/segments/segment-fields';
import { customFieldValues } from '../db/schema/custom-fields';

// A custom field's value as SQL, for segments (segment-sql.ts segmentWhere's customFieldSql).
// An object's values sit in one custom_field_values row whose id is the object's id, as
// `values ->> field_id` in their canonical text (money a decimal string, dates YYYY-MM-DD, a
// select option its option id). The evaluator reads the same strings from the mirror, and reads
// a value that does not parse as its kind as empty (segment-values.ts); custom_value_number and
// custom_value_date (migration 0021) read it as null here too instead of failing the query.

/** The company column of the object's own table, so a value row of another company never counts. */
function companyColumnOf(objectId: AnyPgColumn): AnyPgColumn {
  const column = (getTableColumns(objectId.table as PgTable) as Record<string, AnyPgColumn | undefined>).company_id;
  if (!column) throw new Error(`Table of ${objectId.name} has no company_id column for custom field values.`);
  return column;
}

/** A stored value's text as its kind's SQL type; null when it does not parse as that kind. */
export function customValueAs(kind: FieldKind, raw: SQL): SQL {
  switch (kind) {
    case 'date':
      return sql`custom_value_date(${raw})`;
    case 'number':
      return sql`custom_value_number(${raw})`;
    case 'flag':
      return sql`(case when ${raw} in ('0', '1') then (${raw})::int end)`;
    default:
      return raw;
  }
}

/**
 * The value of custom field `customFieldId` for the row whose id is `objectId`, typed by its kind
 * (text, date, numeric, integer 0/1), null when unset. A correlated subquery by primary key.
 */
export function customFieldSql(customFieldId: string, kind: FieldKind, objectId: AnyPgColumn): SQL {
  const v = customFieldValues;
  const raw = sql`"seg_cfv"."values" ->> ${customFieldId}`;
  return sql`(select ${customValueAs(kind, raw)} from ${v} "seg_cfv" where "seg_cfv"."id" = ${objectId} and "seg_cfv"."related_object_id" = ${objectId} and "seg_cfv"."company_id" = ${companyColumnOf(objectId)})`;
}
