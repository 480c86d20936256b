import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { foldSearchText, SEARCH_ISO_DATE_PATTERN, searchTerms, type ListSearch, type SearchField } from '../../shared/list-search';
import { customFieldValues } from './schema/custom-fields';
import { foldSearchSql } from './search-text';

// A list search (src/shared/list-search.ts) as SQL: each word must be in one of the list's fields,
// folded as the device folds them, and custom values read as the device reads them. A big list
// reads its fields from stored folded columns through trigram indexes (search-text.ts): the row's
// own fields from its search_text, a person's or a type's name as the ids of the rows holding the
// word, its custom values through a prefilter on their stored text; a small one folds per row.

/** How a list's query reads one searched field. */
export type SearchedField =
  /** An expression of the row, folded per row. */
  | SQL
  /** Folded into a stored column of the row (search-text.ts storedSearchText). */
  | { stored: AnyPgColumn }
  /** Held by the row `via` points at: `ids(pattern)` selects the ids of those whose text is like the pattern. */
  | { via: AnyPgColumn; ids: (pattern: string) => SQL };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The LIKE pattern of a folded word found anywhere in a text. */
const containing = (word: string) => `%${escapeLike(word)}%`;

function fieldHasWord(field: SearchedField, pattern: string): SQL {
  if ('stored' in field) return sql`${field.stored} like ${pattern}`;
  if ('via' in field) return sql`${field.via} = any(array(${field.ids(pattern)}))`;
  return sql`${foldSearchSql(field)} like ${pattern}`;
}

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

/**
 * Values rows that may hold the word, by their stored text (the values as JSON): a value shown as
 * stored holds it there too, an option holds its id, a date shown dd/mm/yyyy holds any piece
 * without a slash as yyyy-mm-dd. JSON escapes quotes, backslashes and control characters, and a
 * slash may join a date's pieces: such a word reads every row.
 */
function valuesMayHold(fields: readonly CustomFieldRow[], word: string): SQL {
  const escaped = [...word].some((c) => c === '"' || c === '\\' || c.charCodeAt(0) < 0x20);
  if (escaped || (word.includes('/') && fields.some((f) => f.type === 'date'))) return sql`true`;
  const options = fields.flatMap((f) => (f.type === 'select_option' ? f.options : [])).filter((o) => foldSearchText(o.option_name).includes(word));
  return or(...[word, ...options.map((o) => foldSearchText(o.id))].map((w) => sql`${customFieldValues.search_text} like ${containing(w)}`))!;
}

/** The custom fields a search reads for the rows of one table: the object's id column and its company. */
export interface CustomSearch {
  fields: readonly CustomFieldRow[];
  objectId: AnyPgColumn;
  companyId: string;
}

function customHasWord(c: CustomSearch, word: string): SQL | null {
  const found = c.fields.flatMap((f) => {
    const expr = customValueSearchSql(f, sql`${customFieldValues.values} ->> ${f.id}`);
    return expr ? [sql`${foldSearchSql(expr)} like ${containing(word)}`] : [];
  });
  if (found.length === 0) return null;
  const v = customFieldValues;
  return sql`${c.objectId} = any(array(select ${v.id} from ${v} where ${v.company_id} = ${c.companyId} and ${v.related_object} = ${c.fields[0]!.object_type} and (${valuesMayHold(c.fields, word)}) and (${or(...found)})))`;
}

/**
 * The condition of a list's search, or undefined for an empty search. `columns`: how each field
 * of the list's definition reads in this query; `custom`: its custom fields when the list searches
 * them and the user may see them.
 */
export function listSearchSql<S extends ListSearch<string>>(
  search: S,
  columns: Record<SearchField<S>, SearchedField>,
  term: string,
  custom?: CustomSearch,
): SQL | undefined {
  const words = searchTerms(term);
  if (words.length === 0) return undefined;
  // Fields stored in one column are read once.
  const fields = [
    ...new Map(
      search.fields.map((f) => {
        const field = columns[f as SearchField<S>];
        return ['stored' in field ? field.stored : field, field] as const;
      }),
    ).values(),
  ];
  return and(
    ...words.map((word) => {
      const inCustom = search.customFields && custom ? customHasWord(custom, word) : null;
      return or(...fields.map((f) => fieldHasWord(f, containing(word))), ...(inCustom ? [inCustom] : []))!;
    }),
  );
}
