import { z } from 'zod';
import { defineMutation } from '../sync/mutation';
import {
  cfNameOf,
  customFieldDeleteSchema,
  customFieldObjectTypeSchema,
  customFieldSaveSchema,
  customValueKey,
  setCustomFieldValueSchema,
  type CustomFieldRow,
  type CustomFieldValuesRow,
} from './custom-fields.schema';

// The custom-fields writes, replayed by the outbox as the documented calls. Values are checked by
// type (custom-field-values.ts) in the form before they get here, and again by the server.

/** Values by field id, in their canonical text form; null clears a field. */
const setValuesArgs = z.object({
  object_type: customFieldObjectTypeSchema,
  object_id: z.uuid(),
  values: z.record(z.uuid(), z.string().nullable()),
});

export const customFieldValuesSet = defineMutation({
  name: 'customFields.setValues',
  title: 'Edit custom fields',
  args: setValuesArgs,
  table: 'custom_field_values',
  entityId: (a) => a.object_id,
  changedFields: (a) => Object.keys(a.values).map(customValueKey),
  method: 'POST',
  path: '/api/custom_fields/setCustomFieldValue',
  body: setCustomFieldValueSchema,
  // The documented call carries each value as custom_field_<id>.
  bodyOf: (a, base) => ({
    object_type: a.object_type,
    object_id: a.object_id,
    ...Object.fromEntries(Object.entries(a.values).map(([id, v]) => [customValueKey(id), v])),
    ...(base ? { base } : {}),
  }),
  apply: (row: CustomFieldValuesRow | null, a): CustomFieldValuesRow => {
    const next: CustomFieldValuesRow = row ? { ...row } : { id: a.object_id, related_object: a.object_type, related_object_id: a.object_id, version: 0 };
    for (const [id, v] of Object.entries(a.values)) next[customValueKey(id) as `custom_field_${string}`] = v;
    return next;
  },
  describe: (_row, a) => `Custom fields of ${a.object_type} ${a.object_id.slice(0, 8)}`,
});

export const customFieldSave = defineMutation({
  name: 'customFields.save',
  title: 'Save custom field',
  args: customFieldSaveSchema,
  table: 'custom_fields',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/custom_fields/save',
  body: customFieldSaveSchema,
  apply: (row: CustomFieldRow | null, a): CustomFieldRow => ({
    id: a.id,
    object_type: a.object_type,
    name: a.name,
    cf_name: cfNameOf(a.name),
    // The server refuses a type change; the mirror keeps the stored one meanwhile.
    type: row?.type ?? a.type,
    max_length: a.type === 'textfield' ? (a.max_length ?? null) : null,
    options: a.type === 'select_option' ? a.options : [],
    employee_visibility: a.employee_visibility,
    expense_visibility: a.expense_visibility,
    expense_required: a.expense_required,
    priority: a.priority,
    version: row?.version ?? 0,
  }),
  describe: (row, a) => `Custom field ${row?.name ?? a.name}`,
});

export const customFieldDelete = defineMutation({
  name: 'customFields.delete',
  title: 'Delete custom field',
  args: customFieldDeleteSchema,
  table: 'custom_fields',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/custom_fields/delete',
  body: customFieldDeleteSchema,
  apply: () => null,
  describe: (row: CustomFieldRow | null, a) => `Custom field ${row?.name ?? a.id.slice(0, 8)}`,
});

export const customFieldsMutations = [customFieldValuesSet, customFieldSave, customFieldDelete];
