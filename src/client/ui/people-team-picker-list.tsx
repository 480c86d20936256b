import { useState } from 'react';
import { PersonRow } from './people-team-picker-row';
import type { PickerPerson } from './people-team-picker-state';
import { useFixedRowVirtualizer } from './use-fixed-row-virtualizer';

/** Past this many people a team's list scrolls in its own box with only the rows in view in the DOM. */
export const VIRTUAL_PEOPLE_FROM = 100;
// A person row's height until the first one shown is measured.
const ROW_ESTIMATE_PX = 44;
const OVERSCAN = 10;
const personKey = (p: PickerPerson) => p.id;

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
  const { items, above, below } = useFixedRowVirtualizer({
    rows: people,
    keyOf: personKey,
    scrollBox: box,
    estimatePx: ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    initialRect: { width: 600, height: 400 },
    firstRow: 'li:not([aria-hidden])',
  });
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
