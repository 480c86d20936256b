import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { AttendanceRow } from './attendance-row';
import type { AttendanceEntryView, MarkFn } from './use-attendance';

// A session's participants up to this many are all in the page (find in page works); a bigger one
// keeps only the rows in view and a few around, so a thousand people scroll as smoothly as twenty.
const VIRTUAL_FROM = 200;
// A row at tablet width, before it is measured; and the list's gap between rows (attendance.css).
const ROW_ESTIMATE_PX = 96;
const ROW_GAP_PX = 8;

export function AttendanceRows({ shown, onMark }: { shown: readonly AttendanceEntryView[]; onMark: MarkFn }) {
  if (shown.length > VIRTUAL_FROM) return <VirtualRows shown={shown} onMark={onMark} />;
  return (
    <ul className="att-list" aria-label="Participants">
      {shown.map((e) => (
        <AttendanceRow key={e.id} {...e} onMark={onMark} />
      ))}
    </ul>
  );
}

/** The page scrolls, not a box: the rows sit in one tall list, each moved to its place. */
function VirtualRows({ shown, onMark }: { shown: readonly AttendanceEntryView[]; onMark: MarkFn }) {
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts in the page: the window's scroll position is measured from there.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (list.current) setTop(list.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  // Kept while the rows are: a new function makes the virtualiser measure every row again.
  const keyAt = useCallback((index: number) => shown[index]!.id, [shown]);
  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: ROW_GAP_PX,
    overscan: 6,
    scrollMargin: top,
    getItemKey: keyAt,
  });
  return (
    <ul ref={list} className="att-list is-virtual" aria-label="Participants" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const e = shown[item.index]!;
        return <AttendanceRow key={e.id} {...e} onMark={onMark} place={{ index: item.index, measure: virtualizer.measureElement, top: item.start - top }} />;
      })}
    </ul>
  );
}
