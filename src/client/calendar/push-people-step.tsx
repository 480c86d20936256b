import { useMemo, useState } from 'react';
import { pushMessages } from '../../shared/calendar/push.messages';
import { foldText } from '../../shared/format';
import { SearchBox } from '../ui/search-box';
import { useFixedRowVirtualizer } from '../ui/use-fixed-row-virtualizer';
import type { PushCandidate } from './use-push-data';

/** Step 1: who is pushed. Everyone linked in the payroll is chosen at first; warnings say who was pushed already or has no IBAN. */
export function PushPeopleStep({
  candidates,
  selected,
  onChange,
}: {
  candidates: PushCandidate[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => candidates.filter((c) => foldText(`${c.name} ${c.team}`).includes(foldText(search.trim()))), [candidates, search]);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const allShown = shown.length > 0 && shown.every((c) => selected.has(c.id));
  const setShown = (on: boolean) => {
    const next = new Set(selected);
    for (const c of shown)
      if (on) next.add(c.id);
      else next.delete(c.id);
    onChange(next);
  };
  const pushed = candidates.filter((c) => selected.has(c.id) && c.alreadyPushed).length;
  const noIban = candidates.filter((c) => selected.has(c.id) && c.noIban).length;
  return (
    <section className="card card-body push-step" aria-labelledby="push-people-title">
      <h2 id="push-people-title">People</h2>
      {pushed > 0 && (
        <div className="calendar-box calendar-box-warning" role="status">
          <strong>{pushMessages.alreadyPushed}:</strong> {pushed} of the people chosen. {pushMessages.alreadyPushedHelp}
        </div>
      )}
      {noIban > 0 && (
        <div className="calendar-box calendar-box-warning" role="status">
          <strong>{pushMessages.noIban}:</strong> {noIban} of the people chosen. {pushMessages.noIbanHelp}
        </div>
      )}
      <div className="push-footer" style={{ justifyContent: 'space-between' }}>
        <SearchBox value={search} onChange={setSearch} delayMs={200} label="Search people" placeholder="Search people or teams" />
        <label className="calendar-only">
          <input type="checkbox" checked={allShown} onChange={(e) => setShown(e.target.checked)} /> Choose everyone shown ({shown.length})
        </label>
      </div>
      <p className="muted">{selected.size} chosen</p>
      <PeopleTable people={shown} selected={selected} onToggle={toggle} />
    </section>
  );
}

const keyOf = (c: PushCandidate) => c.id;

/** The people, only those in view drawn (a company of thousands), in a box that scrolls under its header. */
function PeopleTable({ people, selected, onToggle }: { people: PushCandidate[]; selected: ReadonlySet<string>; onToggle: (id: string, on: boolean) => void }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const { items, above, below } = useFixedRowVirtualizer({
    rows: people,
    keyOf,
    scrollBox: box,
    estimatePx: 37,
    overscan: 10,
    initialRect: { width: 900, height: 500 },
    firstRow: 'tbody tr:not([aria-hidden])',
  });
  return (
    <div ref={setBox} className="push-people" tabIndex={-1}>
      <table className="calendar-table" aria-rowcount={people.length + 1}>
        <caption className="visually-hidden">People to push</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Team</th>
            <th scope="col">In the payroll</th>
            <th scope="col">Warnings</th>
          </tr>
        </thead>
        <tbody>
          {above > 0 ? <tr aria-hidden="true" style={{ height: above }} /> : null}
          {items.map((item) => {
            const c = people[item.index]!;
            return (
              <tr key={item.key} aria-rowindex={item.index + 2}>
                <td>
                  <label>
                    <input type="checkbox" checked={selected.has(c.id)} onChange={(e) => onToggle(c.id, e.target.checked)} /> {c.name}
                  </label>
                </td>
                <td>{c.team || '—'}</td>
                <td>{c.link?.link_source_app ?? <span className="badge badge-danger">{pushMessages.notLinked}</span>}</td>
                <td>
                  {c.alreadyPushed && <span className="badge badge-warning">{pushMessages.alreadyPushed}</span>}{' '}
                  {c.noIban && <span className="badge badge-warning">{pushMessages.noIban}</span>}
                </td>
              </tr>
            );
          })}
          {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
