import type { CustomFieldRow, CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import { customValueSearchText, foldSearchText } from '../../shared/list-search';
import { storedValue } from './stored-value';

// An object's custom values as a list search reads them (src/shared/list-search.ts), folded once
// per values row: a changed value arrives as a new row object, so nothing goes stale.

const searchTexts = new WeakMap<readonly CustomFieldRow[], WeakMap<CustomFieldValuesRow, string>>();

function searchTextOf(fields: readonly CustomFieldRow[], row: CustomFieldValuesRow): string {
  let byRow = searchTexts.get(fields);
  if (!byRow) searchTexts.set(fields, (byRow = new WeakMap()));
  let text = byRow.get(row);
  if (text === undefined) {
    text = foldSearchText(fields.map((f) => customValueSearchText(f, storedValue(row, f.id)) ?? '').join('\n'));
    byRow.set(row, text);
  }
  return text;
}

/** Whether the object's values row (`row`, if it has one) holds the folded word in one of `fields`. */
export function customValuesMatch(fields: readonly CustomFieldRow[], row: CustomFieldValuesRow | undefined, word: string): boolean {
  return fields.length > 0 && row !== undefined && searchTextOf(fields, row).includes(word);
}
