import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { customValueName } from '../../shared/custom-fields/custom-field-values';
import { CUSTOM_COLUMN_PREFIX, type CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import type { ObjectType } from '../../shared/objects';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { customFieldValues } from '../db/schema/custom-fields';
import { foldSql } from '../db/text-sql';
import { badRequest } from '../http/errors';
import type { StoredValues } from './custom-field-values.repo';
import { listFields } from './custom-fields.repo';

// The custom-field columns of an object list (cars, assets) and its export: requested_cf_ids,
// cf_{id} sorting, and the rows' values as shown.

export interface ListCustomColumns {
  /** requested_cf_ids, in the order asked. */
  requested: CustomFieldRow[];
  /** The field of a cf_{id} orderby_column, else null. */
  sortField: CustomFieldRow | null;
}

/** The company's fields of this type the query names; 400 for one that is not (or a viewer who sees no custom fields). */
export async function listCustomColumns(
  db: Db,
  viewer: Viewer,
  type: ObjectType,
  q: { requested_cf_ids: readonly string[]; orderby_column: string },
): Promise<ListCustomColumns> {
  const sortId = q.orderby_column.startsWith(CUSTOM_COLUMN_PREFIX) ? q.orderby_column.slice(CUSTOM_COLUMN_PREFIX.length) : null;
  if (q.requested_cf_ids.length === 0 && sortId === null) return { requested: [], sortField: null };
  const fields = can(viewer, 'customFields.view') ? await listFields(db, viewer.company.id, type) : [];
  const byId = new Map(fields.map((f) => [f.id, f]));
  const requested = q.requested_cf_ids.map((id) => {
    const field = byId.get(id);
    if (!field) throw badRequest(messages.customFields.unknownField, { requested_cf_ids: messages.customFields.unknownField });
    return field;
  });
  const sortField = sortId === null ? null : (byId.get(sortId) ?? null);
  if (sortId !== null && !sortField) throw badRequest(messages.people.unknownColumn, { orderby_column: messages.people.unknownColumn });
  return { requested, sortField };
}

/**
 * Every field of the type the viewer may see, with these objects' values: the custom columns of an
 * export whose list has no column picker (the licences'); none without the custom-fields right.
 */
export async function allCustomColumns(
  db: Db,
  viewer: Viewer,
  type: ObjectType,
  ids: readonly string[],
): Promise<{ fields: CustomFieldRow[]; values: Map<string, StoredValues> }> {
  const fields = can(viewer, 'customFields.view') ? await listFields(db, viewer.company.id, type) : [];
  return { fields, values: fields.length ? await objectValues(db, viewer.company.id, type, ids) : new Map() };
}

/** The stored custom values of these objects, by object id. */
export async function objectValues(db: Db, companyId: string, type: ObjectType, ids: readonly string[]): Promise<Map<string, StoredValues>> {
  const out = new Map<string, StoredValues>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: customFieldValues.id, values: customFieldValues.values })
      .from(customFieldValues)
      .where(
        and(eq(customFieldValues.company_id, companyId), eq(customFieldValues.related_object, type), inArray(customFieldValues.id, ids.slice(i, i + 1000))),
      );
    for (const r of rows) out.set(r.id, r.values);
  }
  return out;
}

/** Each row with `custom_fields: { [field id]: value as shown }` for the requested fields. */
export async function rowsWithCustomFields<T extends { id: string }>(
  db: Db,
  companyId: string,
  type: ObjectType,
  rows: T[],
  fields: readonly CustomFieldRow[],
) {
  if (fields.length === 0) return rows;
  const values = await objectValues(
    db,
    companyId,
    type,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const stored = values.get(row.id) ?? {};
    return { ...row, custom_fields: Object.fromEntries(fields.map((f) => [f.id, customValueName(f, stored[f.id])])) };
  });
}

/** An enumeration column as its label, folded: `case value when 'gas' then 'Petrol' ... end`. */
export function byLabelSql(column: SQL, labels: Record<string, string>): SQL {
  const whens = Object.entries(labels).map(([value, label]) => sql`when ${value} then ${label}`);
  return foldSql(sql`(case ${column} ${sql.join(whens, sql` `)} end)`);
}

/** The custom fields a list search reads (src/shared/list-search.ts): all of the type's, for a viewer who sees custom fields; none without a search. */
export async function searchedCustomFields(db: Db, viewer: Viewer, type: ObjectType, searchTerm: string): Promise<CustomFieldRow[]> {
  if (!searchTerm.trim() || !can(viewer, 'customFields.view')) return [];
  return listFields(db, viewer.company.id, type);
}
