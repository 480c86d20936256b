import type { DataTableColumn, TableSort } from './data-table-types';
import { IconArrowDown, IconArrowUp, IconArrowUpDown } from './icons';

/** Another column starts ascending; the current one flips. */
export function nextSort(sort: TableSort | null, column: string): TableSort {
  if (sort?.column === column) return { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

type SortHeaderProps<Row> = {
  column: DataTableColumn<Row>;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
};

export function SortHeader<Row>({ column, sort, onSortChange }: SortHeaderProps<Row>) {
  const alignClass = column.align === 'right' ? 'dt-th is-right' : 'dt-th';
  if (!column.sortable) {
    return (
      <th scope="col" className={alignClass}>
        {column.header}
      </th>
    );
  }
  const active = sort?.column === column.id ? sort.direction : null;
  const Arrow = active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconArrowUpDown;
  return (
    <th scope="col" className={`${alignClass} is-sortable`} aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}>
      <button type="button" className={active ? 'dt-sort is-active' : 'dt-sort'} onClick={() => onSortChange(nextSort(sort, column.id))}>
        <span>{column.header}</span>
        <Arrow size={14} className="dt-sort-icon" />
      </button>
    </th>
  );
}
