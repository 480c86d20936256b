import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { customValueName } from '../../shared/custom-fields/custom-field-values';
import { CUSTOM_VALUE_PREFIX, customValueKey, type CustomFieldValuesRow, type CustomFieldWithValue } from '../../shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { jsonArraySql } from '../db/json-row-sql';
import { users } from '../db/schema/auth';
import { customFieldValues } from '../db/schema/custom-fields';
import { pointsAtVisibleObject } from '../objects/object-access';
import { type ChangeWindow, inWindow, sqlRowSelection, type SqlRowsQuery } from '../sync/changes';
import { listFields } from './custom-fields.repo';

// One values row per object: its id is the object's id, `values` maps field id to the value in
// its canonical text form. Answers carry it flat, one `custom_field_{id}` key per value.

export type StoredValues = Record<string, string>;

interface RawRow {
  id: string;
  related_object: ObjectType;
  related_object_id: string;
  values: StoredValues;
  version: number;
}

const rowColumns = {
  id: customFieldValues.id,
  related_object: customFieldValues.related_object,
  related_object_id: customFieldValues.related_object_id,
  values: customFieldValues.values,
  version: customFieldValues.version,
};

/** The wire shape: the row's keys plus one `custom_field_{id}` key per stored value. */
export function flatRow(r: RawRow): CustomFieldValuesRow {
  const row: CustomFieldValuesRow = { id: r.id, related_object: r.related_object, related_object_id: r.related_object_id, version: Number(r.version) };
  for (const [fieldId, value] of Object.entries(r.values)) row[customValueKey(fieldId) as `custom_field_${string}`] = value;
  return row;
}

export interface StoredRow {
  row: CustomFieldValuesRow;
  values: StoredValues;
  changedBy: { id: string | null; name: string | null };
}

/** An object's values row, with who wrote it last; null when it has none. The caller checked the object. */
export async function valuesRowOf(db: Db, companyId: string, type: ObjectType, id: string): Promise<StoredRow | null> {
  const [r] = await db
    .select({ ...rowColumns, updated_by: customFieldValues.updated_by, updated_by_name: users.name })
    .from(customFieldValues)
    .leftJoin(users, eq(users.id, customFieldValues.updated_by))
    .where(and(eq(customFieldValues.company_id, companyId), eq(customFieldValues.related_object, type), eq(customFieldValues.id, id)));
  if (!r) return null;
  const { updated_by, updated_by_name, ...raw } = r;
  return { row: flatRow(raw), values: raw.values, changedBy: { id: updated_by, name: updated_by_name } };
}

/** The type's fields with the object's values (GET /api/custom_fields/{object}/{id}/values, a detail's custom_fields). The caller checked the object. */
export async function fieldsWithValues(db: Db, companyId: string, type: ObjectType, id: string): Promise<CustomFieldWithValue[]> {
  const stored = (await valuesRowOf(db, companyId, type, id))?.values ?? {};
  return (await listFields(db, companyId, type)).map((f) => ({ ...f, value: stored[f.id] ?? null, value_name: customValueName(f, stored[f.id]) }));
}

/** Replaces an object's values (the row is made on first use). */
export async function putValues(db: Db, p: { companyId: string; type: ObjectType; id: string; values: StoredValues }): Promise<void> {
  await db
    .insert(customFieldValues)
    .values({ id: p.id, company_id: p.companyId, related_object: p.type, related_object_id: p.id, values: p.values })
    .onConflictDoUpdate({ target: customFieldValues.id, set: { values: p.values }, setWhere: eq(customFieldValues.company_id, p.companyId) });
}

/**
 * Removes a field's value from the rows of the company's objects of a type, all of them or (keep)
 * those whose value is not among the kept values. Only rows that hold it change, so only they
 * are sent to the mirrors again.
 */
export async function clearFieldValues(db: Db, p: { companyId: string; type: ObjectType; fieldId: string; keep?: string[] }): Promise<void> {
  const value = sql`${customFieldValues.values} ->> ${p.fieldId}::text`;
  const conditions: SQL[] = [
    eq(customFieldValues.company_id, p.companyId),
    eq(customFieldValues.related_object, p.type),
    sql`${customFieldValues.values} ? ${p.fieldId}::text`,
  ];
  if (p.keep?.length) conditions.push(notInArray(value, p.keep));
  await db
    .update(customFieldValues)
    .set({ values: sql`${customFieldValues.values} - ${p.fieldId}::text` })
    .where(and(...conditions));
}

/** Rows changed after the cursor, in version order (sync pull); visible: the viewer sees the object. */
export function valueChanges(db: Db, viewer: Viewer, w: ChangeWindow): SqlRowsQuery {
  const visible = pointsAtVisibleObject(viewer, customFieldValues.related_object, customFieldValues.related_object_id);
  const v = customFieldValues;
  // flatRow's shape once the client spreads `values` into custom_field_{id} keys (pull-wire.ts).
  const query = db
    .select(sqlRowSelection(jsonArraySql(rowColumns), v, visible))
    .from(v)
    .where(inWindow(v, viewer.company.id, w, visible))
    .orderBy(asc(v.version))
    .limit(w.limit);
  return { cols: Object.keys(rowColumns), spread: { values: CUSTOM_VALUE_PREFIX }, query };
}
