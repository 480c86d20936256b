import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

/**
 * A form's date fields whose text is not a date yet (their value is null then, so the rules alone
 * would take them for empty), kept in one form value holding their names, so the form's schema can
 * refuse them. Answers the DateInput's `onValidityChange` for a field.
 */
export function useDateValidity<V extends FieldValues, K extends Path<V>>(
  form: { getValues: UseFormGetValues<V>; setValue: UseFormSetValue<V> },
  key: K,
): (field: string, valid: boolean) => void {
  const { getValues, setValue } = form;
  return useCallback(
    (field, valid) => {
      const bad = getValues(key) as readonly string[];
      if (bad.includes(field) !== valid) return;
      setValue(key, (valid ? bad.filter((f) => f !== field) : [...bad, field]) as PathValue<V, K>);
    },
    [getValues, setValue, key],
  );
}
