import { checkCustomValue, customValueName } from '../../shared/custom-fields/custom-field-values';
import {
  customValueKey,
  fieldIdOfKey,
  isEditableField,
  valueEntries,
  type CustomFieldRow,
  type CustomFieldValuesRow,
  type SetCustomFieldValueBody,
} from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { recordActivity } from '../activity/record-activity';
import { badRequest, notFound } from '../http/errors';
import { canSeeObject } from '../objects/object-access';
import { ConflictError } from '../sync/conflict';
import type { WriteInfo } from '../sync/run-write';
import { assignAutoNumbers } from './auto-numbers';
import { listFields } from './custom-fields.repo';
import { putValues, valuesRowOf, type StoredValues } from './custom-field-values.repo';

/** Checks every sent value; all or nothing: any refusal names each bad key and nothing is written. */
function checkedValues(fields: ReadonlyMap<string, CustomFieldRow>, body: SetCustomFieldValueBody): Map<string, string | null> {
  const out = new Map<string, string | null>();
  const errors: Record<string, string> = {};
  for (const [id, raw] of valueEntries(body)) {
    const key = customValueKey(id);
    const field = fields.get(id);
    if (!field) errors[key] = messages.customFields.unknownField;
    else if (!isEditableField(field)) errors[key] = messages.customFields.autoNumber;
    else {
      const check = checkCustomValue(field, raw);
      if (check.ok) out.set(id, check.value);
      else errors[key] = check.message;
    }
  }
  if (Object.keys(errors).length) throw badRequest(messages.form.customFieldsInvalid, errors);
  return out;
}

/** 'a', 'a and b', 'a, b and c'. */
const listOf = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : names[0]!);

/** '425.5' and '425.50' are the same amount: retyping it is no change. */
const sameValue = (field: CustomFieldRow, a: string | null, b: string | null): boolean =>
  a === b || (field.type === 'money' && a !== null && b !== null && Number(a) === Number(b));

/** The fields named in `base` whose stored value is no longer what the device last saw. */
function staleFields(fields: ReadonlyMap<string, CustomFieldRow>, stored: StoredValues, base: Record<string, string | null>): CustomFieldRow[] {
  const stale: CustomFieldRow[] = [];
  for (const [key, seen] of Object.entries(base)) {
    const field = fields.get(fieldIdOfKey(key) ?? '');
    if (!field) throw badRequest(messages.sync.unknownBaseField(key), { [`base.${key}`]: messages.sync.unknownBaseField(key) });
    // null and '' both mean empty: a cleared field is not stored at all.
    if ((seen ?? '').trim() !== (stored[field.id] ?? '').trim()) stale.push(field);
  }
  return stale;
}

/**
 * POST /api/custom_fields/setCustomFieldValue. Only the sent keys change, so two devices filling
 * different fields of one object both land; with `base` (from the outbox) a key whose value
 * changed meanwhile refuses the whole call with 409 and the current row.
 */
export async function setCustomValues(tx: Db, write: WriteInfo, body: SetCustomFieldValueBody): Promise<WriteAnswer<CustomFieldValuesRow>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const { object_type: type, object_id: id } = body;
  if (!(await canSeeObject(tx, viewer, type, id))) throw notFound(messages.customFields.objectNotFound);

  const fields = new Map((await listFields(tx, companyId, type)).map((f) => [f.id, f]));
  const next = checkedValues(fields, body);
  const stored = await valuesRowOf(tx, companyId, type, id);
  const before = stored?.values ?? {};
  if (body.base) {
    const stale = staleFields(fields, before, body.base);
    if (stale.length) {
      const changedBy = stored?.changedBy ?? { id: null, name: null };
      const current = stored ? { ...stored.row } : null;
      throw new ConflictError(messages.sync.conflict(listOf(stale.map((f) => f.name)), changedBy.name), current, changedBy);
    }
  }

  const after: StoredValues = { ...before };
  const changes: { field: string; field_id: string; old: string | null; new: string | null }[] = [];
  for (const [fieldId, value] of next) {
    const field = fields.get(fieldId)!;
    if (sameValue(field, before[fieldId] ?? null, value)) continue;
    if (value === null) delete after[fieldId];
    else after[fieldId] = value;
    changes.push({ field: field.name, field_id: fieldId, old: customValueName(field, before[fieldId]), new: customValueName(field, value) });
  }
  if (changes.length || !stored) await putValues(tx, { companyId, type, id, values: after });
  await assignAutoNumbers(tx, companyId, type, id);
  if (changes.length) {
    await recordActivity(tx, write, { related_object: type, related_object_id: id, event_type: 'custom_fields_updated', event_info_json: { changes } });
  }
  return { data: (await valuesRowOf(tx, companyId, type, id))!.row };
}
