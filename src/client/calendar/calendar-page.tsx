import { addMonths, format } from 'date-fns';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { monthBounds } from '../../shared/calendar/day-off-days';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import { useCan } from '../lib/use-can';
import { useMirrorTable } from '../offline/use-mirror-table';
import { EmptyState } from '../ui/empty-state';
import { SelectInput } from '../ui/field';
import { IconChevronLeft, IconChevronRight } from '../ui/icons';
import { daysByPerson, useDayOffTypes } from './calendar-data';
import { MonthGrid } from './month-grid';
import { PushMonthMenu } from './push-month-menu';
import '../ui/page.css';
import './calendar.css';

/** /calendar: a month of days off by team, from the device's mirror (so it reads offline). */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const month = params.get('month') ?? format(new Date(), 'yyyy-MM');
  const team = params.get('team') ?? '';
  const first = new Date(`${month}-01T12:00:00`);
  const valid = !Number.isNaN(first.getTime());
  const shown = valid ? first : new Date();
  const { from, to } = monthBounds(shown.getFullYear(), shown.getMonth() + 1);
  const people = useMirrorTable('employees');
  const teams = useMirrorTable('teams');
  const requests = useMirrorTable('day_off_requests');
  const types = useDayOffTypes();
  const [onlyWithDays, setOnlyWithDays] = useState(false);

  const days = useMemo(() => daysByPerson(requests ?? [], from, to), [requests, from, to]);
  const rows = useMemo(
    () =>
      (people ?? [])
        .filter((p) => p.is_active && (!team || p.team_ids.includes(team)) && (!onlyWithDays || days.has(p.id)))
        .sort((a, b) => a.team.localeCompare(b.team) || a.name.localeCompare(b.name)),
    [people, team, onlyWithDays, days],
  );
  const go = (n: number) => setParams((p) => (p.set('month', format(addMonths(shown, n), 'yyyy-MM')), p), { replace: true });
  const waiting = (requests ?? []).filter((r) => r.status === 'requested').length;

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Calendar</h1>
          <p className="muted">Days off of everyone you may see. Waiting requests are striped.</p>
        </div>
        <div className="page-header-actions">
          <Link className="btn btn-secondary" to="/inbox/daysOff">
            Requests{waiting ? <span className="badge badge-warning">{waiting}</span> : null}
          </Link>
          {can('calendar.pushHistory') && (
            <Link className="btn btn-secondary" to="/history/calendar/push">
              Push history
            </Link>
          )}
          {can('calendar.push') && <PushMonthMenu />}
        </div>
      </div>
      <div className="card calendar-toolbar">
        <div className="calendar-month-nav">
          <button type="button" className="btn btn-secondary btn-icon" onClick={() => go(-1)} aria-label="Previous month">
            <IconChevronLeft size={18} />
          </button>
          <h2 className="calendar-month-title" data-month={format(shown, 'yyyy-MM')}>
            {format(shown, 'MMMM yyyy')}
          </h2>
          <button type="button" className="btn btn-secondary btn-icon" onClick={() => go(1)} aria-label="Next month">
            <IconChevronRight size={18} />
          </button>
        </div>
        <SelectInput
          label="Team"
          value={team}
          onChange={(e) => setParams((p) => (e.target.value ? p.set('team', e.target.value) : p.delete('team'), p), { replace: true })}
          options={[{ value: '', label: 'All teams' }, ...(teams ?? []).map((t) => ({ value: t.id, label: t.name }))]}
        />
        <label className="calendar-only">
          <input type="checkbox" checked={onlyWithDays} onChange={(e) => setOnlyWithDays(e.target.checked)} /> Only people with days off
        </label>
        <ul className="calendar-legend" aria-label="Types of day off">
          {[...(types?.values() ?? [])].map((t) => (
            <li key={t.id}>
              <span className="calendar-swatch" style={{ background: t.color }} /> {t.name}
            </li>
          ))}
        </ul>
      </div>
      {people === undefined || requests === undefined || types === undefined ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : rows.length === 0 ? (
        <EmptyState title={calendarMessages.noDaysOff} text="Nobody of this team has a day off this month." />
      ) : (
        <MonthGrid from={from} to={to} people={rows} days={days} types={types} />
      )}
    </>
  );
}
