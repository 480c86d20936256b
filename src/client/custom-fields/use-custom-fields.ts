import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { byPriority, customValueKey, type CustomFieldRow, type CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../shared/objects';
import type { LocalDb } from '../../sync/local-db';
import { useOffline } from '../offline/offline-context';
import { useMirrorTable } from '../offline/use-mirror-table';

/** The custom field definitions of one object type from the mirror, in priority order; undefined while loading. */
export function useCustomFieldDefs(object: ObjectType): CustomFieldRow[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => (await db.mirror('custom_fields').where('object_type').equals(object).toArray()).sort(byPriority), [db, object]);
}

/** One definition from the mirror; null when it is not there (deleted, or never synced); undefined while loading. */
export function useCustomFieldDef(id: string | undefined): CustomFieldRow | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => (await db.mirror('custom_fields').get(id ?? '')) ?? null, [db, id]);
}

/** One object's values row (null when it has none yet); undefined while loading. */
export function useObjectCustomValues(id: string): CustomFieldValuesRow | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => (await db.mirror('custom_field_values').get(id)) ?? null, [db, id]);
}

/**
 * Values rows by object id for every object of this type, for list columns and segment filters.
 * The values table is held in memory and patched from change events (docs/architecture.md section 6),
 * so editing one value does not read 20,000 rows back out of IndexedDB.
 */
export function useCustomValuesById(object: ObjectType): ReadonlyMap<string, CustomFieldValuesRow> | undefined {
  const rows = useMirrorTable('custom_field_values');
  return useMemo(() => (rows ? new Map(rows.filter((r) => r.related_object === object).map((r) => [r.id, r])) : undefined), [rows, object]);
}

/** How many objects hold a value in this field, as far as this device knows (asked before a delete). */
export async function countFieldValues(db: LocalDb, field: Pick<CustomFieldRow, 'id' | 'object_type'>): Promise<number> {
  const key = customValueKey(field.id);
  return db
    .mirror('custom_field_values')
    .where('related_object')
    .equals(field.object_type)
    .filter((r) => {
      const v = r[key];
      return v !== null && v !== undefined && v !== '';
    })
    .count();
}
