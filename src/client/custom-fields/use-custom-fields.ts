import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { byPriority, type CustomFieldRow, type CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../shared/objects';
import { useOffline } from '../offline/offline-context';

/** The custom field definitions of one object type from the mirror, in priority order; undefined while loading. */
export function useCustomFieldDefs(object: ObjectType): CustomFieldRow[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(
    async () => ((await db.mirror('custom_fields').where('object_type').equals(object).toArray()) as unknown as CustomFieldRow[]).sort(byPriority),
    [db, object],
  );
}

/** One object's values row (null when it has none yet); undefined while loading. */
export function useObjectCustomValues(id: string): CustomFieldValuesRow | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => ((await db.mirror('custom_field_values').get(id)) as unknown as CustomFieldValuesRow | undefined) ?? null, [db, id]);
}

/** Values rows by object id for every object of this type, for list columns and segment filters. */
export function useCustomValuesById(object: ObjectType): ReadonlyMap<string, CustomFieldValuesRow> | undefined {
  const { db } = useOffline();
  const rows = useLiveQuery(
    async () => (await db.mirror('custom_field_values').where('related_object').equals(object).toArray()) as unknown as CustomFieldValuesRow[],
    [db, object],
  );
  return useMemo(() => (rows ? new Map(rows.map((r) => [r.id, r])) : undefined), [rows]);
}
