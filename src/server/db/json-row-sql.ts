import { is, sql, SQL, type Column } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/**
 * A select list as one JSON array built by the database, in the columns' order and in the shape the
 * driver and a repo's conversion give the same columns (numeric as text, dates 'YYYY-MM-DD',
 * timestamps as ISO strings with milliseconds): the pull's column form (src/shared/sync/pull-wire.ts).
 * A pull page of 5,000 wide rows is then one JSON text that goes out as it is: in PGlite, reading
 * thirty fields a row was most of a page's time, and objects were twice the bytes.
 */
export function jsonArraySql(columns: Record<string, Column | SQL>): SQL {
  return sql`json_build_array(${sql.join(Object.values(columns).map(asJson), sql`, `)})`;
}

function asJson(column: Column | SQL): SQL {
  if (is(column, SQL)) return column;
  switch (column.columnType) {
    case 'PgNumeric':
    case 'PgDateString':
      return sql`${column}::text`;
    case 'PgTimestamp':
      // The driver reads a timestamp without a time zone as UTC, as this does.
      return sql`to_char(${is(column, PgTimestamp) && column.withTimezone ? sql`${column} at time zone 'UTC'` : column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    default:
      return sql`${column}`;
  }
}
