import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { byPriority, type CustomFieldRow, type CustomFieldType } from '../../shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { customFields } from '../db/schema/custom-fields';
import { type ChangeWindow, inWindow } from '../sync/changes';

// Custom field definitions: one row per field of an object type in a company.

const fieldColumns = {
  id: customFields.id,
  object_type: customFields.object_type,
  name: customFields.name,
  cf_name: customFields.cf_name,
  type: customFields.type,
  max_length: customFields.max_length,
  options: customFields.options,
  employee_visibility: customFields.employee_visibility,
  expense_visibility: customFields.expense_visibility,
  expense_required: customFields.expense_required,
  priority: customFields.priority,
  version: customFields.version,
};

const toRow = (r: CustomFieldRow): CustomFieldRow => ({ ...r, version: Number(r.version) });

/** The company's fields of one object type (all types when omitted), in form order. */
export async function listFields(db: Db, companyId: string, type?: ObjectType): Promise<CustomFieldRow[]> {
  const conditions: SQL[] = [eq(customFields.company_id, companyId)];
  if (type) conditions.push(eq(customFields.object_type, type));
  const rows = await db
    .select(fieldColumns)
    .from(customFields)
    .where(and(...conditions));
  return rows.map(toRow).sort(byPriority);
}

/** One field of the company, or null (unknown, or another company's). */
export async function getField(db: Db, companyId: string, id: string): Promise<CustomFieldRow | null> {
  const [row] = await db
    .select(fieldColumns)
    .from(customFields)
    .where(and(eq(customFields.company_id, companyId), eq(customFields.id, id)));
  return row ? toRow(row) : null;
}

/** Which company a field id belongs to, if any: a client-made id must not take another's. */
export async function fieldIdOwner(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ company_id: customFields.company_id }).from(customFields).where(eq(customFields.id, id));
  return row?.company_id ?? null;
}

/** Whether another field of this object type already has this name, ignoring case. */
export async function nameTaken(db: Db, p: { companyId: string; type: ObjectType; name: string; exceptId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(
        eq(customFields.company_id, p.companyId),
        eq(customFields.object_type, p.type),
        ne(customFields.id, p.exceptId),
        sql`lower(${customFields.name}) = lower(${p.name})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function countFields(db: Db, companyId: string, type: ObjectType): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customFields)
    .where(and(eq(customFields.company_id, companyId), eq(customFields.object_type, type)));
  return Number(row?.n ?? 0);
}

export type FieldValues = Omit<CustomFieldRow, 'version'>;

/** Inserts or replaces a definition (the caller checked type and ownership). */
export async function putField(db: Db, companyId: string, f: FieldValues): Promise<void> {
  const { id, ...rest } = f;
  await db
    .insert(customFields)
    .values({ id, company_id: companyId, ...rest })
    .onConflictDoUpdate({ target: customFields.id, set: rest, setWhere: eq(customFields.company_id, companyId) });
}

export async function deleteField(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(customFields).where(and(eq(customFields.company_id, companyId), eq(customFields.id, id)));
}

/** The auto-incrementing fields of an object type, for numbering objects. */
export async function autoNumberFields(db: Db, companyId: string, type: ObjectType): Promise<{ id: string }[]> {
  const auto: CustomFieldType = 'auto_incrementing_int';
  return db
    .select({ id: customFields.id })
    .from(customFields)
    .where(and(eq(customFields.company_id, companyId), eq(customFields.object_type, type), eq(customFields.type, auto)))
    .orderBy(asc(customFields.id));
}

/** Takes the next number of an auto-incrementing field (inside the company's write lock). */
export async function takeNumbers(db: Db, fieldId: string, count = 1): Promise<number> {
  const [row] = await db
    .update(customFields)
    .set({ last_number: sql`${customFields.last_number} + ${count}` })
    .where(eq(customFields.id, fieldId))
    .returning({ last: customFields.last_number });
  return Number(row!.last) - count + 1;
}

/** Definitions changed after the cursor (sync pull): every viewer with the right sees them all. */
export async function fieldChanges(db: Db, viewer: Viewer, w: ChangeWindow): Promise<CustomFieldRow[]> {
  const rows = await db
    .select(fieldColumns)
    .from(customFields)
    .where(inWindow(customFields, viewer.company.id, w))
    .orderBy(asc(customFields.version))
    .limit(w.limit);
  return rows.map(toRow);
}
