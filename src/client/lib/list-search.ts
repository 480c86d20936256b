import { foldSearchText, type ListSearch, type SearchField } from '../../shared/list-search';

// How a device list reads the fields of its shared search definition (src/shared/list-search.ts):
// every field must have a reader, so a field added to the definition cannot be missed here.

/** A field read from the row itself, or from other mirrors' lookups (`names`), so a rename shows at once. */
export type SearchFieldReader<Row, Names> = { own: (row: Row) => string | null | undefined } | { other: (row: Row, names: Names) => string | null | undefined };

export interface ListSearchReaders<Row, Names> {
  /** The row's own fields' text (queryRows folds and caches it per row object). */
  searchText: (row: Row) => string;
  /** Whether the fields read from other mirrors hold the folded word. */
  searchNames: (row: Row, word: string, names: Names) => boolean;
}

const otherTexts = new WeakMap<object, WeakMap<object, string>>();

export function listSearchReaders<S extends ListSearch<string>, Row extends object, Names>(
  search: S,
  readers: Record<SearchField<S>, SearchFieldReader<Row, Names>>,
): ListSearchReaders<Row, Names> {
  const all = search.fields.map((f) => readers[f as SearchField<S>]);
  const own = all.flatMap((r) => ('own' in r ? [r.own] : []));
  const other = all.flatMap((r) => ('other' in r ? [r.other] : []));
  const otherText = (row: Row, names: Names): string => {
    const key = typeof names === 'object' && names !== null ? names : null;
    let byRow = key && otherTexts.get(key);
    if (key && !byRow) otherTexts.set(key, (byRow = new WeakMap()));
    let text = byRow?.get(row);
    if (text === undefined) {
      text = foldSearchText(other.map((read) => read(row, names) ?? '').join('\n'));
      byRow?.set(row, text);
    }
    return text;
  };
  return {
    searchText: (row) => own.map((read) => read(row) ?? '').join('\n'),
    searchNames: other.length === 0 ? () => false : (row, word, names) => otherText(row, names).includes(word),
  };
}
