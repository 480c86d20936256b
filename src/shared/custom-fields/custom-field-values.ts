import { foldText, formatDate, isValidIsoDate, parseDmy } from '../format';
import { MAX_EMAIL_LENGTH } from '../limits';
import { formatMoney, parseMoney } from '../money';
import { messages } from '../messages';
import type { ObjectType } from '../objects';
import { webHref } from '../web-address';
import {
  customValueKey,
  fieldIdOfKey,
  HYPERLINK_MAX_LENGTH,
  isEditableField,
  isRequiredField,
  PLAIN_TEXT_MAX_LENGTH,
  TEXTFIELD_DEFAULT_MAX_LENGTH,
  type CustomFieldRow,
} from './custom-fields.schema';

// A custom field value's rules by type, used by the edit form (as the user types) and by
// setCustomFieldValue (for real). Values are stored as strings in one canonical form per type.

export type ValueCheck = { ok: true; value: string | null } | { ok: false; message: string };

type FieldRules = Pick<CustomFieldRow, 'type' | 'max_length' | 'options' | 'expense_required'>;

/**
 * name@domain.tld: one @, no spaces, a dot inside the domain. Checked in one pass over at most
 * MAX_EMAIL_LENGTH characters: the regex it replaces backtracked quadratically on long values.
 */
function isEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  return text.slice(at + 2, -1).includes('.');
}

export const textLimitOf = (f: Pick<CustomFieldRow, 'type' | 'max_length'>): number | null =>
  f.type === 'textfield'
    ? (f.max_length ?? TEXTFIELD_DEFAULT_MAX_LENGTH)
    : f.type === 'plain_text'
      ? PLAIN_TEXT_MAX_LENGTH
      : f.type === 'hyperlink'
        ? HYPERLINK_MAX_LENGTH
        : f.type === 'email'
          ? MAX_EMAIL_LENGTH
          : null;

/**
 * Checks one value as typed or sent: '' and null clear the field (refused for required ones).
 * Dates are accepted as YYYY-MM-DD or dd/mm/yyyy and stored as YYYY-MM-DD.
 */
export function checkCustomValue(field: FieldRules, raw: unknown): ValueCheck {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return isRequiredField(field) ? { ok: false, message: messages.validation.required } : { ok: true, value: null };
  }
  if (typeof raw === 'number' && field.type !== 'money' && field.type !== 'auto_incrementing_int') return { ok: false, message: messages.http.invalidInput };
  const text = typeof raw === 'number' ? String(raw) : String(raw);
  const limit = textLimitOf(field);
  if (limit !== null && text.length > limit) return { ok: false, message: messages.validation.tooLong(limit) };
  switch (field.type) {
    case 'textfield':
    case 'plain_text':
      return { ok: true, value: text };
    case 'hyperlink': {
      const t = text.trim();
      return webHref(t) ? { ok: true, value: t } : { ok: false, message: messages.validation.invalidUrl };
    }
    case 'email':
      return isEmailAddress(text.trim()) ? { ok: true, value: text.trim() } : { ok: false, message: messages.validation.invalidEmail };
    case 'money':
      return parseMoney(text);
    case 'date': {
      const t = text.trim();
      const iso = isValidIsoDate(t) ? t : parseDmy(t);
      return iso ? { ok: true, value: iso } : { ok: false, message: messages.validation.invalidDate };
    }
    case 'select_option':
      return field.options.some((o) => o.id === text) ? { ok: true, value: text } : { ok: false, message: messages.customFields.unknownOption };
    case 'auto_incrementing_int':
      return { ok: false, message: messages.customFields.autoNumber };
  }
}

/** A stored value as shown: the option's name, an amount, a dd/mm/yyyy date, or the text. */
export function customValueName(field: Pick<CustomFieldRow, 'type' | 'options'>, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'select_option') return field.options.find((o) => o.id === value)?.option_name ?? null;
  if (field.type === 'money') return formatMoney(value);
  if (field.type === 'date') return formatDate(value);
  return value;
}

/** The value as a plain sortable / filterable text or number, for list columns and segments. */
export function customValueForList(field: Pick<CustomFieldRow, 'type' | 'options'>, value: string | null | undefined): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'money' || field.type === 'auto_incrementing_int') return Number(value);
  if (field.type === 'select_option') return field.options.find((o) => o.id === value)?.option_name ?? null;
  return value;
}

/** The custom fields a file may fill for an object type, keyed as the mirror's values rows key them (auto numbers are given, not imported). */
export const importableCustomFields = (fields: readonly CustomFieldRow[], type: ObjectType) =>
  fields.filter((f) => f.object_type === type && isEditableField(f)).map((f) => ({ key: customValueKey(f.id), label: f.name, field: f }));

/** The field id of an import column's key (`custom_field_{id}`), or null for the object's own fields. */
export const customFieldOfColumn = fieldIdOfKey;

/** A file's cell for a custom field: a select option by its name (or id), the rest as the form takes them. */
export function importedCustomValue(field: FieldRules, text: string): ValueCheck {
  if (field.type === 'select_option' && text.trim()) {
    const option = field.options.find((o) => o.id === text.trim() || foldText(o.option_name) === foldText(text.trim()));
    return option ? { ok: true, value: option.id } : { ok: false, message: messages.customFields.unknownOption };
  }
  return checkCustomValue(field, text);
}
