import { z } from 'zod';
import { messages } from '../messages';
import { OBJECT_TYPES, type ObjectType } from '../objects';
import { stripControlCharacters, textInput } from '../input-schemas';

// Custom fields (fleet-and-assets.md sections 3 and 5, software-contracts-push.md sections 3 and 5,
// trainings.md section 3): extra fields defined per object type, with values kept per object under
// `custom_field_{id}` keys. Definitions and values are both mirrored and written through the outbox.

export const CUSTOM_FIELD_TYPES = ['textfield', 'plain_text', 'hyperlink', 'money', 'date', 'email', 'select_option', 'auto_incrementing_int'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  textfield: 'Text (limited length)',
  plain_text: 'Plain text',
  hyperlink: 'Hyperlink',
  money: 'Money',
  date: 'Date',
  email: 'Email',
  select_option: 'Select option',
  auto_incrementing_int: 'Auto-incrementing number',
};

/** Spec: limited text custom field, default max 240 characters. */
export const TEXTFIELD_DEFAULT_MAX_LENGTH = 240;
export const TEXTFIELD_MAX_LENGTH_LIMIT = 2000;
export const PLAIN_TEXT_MAX_LENGTH = 5000;
export const HYPERLINK_MAX_LENGTH = 2000;
export const CUSTOM_FIELD_NAME_MAX_LENGTH = 100;
export const OPTION_NAME_MAX_LENGTH = 100;
export const MAX_OPTIONS_PER_FIELD = 100;
export const MAX_CUSTOM_FIELDS_PER_TYPE = 100;

/** The object a value row or a definition belongs to. */
export const customFieldObjectTypeSchema = z.enum(OBJECT_TYPES);

export const customFieldOptionSchema = z.object({
  id: z.uuid(),
  option_name: textInput(OPTION_NAME_MAX_LENGTH).min(1, messages.validation.required),
});
export type CustomFieldOption = z.infer<typeof customFieldOptionSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);

/** POST /api/custom_fields/save: creates (client-made id) or updates a definition. */
export const customFieldSaveSchema = z.object({
  id: z.uuid(),
  object_type: customFieldObjectTypeSchema,
  name: textInput(CUSTOM_FIELD_NAME_MAX_LENGTH).min(1, messages.validation.required),
  type: z.enum(CUSTOM_FIELD_TYPES),
  /** textfield only: the most characters a value may have. */
  max_length: z.number().int().min(1).max(TEXTFIELD_MAX_LENGTH_LIMIT).nullable().optional(),
  /** select_option only. */
  options: z.array(customFieldOptionSchema).max(MAX_OPTIONS_PER_FIELD).optional().default([]),
  employee_visibility: flag.optional().default(0),
  expense_visibility: flag.optional().default(0),
  expense_required: flag.optional().default(0),
  /** Order on forms and tables, lowest first. */
  priority: z.number().int().min(0).max(100_000).optional().default(0),
});
export type CustomFieldSaveBody = z.output<typeof customFieldSaveSchema>;

export const customFieldDeleteSchema = z.object({ id: z.uuid() });

/** A definition as the pull, the mirror and getCustomFields carry it. */
export interface CustomFieldRow {
  id: string;
  object_type: ObjectType;
  name: string;
  /** A machine name derived from the name (cfNameOf). */
  cf_name: string;
  type: CustomFieldType;
  max_length: number | null;
  options: CustomFieldOption[];
  employee_visibility: 0 | 1;
  expense_visibility: 0 | 1;
  expense_required: 0 | 1;
  priority: number;
  version: number;
}

/** Key of a custom field's value on a values row and in setCustomFieldValue: `custom_field_{id}`. */
export const CUSTOM_VALUE_PREFIX = 'custom_field_';
export const customValueKey = (fieldId: string) => `${CUSTOM_VALUE_PREFIX}${fieldId}` as const;
export const fieldIdOfKey = (key: string): string | null => (key.startsWith(CUSTOM_VALUE_PREFIX) ? key.slice(CUSTOM_VALUE_PREFIX.length) : null);

/**
 * One object's custom field values, as the pull, the mirror and setCustomFieldValue's answer carry
 * them: the row's id is the object's id (so a device filling a field offline makes the very row
 * the server will make), and each set value sits under its `custom_field_{id}` key as a string
 * (money a decimal string, dates YYYY-MM-DD, a select option its option id).
 */
export interface CustomFieldValuesRow {
  id: string;
  related_object: ObjectType;
  related_object_id: string;
  version: number;
  [key: `custom_field_${string}`]: string | null;
}

/** A raw value as sent: strings, numbers (money, numbers), or null to clear. */
const rawValue = z.union([
  z
    .string()
    .overwrite(stripControlCharacters)
    .max(TEXTFIELD_MAX_LENGTH_LIMIT + PLAIN_TEXT_MAX_LENGTH),
  z.number(),
  z.null(),
]);
const valueKey = z.string().regex(/^custom_field_[0-9a-f-]{36}$/i, messages.customFields.unknownField);

/**
 * POST /api/custom_fields/setCustomFieldValue: object_id plus one `custom_field_{id}` key per value
 * to set (spec). `base` (from the outbox) holds those keys' values as the device last saw them.
 */
export const setCustomFieldValueSchema = z
  .object({
    object_type: customFieldObjectTypeSchema,
    object_id: z.uuid(),
    base: z
      .record(valueKey, z.union([z.string(), z.null()]))
      .nullable()
      .optional(),
  })
  .catchall(rawValue)
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (key === 'object_type' || key === 'object_id' || key === 'base') continue;
      if (!valueKey.safeParse(key).success) ctx.addIssue({ code: 'custom', path: [key], message: messages.customFields.unknownField });
    }
  });
export type SetCustomFieldValueBody = z.output<typeof setCustomFieldValueSchema>;

/** The `custom_field_{id}` entries of a setCustomFieldValue body. */
export function valueEntries(body: Record<string, unknown>): [fieldId: string, raw: unknown][] {
  return Object.entries(body).flatMap(([k, v]) => {
    const id = fieldIdOfKey(k);
    return id ? [[id, v] as [string, unknown]] : [];
  });
}

/** getCustomFields?object_type= ; getCustomFieldOptions?custom_field_id= */
export const getCustomFieldsQuerySchema = z.object({ object_type: customFieldObjectTypeSchema });
export const getCustomFieldOptionsQuerySchema = z.object({ custom_field_id: z.uuid() });
/** GET /api/custom_fields/{object}/{id}/values: the object's fields with value and value_name. */
export const objectValuesParamsSchema = z.object({ object: customFieldObjectTypeSchema, id: z.uuid() });

/** A field with one object's value, as the detail answers' `custom_fields` carry it (spec). */
export interface CustomFieldWithValue extends CustomFieldRow {
  value: string | null;
  /** The value as shown: a select option's name, a money amount, a dd/mm/yyyy date. */
  value_name: string | null;
}

/** A machine name for a field: lower case, letters and digits joined by underscores. */
export function cfNameOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'field'
  );
}

/** Spec: select options and expense-required fields must be filled. */
export const isRequiredField = (f: Pick<CustomFieldRow, 'type' | 'expense_required'>): boolean => f.type === 'select_option' || f.expense_required === 1;

/** Auto-incrementing numbers are given by the server, never typed. */
export const isEditableField = (f: Pick<CustomFieldRow, 'type'>): boolean => f.type !== 'auto_incrementing_int';

/** Definitions in form and column order: priority, then name. */
export const byPriority = (a: CustomFieldRow, b: CustomFieldRow): number => a.priority - b.priority || a.name.localeCompare(b.name);

/** A custom field's list column (and sort key) is named cf_{field id}, on the device and in the API. */
export const CUSTOM_COLUMN_PREFIX = 'cf_';
