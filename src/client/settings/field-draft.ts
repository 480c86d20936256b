import { z } from 'zod';
import {
  customFieldSaveSchema,
  MAX_CUSTOM_FIELDS_PER_TYPE,
  TEXTFIELD_DEFAULT_MAX_LENGTH,
  type CustomFieldOption,
  type CustomFieldRow,
  type CustomFieldSaveBody,
  type CustomFieldType,
} from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import type { ObjectType } from '../../shared/objects';

// The custom-field definition form as plain data: what it starts from, how it is checked (the
// shared save schema, plus the rules that need the other fields of the type) and what it sends.

export interface FieldDraft {
  name: string;
  type: CustomFieldType;
  /** As typed; blank means the default of 240. */
  max_length: string;
  options: CustomFieldOption[];
  employee_visibility: boolean;
  expense_visibility: boolean;
  expense_required: boolean;
}

export const newDraft = (): FieldDraft => ({
  name: '',
  type: 'textfield',
  max_length: String(TEXTFIELD_DEFAULT_MAX_LENGTH),
  options: [],
  employee_visibility: false,
  expense_visibility: false,
  expense_required: false,
});

export const draftOf = (f: CustomFieldRow): FieldDraft => ({
  name: f.name,
  type: f.type,
  max_length: String(f.max_length ?? TEXTFIELD_DEFAULT_MAX_LENGTH),
  options: f.options,
  employee_visibility: f.employee_visibility === 1,
  expense_visibility: f.expense_visibility === 1,
  expense_required: f.expense_required === 1,
});

/** A stored definition as the save call wants it, with some of it changed (a move changes the priority). */
export const saveArgsOf = (f: CustomFieldRow, patch: Partial<CustomFieldSaveBody> = {}): CustomFieldSaveBody => ({
  id: f.id,
  object_type: f.object_type,
  name: f.name,
  type: f.type,
  max_length: f.type === 'textfield' ? f.max_length : null,
  options: f.options,
  employee_visibility: f.employee_visibility,
  expense_visibility: f.expense_visibility,
  expense_required: f.expense_required,
  priority: f.priority,
  ...patch,
});

export type DraftErrors = Partial<Record<'name' | 'max_length' | 'options', string>> & { option?: Record<string, string> };
export type DraftCheck = { ok: true; args: CustomFieldSaveBody } | { ok: false; errors: DraftErrors };

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;

/** Checks a draft against the shared schema and the type's other fields (`others` excludes this one). */
export function checkDraft(
  d: FieldDraft,
  at: { id: string; object_type: ObjectType; priority: number; isNew: boolean },
  others: readonly CustomFieldRow[],
): DraftCheck {
  const maxText = d.max_length.trim();
  const body = {
    id: at.id,
    object_type: at.object_type,
    name: d.name,
    type: d.type,
    max_length: d.type === 'textfield' ? (maxText === '' ? TEXTFIELD_DEFAULT_MAX_LENGTH : Number(maxText)) : null,
    options: d.type === 'select_option' ? d.options.map((o) => ({ id: o.id, option_name: o.option_name.trim() })) : [],
    employee_visibility: flag(d.employee_visibility),
    expense_visibility: flag(d.expense_visibility),
    expense_required: flag(d.expense_required),
    priority: at.priority,
  };
  const errors: DraftErrors = {};
  const parsed = customFieldSaveSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [key, index] = issue.path;
      if (key === 'name' || key === 'max_length') errors[key] ??= issue.message;
      else if (key === 'options' && typeof index === 'number') (errors.option ??= {})[body.options[index]!.id] ??= issue.message;
      else if (key === 'options') errors.options ??= issue.message;
    }
  }
  if (d.type === 'textfield' && maxText !== '' && !/^\d+$/.test(maxText)) errors.max_length = 'Enter a whole number of characters.';
  // The server's rules: names unique per type ignoring case, and each option its own name.
  const lower = (t: string) => t.trim().toLowerCase();
  if (!errors.name && others.some((o) => lower(o.name) === lower(d.name))) errors.name = messages.customFields.nameTaken;
  if (d.type === 'select_option' && body.options.length === 0) errors.options = messages.customFields.optionsRequired;
  const seen = new Set<string>();
  for (const o of body.options) {
    if (o.option_name && seen.has(lower(o.option_name))) (errors.option ??= {})[o.id] ??= messages.customFields.optionTwice;
    seen.add(lower(o.option_name));
  }
  if (at.isNew && others.length >= MAX_CUSTOM_FIELDS_PER_TYPE) errors.name ??= messages.customFields.tooMany;
  return Object.keys(errors).length > 0 || !parsed.success ? { ok: false, errors } : { ok: true, args: parsed.data };
}

/**
 * The form's schema: the draft as typed, refused with checkDraft's messages where checkDraft
 * refuses it (an option's message at that option's name), so a form resolver shows them per field.
 */
export function fieldDraftSchema(at: Parameters<typeof checkDraft>[1], others: readonly CustomFieldRow[]) {
  return z
    .object({
      name: z.string(),
      type: customFieldSaveSchema.shape.type,
      max_length: z.string(),
      options: z.array(z.object({ id: z.string(), option_name: z.string() })),
      employee_visibility: z.boolean(),
      expense_visibility: z.boolean(),
      expense_required: z.boolean(),
    })
    .superRefine((d, ctx) => {
      const result = checkDraft(d, at, others);
      if (result.ok) return;
      const { option, ...fields } = result.errors;
      for (const [key, message] of Object.entries(fields)) ctx.addIssue({ code: 'custom', path: [key], message });
      for (const [id, message] of Object.entries(option ?? {}))
        ctx.addIssue({ code: 'custom', path: ['options', d.options.findIndex((o) => o.id === id), 'option_name'], message });
    });
}

/** Moves a field one place up (-1) or down (1) and numbers them all again; answers only those whose priority changed. */
export function reorder(fields: readonly CustomFieldRow[], index: number, delta: -1 | 1): CustomFieldRow[] {
  const to = index + delta;
  if (to < 0 || to >= fields.length) return [];
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next.flatMap((f, i) => (f.priority === i ? [] : [{ ...f, priority: i }]));
}
