import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_DROPPED_MARKS } from '../../shared/list-search';

// Text folded as a list search folds it (src/shared/list-search.ts foldSearchText), and the stored
// columns that hold it so a search reads a trigram index (migration 0018) instead of folding every
// row: folding is what took a search of 100,000 cars 8 s. The schema's generated columns and the
// queries share this one expression; it takes no parameters, as a generated column's cannot.

/** A PostgreSQL literal of `s`, characters past ASCII as U& escapes (the marks' range stays readable in a migration). */
const unicodeLiteral = (s: string) =>
  `U&'${[...s].map((c) => (c.charCodeAt(0) > 127 ? `\\${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c === "'" ? "''" : c)).join('')}'`;

/** `expr` folded as foldSearchText folds text: canonical decomposition, the same marks dropped, lower-cased with ICU. */
export const foldSearchSql = (expr: SQL) =>
  sql`lower(regexp_replace(normalize(${expr}, NFD), ${sql.raw(unicodeLiteral(`[${SEARCH_DROPPED_MARKS}]`))}, '', 'g') collate "und-x-icu") collate "C"`;

/**
 * A row's searched fields folded, one a line: a search word never holds a line break, so it is
 * found in this text exactly when it is found in one of the fields.
 */
export const storedSearchText = (...fields: (AnyPgColumn | SQL)[]) =>
  foldSearchSql(
    sql.join(
      fields.map((f) => sql`coalesce(${f}, '')`),
      sql.raw(` || E'\\n' || `),
    ),
  );

/**
 * The values of a custom_field_values row as JSON text, folded: a superset of what a search reads
 * of them (search-sql.ts narrows it with the field types), so it is a prefilter only.
 */
export const storedValuesText = (values: AnyPgColumn) => foldSearchSql(sql`jsonb_path_query_array(${values}, '$.*')::text`);
