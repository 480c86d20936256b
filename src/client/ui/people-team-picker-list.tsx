import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState } from 'react';
import { PersonRow } from './people-team-picker-row';
import type { PickerPerson } from './people-team-picker-state';

/** Past this many people a team's list scrolls in its own box with only the rows in view in the DOM. */
export const VIRTUAL_PEOPLE_FROM = 100;
// A person row's height until the first one shown is measured.
const ROW_ESTIMATE_PX = 44;
const OVERSCAN = 10;

interface ListProps {
  id: string;
  label: string;
  hidden: boolean;
  people: readonly PickerPerson[];
  picked: ReadonlySet<string>;
  onPick: (people: readonly PickerPerson[], on: boolean) => void;
}

/** A team's people: all of them in the list, or, for a large team, a scrolling virtualised list. */
export function TeamPeopleList({ id, label, hidden, people, picked, onPick }: ListProps) {
  if (hidden) return <ul id={id} className="ptp-people" hidden aria-label={label} />;
  if (people.length < VIRTUAL_PEOPLE_FROM) {
    return (
      <ul id={id} className="ptp-people" aria-label={label}>
        {people.map((p) => (
          <PersonRow key={p.id} person={p} picked={picked.has(p.id)} onToggle={(on) => onPick([p], on)} />
        ))}
      </ul>
    );
  }
  return <VirtualPeopleList id={id} label={label} people={people} picked={picked} onPick={onPick} />;
}

function VirtualPeopleList({ id, label, people, picked, onPick }: Omit<ListProps, 'hidden'>) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  // One height for every row, taken from the first row shown (as the data table does).
  const [rowHeight, setRowHeight] = useState(ROW_ESTIMATE_PX);
  const sizeOf = useCallback(() => rowHeight, [rowHeight]);
  const keyAt = useCallback((index: number) => people[index]!.id, [people]);
  const virtualizer = useVirtualizer({
    count: people.length,
    getScrollElement: () => box,
    estimateSize: sizeOf,
    getItemKey: keyAt,
    overscan: OVERSCAN,
    initialRect: { width: 600, height: 400 },
  });
  useLayoutEffect(() => {
    const shown = box?.querySelector<HTMLElement>('li:not([aria-hidden])')?.offsetHeight;
    if (shown && Math.abs(shown - rowHeight) >= 1) setRowHeight(shown);
  }, [box, rowHeight]);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const above = items[0]?.start ?? 0;
  const below = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    // The box scrolls, not the page: a team of thousands stays one screen tall among the others.
    <div ref={setBox} className="ptp-people-scroll" tabIndex={-1}>
      <ul id={id} className="ptp-people" aria-label={`${label} (${people.length})`}>
        {above > 0 ? <li aria-hidden="true" style={{ height: above }} /> : null}
        {items.map((item) => {
          const p = people[item.index]!;
          return <PersonRow key={item.key} person={p} picked={picked.has(p.id)} onToggle={(on) => onPick([p], on)} />;
        })}
        {below > 0 ? <li aria-hidden="true" style={{ height: below }} /> : null}
      </ul>
    </div>
  );
}
