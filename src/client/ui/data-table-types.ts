import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export type TableSort = { column: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Right-align numbers and money so their digits line up. */
  align?: 'left' | 'right';
};

export type ColumnOption = {
  id: string;
  label: string;
  /** A custom-field column: listed under its own heading and held to `maxCustom`. */
  custom?: boolean;
};

export type ColumnPickerConfig = {
  options: ColumnOption[];
  selected: string[];
  onChange(ids: string[]): void;
  min?: number;
  max?: number;
  /** The most custom-field columns at once (spec: 6), within `max`. */
  maxCustom?: number;
};

export type EmptyConfig = { title: string; text?: string; image?: ReactNode };
