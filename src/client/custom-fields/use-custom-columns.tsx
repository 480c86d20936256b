import { useMemo } from 'react';
import { customValueForList } from '../../shared/custom-fields/custom-field-values';
import { CUSTOM_COLUMN_PREFIX, type CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../shared/objects';
import { useCan } from '../lib/use-can';
import type { ColumnOption, DataTableColumn } from '../ui/data-table-types';
import { CustomValue } from './custom-value';
import { customValuesMatch } from './custom-search';
import { storedValue } from './stored-value';
import { useCustomFieldDefs, useCustomValuesById } from './use-custom-fields';

/** Column ids of custom fields in list tables and their remembered choices: `cf_{field id}`. */
const fieldIdOf = (columnId: string) => (columnId.startsWith(CUSTOM_COLUMN_PREFIX) ? columnId.slice(CUSTOM_COLUMN_PREFIX.length) : null);

export interface CustomColumns {
  /** Column ids, in field priority order; none for light-access users. */
  ids: string[];
  /** For the column picker, marked as custom so it can hold them to their own limit. */
  options: ColumnOption[];
  /** The table column of a custom column id; undefined for any other id. */
  column: <Row extends { id: string }>(columnId: string) => DataTableColumn<Row> | undefined;
  /** Sort key of an object in a custom column: numbers as numbers, dates ISO, options by name. */
  sortValue: (objectId: string, columnId: string) => string | number | null;
  /** Whether the object's custom values, read as src/shared/list-search.ts says, contain the folded word. */
  matches: (objectId: string, needle: string) => boolean;
  /** The definitions have loaded: until then `ids` is empty for want of data, not for want of fields. */
  defsReady: boolean;
  /** The values have loaded too, so custom cells and a sort by a custom column are final. */
  valuesReady: boolean;
}

/**
 * A list's custom-field columns for objects of one type: one Map of values by object id from the
 * in-memory mirror, so sorting and searching 20,000 rows never asks IndexedDB per row.
 */
export function useCustomColumns(object: ObjectType): CustomColumns {
  const visible = useCan()('customFields.view');
  const defs = useCustomFieldDefs(object);
  const valuesById = useCustomValuesById(object);
  const fields = useMemo(() => (visible ? (defs ?? []) : []), [visible, defs]);

  return useMemo(() => {
    const byId = new Map(fields.map((f) => [f.id, f]));
    const fieldOf = (columnId: string) => byId.get(fieldIdOf(columnId) ?? '');
    const valueOf = (objectId: string, f: CustomFieldRow) => storedValue(valuesById?.get(objectId), f.id);
    return {
      ids: fields.map((f) => CUSTOM_COLUMN_PREFIX + f.id),
      options: fields.map((f) => ({ id: CUSTOM_COLUMN_PREFIX + f.id, label: f.name, custom: true })),
      column: <Row extends { id: string }>(columnId: string): DataTableColumn<Row> | undefined => {
        const f = fieldOf(columnId);
        if (!f) return undefined;
        const numeric = f.type === 'money' || f.type === 'auto_incrementing_int';
        return {
          id: columnId,
          header: f.name,
          sortable: true,
          align: numeric ? 'right' : undefined,
          cell: (row: Row) => <CustomValue field={f} value={valueOf(row.id, f)} linked={false} />,
        };
      },
      sortValue: (objectId, columnId) => {
        const f = fieldOf(columnId);
        return f ? customValueForList(f, valueOf(objectId, f)) : null;
      },
      matches: (objectId, needle) => {
        return customValuesMatch(fields, valuesById?.get(objectId), needle);
      },
      defsReady: !visible || defs !== undefined,
      valuesReady: !visible || valuesById !== undefined,
    };
  }, [fields, valuesById, visible, defs]);
}

export const isCustomColumn = (columnId: string) => fieldIdOf(columnId) !== null;
