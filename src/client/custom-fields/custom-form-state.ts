import { moneyInputError } from '../../shared/money';
import { checkCustomValue, textLimitOf } from '../../shared/custom-fields/custom-field-values';
import { isEditableField, type CustomFieldRow, type CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import { storedValue } from './stored-value';

// The custom-field edit form's state, kept apart from React so its rules are tested on their own.
// Every field is held as the text the user sees ('' for none); the shared checkCustomValue turns
// it into the stored form when saving.

export type RawValues = Record<string, string>;

/** The form's starting texts: money and text as stored, dates as ISO (the date input shows dd/mm/yyyy), options by id. */
export function initialRaw(fields: readonly CustomFieldRow[], row: CustomFieldValuesRow | null): RawValues {
  return Object.fromEntries(fields.map((f) => [f.id, storedValue(row, f.id) ?? '']));
}

/** Messages shown while typing: the spec's money errors and text over its limit. Empty stays quiet until saving. */
export function liveError(field: CustomFieldRow, raw: string): string | undefined {
  if (raw.trim() === '') return undefined;
  if (field.type === 'money') return moneyInputError(raw) ?? undefined;
  const limit = textLimitOf(field);
  return limit !== null && raw.length > limit ? messages.validation.tooLong(limit) : undefined;
}

export type FormCheck = { ok: true; changed: Record<string, string | null> } | { ok: false; errors: Record<string, string> };

/**
 * Checks every editable field. On success, `changed` holds only the values that differ from the
 * stored row, so someone else's edit of another field is not overwritten.
 * `badDates` are date fields whose text is not a date (the date input reports them as empty).
 */
export function checkForm(
  fields: readonly CustomFieldRow[],
  raw: RawValues,
  row: CustomFieldValuesRow | null,
  badDates: ReadonlySet<string> = new Set(),
): FormCheck {
  const errors: Record<string, string> = {};
  const changed: Record<string, string | null> = {};
  for (const f of fields) {
    if (!isEditableField(f)) continue;
    if (badDates.has(f.id)) {
      errors[f.id] = messages.validation.invalidDate;
      continue;
    }
    const check = checkCustomValue(f, raw[f.id] ?? '');
    if (!check.ok) errors[f.id] = check.message;
    else if (check.value !== storedValue(row, f.id)) changed[f.id] = check.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changed };
}
