import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface Options<Row> {
  rows: readonly Row[];
  /** A row's key; the hook keeps its key function while the rows and this are the same. */
  keyOf: (row: Row) => string;
  scrollBox: HTMLElement | null;
  /** A row's height until the first row shown is measured. */
  estimatePx: number;
  overscan: number;
  /** Where the box is not measured yet (and where nothing is, as in jsdom). */
  initialRect: { width: number; height: number };
  /** Finds the first rendered row inside the box, whose height every row then takes. */
  firstRow: string;
}

/**
 * Only the rows in view (and `overscan` around) of a long list, all of one height taken from the
 * first row shown: measuring each row as it scrolls in redoes the positions of all 100,000
 * whenever one differs from the estimate, a frame per row. `above` and `below` are the spacers'
 * heights that keep the scrollbar true.
 */
export function useFixedRowVirtualizer<Row>({ rows, keyOf, scrollBox, estimatePx, overscan, initialRect, firstRow }: Options<Row>) {
  const count = rows.length;
  // Kept while the rows are: a new function makes the virtualiser measure every row again, which
  // at 100,000 rows cost each scrolled frame about 80 ms.
  const keyAt = useCallback((index: number) => keyOf(rows[index]!), [rows, keyOf]);
  const [rowHeight, setRowHeight] = useState(estimatePx);
  const sizeOf = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scrollBox, estimateSize: sizeOf, getItemKey: keyAt, overscan, initialRect });
  const measured = useRef(false);
  useLayoutEffect(() => {
    const shown = measured.current ? undefined : scrollBox?.querySelector<HTMLElement>(firstRow)?.offsetHeight;
    if (!shown) return;
    measured.current = true;
    if (Math.abs(shown - rowHeight) >= 1) setRowHeight(shown);
    // count: the first rows may come after the box.
  }, [scrollBox, rowHeight, count, firstRow]);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  return { items, above: items[0]?.start ?? 0, below: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) };
}
