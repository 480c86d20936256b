import { cfNameOf, MAX_CUSTOM_FIELDS_PER_TYPE, type CustomFieldRow, type CustomFieldSaveBody } from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import { canSeeObjectType } from '../../shared/policy/object-rights';
import { can } from '../../shared/policy/policy';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { numberExistingObjects } from './auto-numbers';
import { countFields, deleteField, fieldIdOwner, getField, nameTaken, putField, type FieldValues } from './custom-fields.repo';
import { clearFieldValues } from './custom-field-values.repo';

const m = messages.customFields;

/** The definition as stored: options only for select fields, a length only for limited text. */
function definition(body: CustomFieldSaveBody): FieldValues {
  return {
    id: body.id,
    object_type: body.object_type,
    name: body.name,
    cf_name: cfNameOf(body.name),
    type: body.type,
    // null: the spec's default of 240 (textLimitOf), as the device's own copy says.
    max_length: body.type === 'textfield' ? (body.max_length ?? null) : null,
    options: body.type === 'select_option' ? body.options : [],
    employee_visibility: body.employee_visibility,
    expense_visibility: body.expense_visibility,
    expense_required: body.expense_required,
    priority: body.priority,
  };
}

function checkOptions(f: FieldValues): void {
  if (f.type !== 'select_option') return;
  if (f.options.length === 0) throw badRequest(m.optionsRequired, { options: m.optionsRequired });
  const ids = new Set(f.options.map((o) => o.id));
  const names = new Set(f.options.map((o) => o.option_name.toLowerCase()));
  if (ids.size !== f.options.length || names.size !== f.options.length) throw badRequest(m.optionTwice, { options: m.optionTwice });
}

/**
 * POST /api/custom_fields/save: creates a field under the id the device made, or updates one. A
 * field keeps its object type and type; options taken off a select field clear the values that
 * chose them, and a new auto-incrementing field numbers the objects already there, all in this write.
 */
export async function saveField(tx: Db, write: WriteInfo, body: CustomFieldSaveBody): Promise<WriteAnswer<CustomFieldRow>> {
  const companyId = write.viewer.company.id;
  const owner = await fieldIdOwner(tx, body.id);
  if (owner !== null && owner !== companyId) throw notFound(m.fieldNotFound);
  const existing = owner ? await getField(tx, companyId, body.id) : null;
  // Definitions follow the rights of their object type (shared/policy/object-rights.ts).
  if (existing && !canSeeObjectType(write.viewer, existing.object_type)) throw notFound(m.fieldNotFound);
  if (!canSeeObjectType(write.viewer, body.object_type)) throw forbidden();
  const f = definition(body);

  if (existing && existing.object_type !== f.object_type) throw badRequest(m.objectTypeFixed, { object_type: m.objectTypeFixed });
  if (existing && existing.type !== f.type) throw badRequest(m.typeFixed, { type: m.typeFixed });
  if (!existing && (await countFields(tx, companyId, f.object_type)) >= MAX_CUSTOM_FIELDS_PER_TYPE) throw badRequest(m.tooMany);
  if (await nameTaken(tx, { companyId, type: f.object_type, name: f.name, exceptId: f.id })) throw badRequest(m.nameTaken, { name: m.nameTaken });
  checkOptions(f);
  const visibility = existing ?? { employee_visibility: 0, expense_visibility: 0 };
  const visibilityChanged = visibility.employee_visibility !== f.employee_visibility || visibility.expense_visibility !== f.expense_visibility;
  if (visibilityChanged && !can(write.viewer, 'settings.sensitive')) throw forbidden(m.visibilityNeedsRight);

  await putField(tx, companyId, f);
  if (existing?.type === 'select_option') {
    await clearFieldValues(tx, { companyId, type: f.object_type, fieldId: f.id, keep: f.options.map((o) => o.id) });
  }
  if (!existing && f.type === 'auto_incrementing_int') await numberExistingObjects(tx, companyId, f.object_type, f.id);
  return { data: (await getField(tx, companyId, f.id))! };
}

/**
 * POST /api/custom_fields/delete: the definition and its value on every object go together, so
 * the mirrors get the stripped rows with the tombstone. The answer has no row: there is none.
 */
export async function deleteFieldWrite(tx: Db, write: WriteInfo, id: string): Promise<WriteAnswer<null>> {
  const companyId = write.viewer.company.id;
  const field = await getField(tx, companyId, id);
  if (!field || !canSeeObjectType(write.viewer, field.object_type)) throw notFound(m.fieldNotFound);
  await clearFieldValues(tx, { companyId, type: field.object_type, fieldId: id });
  await deleteField(tx, companyId, id);
  return { data: null };
}
