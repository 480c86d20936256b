import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { SEARCH_DROPPED_MARKS, SEARCH_ISO_DATE_PATTERN, searchTerms, type ListSearch, type SearchField } from '../../shared/list-search';
import { customFieldValues } from './schema/custom-fields';

// A list search (src/shared/list-search.ts) as SQL: each word must be in one of the list's fields,
// folded as the device folds them (canonical decomposition, the same marks dropped, lower-cased
// with ICU), and custom values read from the object's values row as the device reads them.

/** `expr` folded as foldSearchText folds text. */
const foldSearchSql = (expr: SQL) =>
  sql`lower(regexp_replace(normalize(${expr}, NFD), ${`[${SEARCH_DROPPED_MARKS}]`}, '', 'g') collate "und-x-icu") collate "C"`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsWord = (expr: SQL, word: string) => sql`${foldSearchSql(expr)} like ${`%${escapeLike(word)}%`}`;

/** A stored value as customValueSearchText reads it; null for a field that can hold nothing to find. */
function customValueSearchSql(field: CustomFieldRow, raw: SQL): SQL | null {
  if (field.type === 'select_option') {
    if (field.options.length === 0) return null;
    return sql`(case ${raw} ${sql.join(
      field.options.map((o) => sql`when ${o.id} then ${o.option_name}`),
      sql` `,
    )} end)`;
  }
  if (field.type === 'date') {
    return sql`(case when ${raw} ~ ${SEARCH_ISO_DATE_PATTERN} then substr(${raw}, 9, 2) || '/' || substr(${raw}, 6, 2) || '/' || substr(${raw}, 1, 4) else ${raw} end)`;
  }
  return raw;
}

/** The custom fields a search reads for the rows of one table: the object's id and company columns. */
export interface CustomSearch {
  fields: readonly CustomFieldRow[];
  objectId: AnyPgColumn;
  companyId: AnyPgColumn;
}

function customContainsWord(c: CustomSearch, word: string): SQL | null {
  const raw = (f: CustomFieldRow) => sql`"search_cfv"."values" ->> ${f.id}`;
  const found = c.fields.flatMap((f) => {
    const expr = customValueSearchSql(f, raw(f));
    return expr ? [containsWord(expr, word)] : [];
  });
  if (found.length === 0) return null;
  return sql`exists (select 1 from ${customFieldValues} "search_cfv" where "search_cfv"."id" = ${c.objectId} and "search_cfv"."company_id" = ${c.companyId} and (${or(...found)}))`;
}

/**
 * The condition of a list's search, or undefined for an empty search. `columns`: how each field
 * of the list's definition reads in this query; `custom`: its custom fields when the list searches
 * them and the user may see them.
 */
export function listSearchSql<S extends ListSearch<string>>(
  search: S,
  columns: Record<SearchField<S>, SQL>,
  term: string,
  custom?: CustomSearch,
): SQL | undefined {
  const words = searchTerms(term);
  if (words.length === 0) return undefined;
  const own = search.fields.map((f) => columns[f as SearchField<S>]);
  return and(
    ...words.map((word) => {
      const inCustom = search.customFields && custom ? customContainsWord(custom, word) : null;
      return or(...own.map((e) => containsWord(e, word)), ...(inCustom ? [inCustom] : []))!;
    }),
  );
}
