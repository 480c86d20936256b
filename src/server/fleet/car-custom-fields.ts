import type { CarListItem } from '../../shared/fleet/fleet.schema';
import type { Viewer } from '../../shared/policy/viewer';
import { listCustomColumns, objectValues, rowsWithCustomFields, type ListCustomColumns } from '../custom-fields/list-custom-columns';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import type { Db } from '../db/database';

// The custom-field columns of the car list and its export: requested_cf_ids and cf_{id} sorting
// (the shared pieces are in custom-fields/list-custom-columns.ts, also used by the asset list).

export type CarCustomColumns = ListCustomColumns;

/** The company's car fields the query names; 400 for one that is not (or a viewer who sees no custom fields). */
export const carCustomColumns = (db: Db, viewer: Viewer, q: { requested_cf_ids: readonly string[]; orderby_column: string }): Promise<CarCustomColumns> =>
  listCustomColumns(db, viewer, 'car', q);

/** The stored custom values of these cars, by car id. */
export const carValues = (db: Db, companyId: string, carIds: readonly string[]): Promise<Map<string, StoredValues>> => objectValues(db, companyId, 'car', carIds);

/** Each row with `custom_fields: { [field id]: value as shown }` for the requested fields. */
export const withCustomFields = (db: Db, companyId: string, rows: CarListItem[], fields: readonly CustomFieldRow[]) => rowsWithCustomFields(db, companyId, 'car', rows, fields);
