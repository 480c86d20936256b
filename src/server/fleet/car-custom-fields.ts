import { and, eq, inArray } from 'drizzle-orm';
import { customValueName } from '../../shared/custom-fields/custom-field-values';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';
import { listFields } from '../custom-fields/custom-fields.repo';
import type { Db } from '../db/database';
import { customFieldValues } from '../db/schema/custom-fields';
import { badRequest } from '../http/errors';
import { CUSTOM_COLUMN_PREFIX } from '../../shared/custom-fields/custom-fields.schema';

// The custom-field columns of the car list and its export: requested_cf_ids and cf_{id} sorting.

export interface CarCustomColumns {
  /** requested_cf_ids, in the order asked. */
  requested: CustomFieldRow[];
  /** The field of a cf_{id} orderby_column, else null. */
  sortField: CustomFieldRow | null;
}

/** The company's car fields the query names; 400 for one that is not (or a viewer who sees no custom fields). */
export async function carCustomColumns(db: Db, viewer: Viewer, q: { requested_cf_ids: readonly string[]; orderby_column: string }): Promise<CarCustomColumns> {
  const sortId = q.orderby_column.startsWith(CUSTOM_COLUMN_PREFIX) ? q.orderby_column.slice(CUSTOM_COLUMN_PREFIX.length) : null;
  if (q.requested_cf_ids.length === 0 && sortId === null) return { requested: [], sortField: null };
  const fields = can(viewer, 'customFields.view') ? await listFields(db, viewer.company.id, 'car') : [];
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

/** The stored custom values of these cars, by car id. */
export async function carValues(db: Db, companyId: string, carIds: readonly string[]): Promise<Map<string, StoredValues>> {
  const out = new Map<string, StoredValues>();
  for (let i = 0; i < carIds.length; i += 1000) {
    const rows = await db
      .select({ id: customFieldValues.id, values: customFieldValues.values })
      .from(customFieldValues)
      .where(and(eq(customFieldValues.company_id, companyId), eq(customFieldValues.related_object, 'car'), inArray(customFieldValues.id, carIds.slice(i, i + 1000))));
    for (const r of rows) out.set(r.id, r.values);
  }
  return out;
}

/** Each row with `custom_fields: { [field id]: value as shown }` for the requested fields. */
export async function withCustomFields(db: Db, companyId: string, rows: CarListItem[], fields: readonly CustomFieldRow[]) {
  if (fields.length === 0) return rows;
  const values = await carValues(db, companyId, rows.map((r) => r.id));
  return rows.map((row) => {
    const stored = values.get(row.id) ?? {};
    return { ...row, custom_fields: Object.fromEntries(fields.map((f) => [f.id, customValueName(f, stored[f.id])])) };
  });
}
