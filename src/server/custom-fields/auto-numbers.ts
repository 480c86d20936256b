import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ObjectType } from '../../shared/objects';
import { objectTableOf } from '../areas';
import type { Db } from '../db/database';
import { customFieldValues, customFields } from '../db/schema/custom-fields';
import { autoNumberFields, takeNumbers } from './custom-fields.repo';
import { putValues, valuesRowOf, type StoredValues } from './custom-field-values.repo';

// Auto-incrementing fields give each object of their type the next number (custom_fields.last_number).
// Everything here runs inside a write holding the company's lock, so numbers never repeat.

/**
 * Gives a new (or not yet numbered) object the next number of each auto-incrementing field of
 * its type that it lacks. Areas that create objects call this in the same write, after inserting
 * the object; a values row is made when the type has such fields. Answers whether it wrote.
 */
export async function assignAutoNumbers(tx: Db, companyId: string, objectType: ObjectType, objectId: string): Promise<boolean> {
  const fields = await autoNumberFields(tx, companyId, objectType);
  if (fields.length === 0) return false;
  const stored = await valuesRowOf(tx, companyId, objectType, objectId);
  const values = { ...(stored?.values ?? {}) };
  const missing = fields.filter((f) => values[f.id] === undefined);
  if (missing.length === 0) return false;
  for (const f of missing) values[f.id] = String(await takeNumbers(tx, f.id));
  await putValues(tx, { companyId, type: objectType, id: objectId, values });
  return true;
}

/**
 * assignAutoNumbers for many new objects at once (an import's step), in their order: a few
 * statements instead of four per object.
 */
export async function assignAutoNumbersToMany(tx: Db, companyId: string, objectType: ObjectType, objectIds: readonly string[]): Promise<void> {
  if (objectIds.length === 0) return;
  const fields = await autoNumberFields(tx, companyId, objectType);
  if (fields.length === 0) return;
  const stored = new Map(
    (
      await tx
        .select({ id: customFieldValues.id, values: customFieldValues.values })
        .from(customFieldValues)
        .where(
          and(eq(customFieldValues.company_id, companyId), eq(customFieldValues.related_object, objectType), inArray(customFieldValues.id, [...objectIds])),
        )
    ).map((r) => [r.id, { ...(r.values as StoredValues) }]),
  );
  const rows = objectIds.map((id) => ({ id, values: stored.get(id) ?? {} }));
  for (const f of fields) {
    const lacking = rows.filter((r) => r.values[f.id] === undefined);
    if (lacking.length === 0) continue;
    const first = await takeNumbers(tx, f.id, lacking.length);
    lacking.forEach((r, i) => (r.values[f.id] = String(first + i)));
  }
  await tx
    .insert(customFieldValues)
    .values(rows.map((r) => ({ id: r.id, company_id: companyId, related_object: objectType, related_object_id: r.id, values: r.values })))
    .onConflictDoUpdate({ target: customFieldValues.id, set: { values: sql`excluded.values` }, setWhere: eq(customFieldValues.company_id, companyId) });
}

/**
 * A new auto-incrementing field numbers the objects of its type already there, oldest first,
 * in one statement, and remembers the last number given.
 */
export async function numberExistingObjects(tx: Db, companyId: string, objectType: ObjectType, fieldId: string): Promise<void> {
  const o = objectTableOf(objectType);
  if (!o) return;
  const numbered = sql`select ${o.id} as id, row_number() over (order by ${o.createdAt}, ${o.id}) as n from ${o.table} where ${o.companyId} = ${companyId}::uuid`;
  await tx.execute(sql`
    insert into ${customFieldValues} (id, company_id, related_object, related_object_id, values)
    select numbered.id, ${companyId}::uuid, ${objectType}, numbered.id, jsonb_build_object(${fieldId}::text, numbered.n::text)
    from (${numbered}) as numbered
    on conflict (id) do update set values = ${customFieldValues}.values || excluded.values
    where ${customFieldValues}.company_id = excluded.company_id`);
  await tx
    .update(customFields)
    .set({ last_number: sql`(select count(*)::int from ${o.table} where ${o.companyId} = ${companyId}::uuid)` })
    .where(eq(customFields.id, fieldId));
}
