import type { ReactNode } from 'react';
import { ColumnPicker } from './column-picker';
import type { ColumnPickerConfig } from './data-table-types';
import { SearchBox } from './search-box';

export type DataTableToolbarProps = {
  search?: string;
  onSearchChange?: (value: string) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  columnPicker?: ColumnPickerConfig;
  /** Extra actions on the right, e.g. an Add button. */
  actions?: ReactNode;
};

export function DataTableToolbar({ search, onSearchChange, searchLabel, searchPlaceholder, columnPicker, actions }: DataTableToolbarProps) {
  const hasSearch = onSearchChange !== undefined;
  if (!hasSearch && !columnPicker && !actions) return null;
  return (
    <div className="dt-toolbar">
      <div className="dt-toolbar-start">
        {hasSearch ? <SearchBox value={search ?? ''} onChange={onSearchChange} label={searchLabel} placeholder={searchPlaceholder} /> : null}
      </div>
      <div className="dt-toolbar-end">
        {columnPicker ? <ColumnPicker {...columnPicker} /> : null}
        {actions}
      </div>
    </div>
  );
}
