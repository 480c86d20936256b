// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DataTableRows, SkeletonRows } from './data-table-body';
import { DataTableToolbar } from './data-table-toolbar';
import type { ColumnPickerConfig, DataTableColumn, EmptyConfig, TableSort } from './data-table-types';
import { EmptyState } from './empty-state';
import { IconAlert } from './icons';
import { DataTableVirtualBody } from './data-table-virtual';
import { mergeRefs } from './merge-refs';
import { ALL_ROWS, DEFAULT_PAGE_SIZES, Pagination } from './pagination';
import { SortHeader } from './sort-header';
import { useHorizontalOverflow } from './use-overflow';
import './data-table.css';

export type { ColumnPickerConfig, DataTableColumn, EmptyConfig, TableSort } from './data-table-types';

export type DataTableProps<Row> = {
  /** Visually hidden caption for screen readers, e.g. 'Cars'; also names the search box. */
  caption: string;
  /** The columns to show now, already filtered by the caller (rights, column picker). */
  columns: Array<DataTableColumn<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  total: number;
  /** 0-based. */
  page: number;
  perPage: number;
  pageSizes?: number[];
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** With onSearchChange a search box appears; changes arrive debounced and reset to page 0. */
  search?: string;
  onSearchChange?: (value: string) => void;
  searchPlaceholder?: string;
  /** Makes the whole row open this address; the first cell becomes a real link. */
  rowHref?: (row: Row) => string;
  loading?: boolean;
  error?: string;
  empty?: EmptyConfig;
  /** Extra actions on the toolbar's right, e.g. an Add button. */
  toolbar?: ReactNode;
  columnPicker?: ColumnPickerConfig;
};

// More skeleton rows than this only makes the page jump when real rows arrive.
const MAX_SKELETON_ROWS = 10;
// 'All' rows up to this many are simply rendered; beyond, only those in view.
const VIRTUAL_FROM = 50;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, total, page, perPage, sort, onSortChange, onPageChange, onPerPageChange } = props;
  const { search, onSearchChange, rowHref, loading = false, error, empty, toolbar, columnPicker } = props;
  const [scrollRef, overflow] = useHorizontalOverflow<HTMLDivElement>();
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const boxRef = useMemo(() => mergeRefs(scrollRef, setScrollBox), [scrollRef]);
  const scrolls = overflow.overflowing;
  const virtual = perPage >= ALL_ROWS && rows.length > VIRTUAL_FROM;

  // Rows deleted elsewhere (or a sync) can leave the page past the end: step back to the last one.
  const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
  useEffect(() => {
    if (!loading && page > lastPage) onPageChange(lastPage);
  }, [loading, page, lastPage, onPageChange]);

  const handleSearch = onSearchChange
    ? (value: string) => {
        onSearchChange(value);
        if (page !== 0) onPageChange(0);
      }
    : undefined;

  const searching = (search ?? '').trim() !== '';
  const showSkeleton = loading && rows.length === 0;
  const showEmpty = !loading && !error && rows.length === 0;

  let content: ReactNode;
  if (error) {
    content = (
      <div className="dt-error" role="alert">
        <IconAlert size={20} />
        <p>{error}</p>
      </div>
    );
  } else if (showEmpty) {
    content = searching ? (
      <EmptyState
        title={`No results for “${search?.trim()}”`}
        text="Check the spelling or try a shorter search."
        action={
          <button type="button" className="btn btn-secondary" onClick={() => handleSearch?.('')}>
            Clear search
          </button>
        }
      />
    ) : (
      <EmptyState title={empty?.title ?? 'Nothing here yet'} text={empty?.text} image={empty?.image} />
    );
  } else {
    content = (
      // Shadows at the edges say more columns hide there (a tablet shows part of a wide table).
      <div className="dt-scroll-frame" data-more-left={overflow.left || undefined} data-more-right={overflow.right || undefined}>
        <div
          ref={boxRef}
          className={virtual ? 'dt-scroll is-all' : 'dt-scroll'}
          // A sideways-scrolling box must be reachable by keyboard to be scrolled (WCAG 2.1.1).
          tabIndex={scrolls || virtual ? 0 : undefined}
          role={scrolls || virtual ? 'region' : undefined}
          aria-label={virtual ? `${caption}, all rows (scrolls)` : scrolls ? `${caption} (scrolls sideways)` : undefined}
        >
          <table
            className={loading ? 'dt-table is-loading' : 'dt-table'}
            aria-busy={loading || undefined}
            // Only the rows in view are in the DOM: say how many there are.
            aria-rowcount={virtual ? rows.length + 1 : undefined}
          >
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <SortHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
                ))}
              </tr>
            </thead>
            {showSkeleton ? (
              <SkeletonRows columns={columns} count={Math.min(perPage, MAX_SKELETON_ROWS)} />
            ) : virtual ? (
              <DataTableVirtualBody columns={columns} rows={rows} rowKey={rowKey} rowHref={rowHref} scrollBox={scrollBox} />
            ) : (
              <DataTableRows columns={columns} rows={rows} rowKey={rowKey} rowHref={rowHref} />
            )}
          </table>
          {showSkeleton ? (
            <span className="visually-hidden" role="status">
              Loading {caption}…
            </span>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="dt card">
      <DataTableToolbar
        search={search}
        onSearchChange={handleSearch}
        searchLabel={`Search ${caption.toLowerCase()}`}
        searchPlaceholder={props.searchPlaceholder}
        columnPicker={columnPicker}
        actions={toolbar}
      />
      {content}
      {!error && total > 0 ? (
        <div className="dt-footer">
          <Pagination
            total={total}
            page={page}
            perPage={perPage}
            pageSizes={props.pageSizes ?? DEFAULT_PAGE_SIZES}
            onPageChange={onPageChange}
            onPerPageChange={onPerPageChange}
          />
        </div>
      ) : null}
    </div>
  );
}
