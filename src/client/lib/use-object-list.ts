import { useMemo, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import type { RowPredicate } from '../../shared/segments/evaluate';
import { isCustomColumn, useCustomColumns, type CustomColumns } from '../custom-fields';
import { hasTag, useTagsById } from '../tags';
import type { ColumnPickerConfig, DataTableColumn } from '../ui/data-table-types';
import { useTablePrefs, type TablePrefs } from '../ui/use-table-prefs';
import { queryRows, type SortValue } from './local-query';
import { useListUrlState, type ListUrlState } from './use-list-url-state';

// What /fleet, /assets and /trainings share: an object's rows from the mirror with its built-in and
// custom-field columns, a segment and a tag filter, searched, sorted and paged on the device. A
// page gives its columns and how a row reads; `Names` are its lookups in other mirrors (people,
// types), memoised by the page, so a rename shows at once without the row changing.

export interface ObjectListDef<Row extends { id: string }, Column extends string, Names> {
  object: 'car' | 'asset' | 'training' | 'training_participant';
  /** Per page and columns are remembered per table on this device under this key. */
  prefsKey: string;
  /** The built-in columns in the spec's order. */
  columns: readonly { id: Column; label: string; align?: 'left' | 'right' }[];
  defaultColumns: readonly Column[];
  isColumn: (id: string) => id is Column;
  /** The row's own text the search looks in (cached per row object). */
  searchText: (row: Row) => string;
  /** Whether the names from other mirrors match the lower-cased search (they are not in the row's cached text). */
  searchNames: (row: Row, needle: string, names: Names) => boolean;
  sortValue: (row: Row, column: Column, names: Names) => SortValue;
  cell: (row: Row, column: Column, names: Names) => ReactNode;
  /**
   * The server's tie-breaks laid down before the (stable) sort on the chosen column, where they
   * are not simply the rows' order (/trainings: by name in the sort's direction, then id).
   */
  order?: (rows: readonly Row[], direction: 'asc' | 'desc') => Row[];
  /** false: the list has no tag filter (/trainings), whatever the URL says. */
  tagFilter?: false;
}

export interface ObjectListView {
  custom: CustomColumns;
  prefs: TablePrefs;
  list: ListUrlState;
  /** 'all', 'archived' or a custom segment's id, as asked in the URL. */
  segmentParam: string;
  tag: string;
}

/** The list's state: custom columns, the device's remembered choices and the URL's search, sort, page, segment and tag. */
export function useObjectListView<Row extends { id: string }, Column extends string, Names>(def: ObjectListDef<Row, Column, Names>): ObjectListView {
  const custom = useCustomColumns(def.object);
  const { columns, prefsKey, defaultColumns } = def;
  const columnIds = useMemo(() => [...columns.map((c) => c.id as string), ...custom.ids], [columns, custom.ids]);
  // A remembered custom column whose field is gone drops out.
  const prefs = useTablePrefs(prefsKey, { perPage: DEFAULT_PAGE_SIZE, columns: [...defaultColumns] }, columnIds);
  const list = useListUrlState(columnIds, columns[0]!.id);
  const tag = def.tagFilter === false ? '' : (list.params.get('tag') ?? '');
  return { custom, prefs, list, segmentParam: list.params.get('segment') ?? 'all', tag };
}

export interface ObjectListTable<Row> {
  /** Every matching row in order; undefined until it can show without changing under the user's eyes. */
  ready: Row[] | undefined;
  columns: DataTableColumn<Row>[];
  columnPicker: ColumnPickerConfig;
}

/** The matching rows and the chosen columns; `rows` and `inSegment` are undefined while loading. */
export function useObjectListTable<Row extends { id: string }, Column extends string, Names>(
  def: ObjectListDef<Row, Column, Names>,
  view: ObjectListView,
  rows: readonly Row[] | undefined,
  inSegment: RowPredicate<Row> | undefined,
  names: Names,
): ObjectListTable<Row> {
  const { custom, prefs, list, tag } = view;
  const { search, sort } = list;
  const tagsById = useTagsById(def.object);
  const matching = useMemo(
    () =>
      rows &&
      inSegment &&
      queryRows(def.order ? def.order(rows, sort.direction) : rows, {
        search,
        // The row's own fields are those the server's list call searches too, so the list and its
        // Excel export agree; the names and the custom values are matched apart.
        searchText: def.searchText,
        searchAlso: (r, n) => def.searchNames(r, n, names) || custom.matches(r.id, n),
        filter: (r) => inSegment(r) && (!tag || hasTag(tagsById?.get(r.id), tag)),
        sort,
        sortValue: (r, col) => (def.isColumn(col) ? def.sortValue(r, col, names) : custom.sortValue(r.id, col)),
      }),
    [def, rows, names, search, inSegment, tag, tagsById, custom, sort],
  );
  // A remembered custom column (or a sort by one) waits for the custom fields, so the table does
  // not show without it first, or in another order, and then change under the user's eyes.
  const usesCustom = prefs.columns.some(isCustomColumn) || isCustomColumn(list.params.get('sort') ?? '');
  const ready = matching && custom.defsReady && (!usesCustom || custom.valuesReady) ? matching : undefined;

  const columns = prefs.columns.flatMap((id): DataTableColumn<Row>[] => {
    if (!def.isColumn(id)) {
      const col = custom.column<Row>(id);
      return col ? [col] : [];
    }
    const c = def.columns.find((col) => col.id === id)!;
    return [{ id, header: c.label, align: c.align, sortable: true, cell: (r) => def.cell(r, id, names) }];
  });
  return { ready, columns, columnPicker: { options: [...def.columns, ...custom.options], selected: prefs.columns, onChange: prefs.setColumns } };
}
