import { customValueKey, type CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';

/** One field's stored value on an object's values row; null when empty or there is no row. */
export function storedValue(row: CustomFieldValuesRow | null | undefined, fieldId: string): string | null {
  const v = (row as Record<string, string | null | undefined> | null | undefined)?.[customValueKey(fieldId)];
  return v === undefined || v === '' ? null : v;
}
