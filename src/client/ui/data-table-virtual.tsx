import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { DataTableRow, type RowsProps } from './data-table-body';

// A body row's height at the default density, until the first row shown is measured.
const ROW_ESTIMATE_PX = 45;
// Rows rendered beyond the visible ones, so a fast scroll or a keyboard step lands on a row.
const OVERSCAN = 12;

/**
 * Every row of a long list in one scrolling box, with only the rows in view (and a few around) in
 * the DOM: 100,000 rows scroll like 30. Spacer rows above and below keep the scrollbar true.
 */
export function DataTableVirtualBody<Row>({ scrollBox, ...props }: RowsProps<Row> & { scrollBox: HTMLElement | null }) {
  const { rows, columns, rowKey } = props;
  // Kept while the rows are: a new function makes the virtualiser measure every row again, which
  // at 100,000 rows cost each scrolled frame about 80 ms.
  const keyAt = useCallback((index: number) => rowKey(rows[index]!), [rows, rowKey]);
  // One height for every row, taken from the first row shown. Measuring each row as it scrolls in
  // redoes the positions of all 100,000 whenever one differs from the estimate: a frame per row.
  const [rowHeight, setRowHeight] = useState(ROW_ESTIMATE_PX);
  const sizeOf = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: sizeOf,
    getItemKey: keyAt,
    overscan: OVERSCAN,
    // Before the box is measured (and where nothing is, as in jsdom): about a screenful.
    initialRect: { width: 1024, height: 720 },
  });
  const measured = useRef(false);
  useLayoutEffect(() => {
    const shown = measured.current ? undefined : scrollBox?.querySelector<HTMLElement>('tbody tr.dt-row')?.offsetHeight;
    if (!shown) return;
    measured.current = true;
    if (Math.abs(shown - rowHeight) >= 1) setRowHeight(shown);
    // rows.length: the first rows may come after the box.
  }, [scrollBox, rowHeight, rows.length]);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const above = items[0]?.start ?? 0;
  const below = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody>
      {above > 0 ? <Spacer height={above} span={columns.length} /> : null}
      {items.map((item) => (
        <DataTableRow key={item.key} row={rows[item.index]!} {...props} index={item.index} />
      ))}
      {below > 0 ? <Spacer height={below} span={columns.length} /> : null}
    </tbody>
  );
}

function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" className="dt-spacer">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
