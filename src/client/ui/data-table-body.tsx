import type { MouseEvent, ReactNode } from 'react';
import { Link, useHref, useNavigate } from 'react-router-dom';
import type { DataTableColumn } from './data-table-types';

// Clicks on these keep their own meaning instead of opening the row.
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [data-row-click="ignore"]';

export type RowsProps<Row> = {
  columns: Array<DataTableColumn<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
};

const cellClass = (align: 'left' | 'right' | undefined) => (align === 'right' ? 'dt-td is-right' : 'dt-td');

/** One body row; `index` (its place in the whole list) only in a virtualised body. */
export function DataTableRow<Row>({ row, columns, rowHref, index }: Omit<RowsProps<Row>, 'rows'> & { row: Row; index?: number }) {
  const href = rowHref?.(row);
  const cells = columns.map((column, c) => (
    <td key={column.id} className={cellClass(column.align)}>
      {/* The real link makes the row reachable by Tab, and middle-click/cmd-click open a tab. */}
      {href !== undefined && c === 0 ? (
        <Link to={href} className="dt-link">
          {column.cell(row)}
        </Link>
      ) : (
        column.cell(row)
      )}
    </td>
  ));
  // aria-rowindex counts the header row as 1.
  const placed = index === undefined ? {} : { 'aria-rowindex': index + 2 };
  return href !== undefined ? (
    <LinkedRow href={href} placed={placed}>
      {cells}
    </LinkedRow>
  ) : (
    <tr className="dt-row" {...placed}>
      {cells}
    </tr>
  );
}

export function DataTableRows<Row>({ rows, ...props }: RowsProps<Row>) {
  return (
    <tbody>
      {rows.map((row) => (
        <DataTableRow key={props.rowKey(row)} row={row} {...props} />
      ))}
    </tbody>
  );
}

type Placed = { 'aria-rowindex'?: number };

// Only rendered with rowHref, so tables without links need no router around them.
function LinkedRow({ href, placed, children }: { href: string; placed: Placed; children: ReactNode }) {
  const navigate = useNavigate();
  const fullHref = useHref(href);

  const ignored = (event: MouseEvent<HTMLTableRowElement>) =>
    event.defaultPrevented ||
    (event.target instanceof Element && event.target.closest(INTERACTIVE) !== null) ||
    // The user was selecting text to copy, not opening the row.
    (window.getSelection?.()?.toString() ?? '') !== '';

  return (
    <tr
      {...placed}
      className="dt-row is-linked"
      onClick={(event) => {
        if (event.button !== 0 || ignored(event)) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey) window.open(fullHref, '_blank', 'noopener');
        else navigate(href);
      }}
      onAuxClick={(event) => {
        if (event.button === 1 && !ignored(event)) window.open(fullHref, '_blank', 'noopener');
      }}
    >
      {children}
    </tr>
  );
}

const SKELETON_WIDTHS = [72, 48, 60, 36, 54, 66, 42];

export function SkeletonRows<Row>({ columns, count }: { columns: Array<DataTableColumn<Row>>; count: number }) {
  return (
    <tbody className="dt-skeleton-body" aria-hidden="true">
      {Array.from({ length: count }, (_, r) => (
        <tr key={r} className="dt-row">
          {columns.map((column, c) => (
            <td key={column.id} className={cellClass(column.align)}>
              <span className="dt-skeleton" style={{ width: `${SKELETON_WIDTHS[(r + c * 3) % SKELETON_WIDTHS.length]}%` }} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
