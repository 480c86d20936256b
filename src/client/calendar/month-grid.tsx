import { eachDayOfInterval, format, isWeekend } from 'date-fns';
import { Link } from 'react-router-dom';
import type { DayOffRequestItem } from '../../shared/calendar/calendar.schema';
import type { DayOff } from '../../shared/calendar/day-off-days';
import { PART_LABELS, STATUS_LABELS, type TypeMap } from './calendar-data';

interface Props {
  from: string;
  to: string;
  people: readonly { id: string; name: string; team: string }[];
  days: ReadonlyMap<string, ReadonlyMap<string, { day: DayOff; request: DayOffRequestItem }>>;
  types: TypeMap;
  /** Names link to the person's calendar (not on that page itself). */
  linkPeople?: boolean;
}

/** A month of days off: a row per person, a column per day; a cell links to its request. */
export function MonthGrid({ from, to, people, days, types, linkPeople = true }: Props) {
  const dates = eachDayOfInterval({ start: new Date(`${from}T12:00:00`), end: new Date(`${to}T12:00:00`) });
  let lastTeam = '';
  return (
    <div className="card calendar-grid-wrap">
      <table className="calendar-grid">
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
          {people.flatMap((p) => {
            const mine = days.get(p.id);
            const header =
              p.team !== lastTeam ? (
                <tr key={`team-${p.team}`} className="calendar-team">
                  <th scope="rowgroup" colSpan={dates.length + 1}>
                    {p.team || 'No team'}
                  </th>
                </tr>
              ) : null;
            lastTeam = p.team;
            const row = (
              <tr key={p.id}>
                <th scope="row" className="calendar-name">
                  {linkPeople ? <Link to={`/calendar/person/${p.id}`}>{p.name}</Link> : p.name}
                </th>
                {dates.map((d) => {
                  const iso = format(d, 'yyyy-MM-dd');
                  const hit = mine?.get(iso);
                  if (!hit) return <td key={iso} className={isWeekend(d) ? 'calendar-weekend' : undefined} />;
                  const type = types.get(hit.request.day_off_type_id);
                  const label = `${p.name}: ${type?.name ?? 'Day off'}, ${PART_LABELS[hit.day.part].toLowerCase()}, ${STATUS_LABELS[hit.request.status].toLowerCase()}`;
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
            return header ? [header, row] : [row];
          })}
        </tbody>
      </table>
    </div>
  );
}
