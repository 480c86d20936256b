import { foldSearchText, searchTerms } from '../../shared/list-search';

// Lists read from the mirror are searched (as src/shared/list-search.ts defines), filtered, sorted and paged here, in memory.
// Text sorts ignore case and compare by code unit, as the server's foldSql (src/server/db/text-sql.ts) does,
// so a list ordered locally and one ordered by the server agree. Empty values always come last.

export type SortValue = string | number | null | undefined;

export interface LocalQuery<Row> {
  search: string;
  /** The row's own text a search looks in; folded and cached per row object and function. */
  searchText: (row: Row) => string;
  /**
   * More text a row is found by that lives outside the row (names in other mirrors, its custom
   * values): asked with a folded word of the search when the row's own text lacks it. Caches its own texts.
   */
  searchAlso?: (row: Row, word: string) => boolean;
  filter?: (row: Row) => boolean;
  sort: { column: string; direction: 'asc' | 'desc' } | null;
  sortValue: (row: Row, column: string) => SortValue;
}

const haystacks = new WeakMap<(row: never) => string, WeakMap<object, string>>();

function textOf<Row extends object>(row: Row, searchText: (row: Row) => string): string {
  let byRow = haystacks.get(searchText);
  if (!byRow) haystacks.set(searchText, (byRow = new WeakMap()));
  let t = byRow.get(row);
  if (t === undefined) byRow.set(row, (t = foldSearchText(searchText(row))));
  return t;
}

const normal = (v: SortValue): string | number | null => (v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v.toLowerCase() : v);

/** All rows matching the query, in order. */
export function queryRows<Row extends object>(rows: readonly Row[], q: LocalQuery<Row>): Row[] {
  const words = searchTerms(q.search);
  let out = q.filter ? rows.filter(q.filter) : [...rows];
  if (words.length) {
    out = out.filter((r) => {
      const own = textOf(r, q.searchText);
      return words.every((w) => own.includes(w) || (q.searchAlso?.(r, w) ?? false));
    });
  }
  if (!q.sort) return out;
  const { column, direction } = q.sort;
  const dir = direction === 'desc' ? -1 : 1;
  const keyed = out.map((row, i) => ({ row, key: normal(q.sortValue(row, column)), i }));
  keyed.sort((a, b) => {
    if (a.key === b.key) return a.i - b.i;
    if (a.key === null) return 1;
    if (b.key === null) return -1;
    return (a.key < b.key ? -1 : 1) * dir;
  });
  return keyed.map((k) => k.row);
}

export function pageOf<Row>(rows: readonly Row[], page: number, perPage: number): Row[] {
  return rows.slice(page * perPage, page * perPage + perPage);
}
