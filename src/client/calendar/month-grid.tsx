import { eachDayOfInterval, format, isWeekend } from 'date-fns';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DayOffRequestItem } from '../../shared/calendar/calendar.schema';
import type { DayOff } from '../../shared/calendar/day-off-days';
import { useFixedRowVirtualizer } from '../ui/use-fixed-row-virtualizer';
import { PART_LABELS, STATUS_LABELS, type TypeMap } from './calendar-data';

type Person = { id: string; name: string; team: string };
type PersonDays = ReadonlyMap<string, { day: DayOff; request: DayOffRequestItem }>;
type Days = ReadonlyMap<string, PersonDays>;
type Line = { kind: 'team'; key: string; team: string } | { kind: 'person'; key: string; person: Person };

interface Props {
  from: string;
  to: string;
  /** Sorted by team: a team's heading comes before its first person. */
  people: readonly Person[];
  days: Days;
  types: TypeMap;
  /** Names link to the person's calendar (not on that page itself). */
  linkPeople?: boolean;
}

const keyOf = (l: Line) => l.key;

/**
 * A month of days off: a row per person under their team's heading, a column per day; a cell links
 * to its request. Only the rows in view are drawn (a company of thousands is 100,000s of cells),
 * inside a box that scrolls both ways under the days' header.
 */
export function MonthGrid({ from, to, people, days, types, linkPeople = true }: Props) {
  const dates = useMemo(() => eachDayOfInterval({ start: new Date(`${from}T12:00:00`), end: new Date(`${to}T12:00:00`) }), [from, to]);
  const lines = useMemo(() => {
    const out: Line[] = [];
    let team: string | null = null;
    for (const p of people) {
      if (p.team !== team) out.push({ kind: 'team', key: `team-${p.team}`, team: p.team });
      team = p.team;
      out.push({ kind: 'person', key: p.id, person: p });
    }
    return out;
  }, [people]);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const { items, above, below } = useFixedRowVirtualizer({
    rows: lines,
    keyOf,
    scrollBox: box,
    estimatePx: 31,
    overscan: 12,
    initialRect: { width: 1000, height: 600 },
    firstRow: 'tbody tr:not([aria-hidden])',
  });
  const span = dates.length + 1;
  return (
    <div ref={setBox} className="card calendar-grid-wrap" tabIndex={-1}>
      <table className="calendar-grid" aria-rowcount={lines.length + 1}>
        <caption className="visually-hidden">
          Days off from {from} to {to}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="calendar-name">
              Person
            </th>
            {dates.map((d) => (
              <th key={d.toISOString()} scope="col" className={isWeekend(d) ? 'calendar-weekend' : undefined}>
                <span className="calendar-dow">{format(d, 'EEEEE')}</span>
                {format(d, 'd')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {above > 0 ? <tr aria-hidden="true" style={{ height: above }} /> : null}
          {items.map((item) => {
            const line = lines[item.index]!;
            return line.kind === 'team' ? (
              <tr key={item.key} className="calendar-team" aria-rowindex={item.index + 2}>
                <th scope="rowgroup" colSpan={span}>
                  {line.team || 'No team'}
                </th>
              </tr>
            ) : (
              <PersonRow
                key={item.key}
                index={item.index + 2}
                person={line.person}
                dates={dates}
                days={days.get(line.person.id)}
                types={types}
                link={linkPeople}
              />
            );
          })}
          {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
        </tbody>
      </table>
    </div>
  );
}

function PersonRow({
  index,
  person,
  dates,
  days,
  types,
  link,
}: {
  index: number;
  person: Person;
  dates: Date[];
  days: PersonDays | undefined;
  types: TypeMap;
  link: boolean;
}) {
  return (
    <tr aria-rowindex={index}>
      <th scope="row" className="calendar-name">
        {link ? <Link to={`/calendar/person/${person.id}`}>{person.name}</Link> : person.name}
      </th>
      {dates.map((d) => {
        const iso = format(d, 'yyyy-MM-dd');
        const hit = days?.get(iso);
        if (!hit) return <td key={iso} className={isWeekend(d) ? 'calendar-weekend' : undefined} />;
        const type = types.get(hit.request.day_off_type_id);
        const label = `${person.name}: ${type?.name ?? 'Day off'}, ${PART_LABELS[hit.day.part].toLowerCase()}, ${STATUS_LABELS[hit.request.status].toLowerCase()}`;
        return (
          <td
            key={iso}
            className={`calendar-off calendar-${hit.request.status} calendar-part-${hit.day.part}`}
            style={{ ['--type-color' as string]: type?.color }}
          >
            <Link to={`/inbox/daysOff/${hit.request.id}`} title={label} aria-label={label}>
              {type?.alias.slice(0, 1) ?? '•'}
            </Link>
          </td>
        );
      })}
    </tr>
  );
}
