import { is, sql, SQL, type Column } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/**
 * A select list as one JSON object built by the database, in the shape the driver and a repo's
 * conversion give the same columns (numeric as text, dates 'YYYY-MM-DD', timestamps as ISO strings
 * with milliseconds): a pull page of 5,000 wide rows then reads one value per row instead of thirty,
 * and in PGlite reading the fields is most of a page's time. The driver parses the JSON.
 */
export function jsonRowSql<Row>(columns: Record<string, Column | SQL>): SQL<Row> {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${asJson(column)}`);
  return sql<Row>`json_build_object(${sql.join(pairs, sql`, `)})`;
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
