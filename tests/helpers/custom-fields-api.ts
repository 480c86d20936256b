import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { customFieldValues, customFields } from '../../src/server/db/schema/custom-fields';
import { customValueKey, type CustomFieldRow, type CustomFieldValuesRow, type CustomFieldWithValue } from '../../src/shared/custom-fields/custom-fields.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { ObjectType } from '../../src/shared/objects';
import type { Client, Response } from './test-app';

// The custom field calls, and the tables behind them read directly, for the custom-fields tests.

/** GET /api/custom_fields/getCustomFields, asserted to answer 200. */
export async function fieldsOf(c: Client, type: ObjectType): Promise<CustomFieldRow[]> {
  const res = await c.get('/api/custom_fields/getCustomFields', { object_type: type });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CustomFieldRow[] }>().data;
}

/** The field of this name among the type's fields (the demo's, or one a test made). */
export async function fieldNamed(c: Client, type: ObjectType, name: string): Promise<CustomFieldRow> {
  const field = (await fieldsOf(c, type)).find((f) => f.name === name);
  if (!field) throw new Error(`No ${type} field named ${name}`);
  return field;
}

/** GET /api/custom_fields/{object}/{id}/values, asserted to answer 200. */
export async function objectValuesOf(c: Client, type: ObjectType, id: string): Promise<CustomFieldWithValue[]> {
  const res = await c.get(`/api/custom_fields/${type}/${id}/values`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CustomFieldWithValue[] }>().data;
}

/** POST /api/custom_fields/setCustomFieldValue with values by field id, optionally as an outbox replay. */
export function setValues(
  c: Client,
  type: ObjectType,
  id: string,
  values: Record<string, unknown>,
  opts: { base?: Record<string, string | null>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const keyed = Object.fromEntries(Object.entries(values).map(([fieldId, v]) => [customValueKey(fieldId), v]));
  return c.request({
    method: 'POST',
    url: '/api/custom_fields/setCustomFieldValue',
    payload: { object_type: type, object_id: id, ...keyed, ...(opts.base ? { base: opts.base } : {}) },
    headers: opts.headers ?? {},
  });
}

export type SaveBody = Partial<Omit<CustomFieldRow, 'version' | 'cf_name'>> & Pick<CustomFieldRow, 'object_type' | 'name' | 'type'>;

/** POST /api/custom_fields/save; a new id unless the body has one. */
export const saveField = (c: Client, body: SaveBody): Promise<Response> => c.post('/api/custom_fields/save', { id: uuidv7(), ...body });

/** POST /api/custom_fields/save, asserted to answer 200; answers the stored field. */
export async function createField(c: Client, body: SaveBody): Promise<CustomFieldRow> {
  const res = await saveField(c, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CustomFieldRow }>().data;
}

export const deleteField = (c: Client, id: string): Promise<Response> => c.post('/api/custom_fields/delete', { id });

/** The answer's error, with its per-field messages. */
export const errorOf = (res: Response) => res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

/** An object's stored values by field id, straight from the database; undefined without a row. */
export async function storedValues(db: Db, id: string): Promise<Record<string, string> | undefined> {
  const [row] = await db.select({ values: customFieldValues.values }).from(customFieldValues).where(eq(customFieldValues.id, id));
  return row?.values;
}

/** Every values row and definition of a company: a refused write must leave both as they were. */
export async function customFieldTables(db: Db, companyId: string) {
  return {
    fields: await db.select().from(customFields).where(eq(customFields.company_id, companyId)).orderBy(customFields.id),
    values: await db
      .select()
      .from(customFieldValues)
      .where(and(eq(customFieldValues.company_id, companyId)))
      .orderBy(customFieldValues.id),
  };
}

/** The value of a field on a values row as the API sends it (flat keys). */
export const valueOn = (row: CustomFieldValuesRow | Record<string, unknown>, fieldId: string) => (row as Record<string, unknown>)[customValueKey(fieldId)];
