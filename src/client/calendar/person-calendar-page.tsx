import { addMonths, format } from 'date-fns';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { monthBounds } from '../../shared/calendar/day-off-days';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import { useCan } from '../lib/use-can';
import { useMirrorTable } from '../offline/use-mirror-table';
import { BackLink } from '../ui/back-link';
import { EmptyState } from '../ui/empty-state';
import { IconChevronLeft, IconChevronRight } from '../ui/icons';
import { daysByPerson, periodText, STATUS_LABELS, useDayOffTypes } from './calendar-data';
import { MonthGrid } from './month-grid';
import { RequestForm } from './request-form';
import '../ui/page.css';
import './calendar.css';

/** /calendar/person/{employee_id}: a person's month and all their requests. */
export function PersonCalendarPage() {
  const { employee_id: id } = useParams();
  const people = useMirrorTable('employees');
  const requests = useMirrorTable('day_off_requests');
  const types = useDayOffTypes();
  const can = useCan();
  // ?month=yyyy-mm opens on that month (the push's anomaly review links here with its month).
  const asked = /^(\d{4})-(\d{2})$/.exec(useSearchParams()[0].get('month') ?? '');
  const [shown, setShown] = useState(() => (asked ? new Date(Number(asked[1]), Number(asked[2]) - 1, 1) : new Date()));
  const [adding, setAdding] = useState(false);
  const person = people?.find((p) => p.id === id);
  const mine = useMemo(() => (requests ?? []).filter((r) => r.employee_id === id).sort((a, b) => b.start_date.localeCompare(a.start_date)), [requests, id]);
  const { from, to } = monthBounds(shown.getFullYear(), shown.getMonth() + 1);
  const days = useMemo(() => daysByPerson(mine, from, to), [mine, from, to]);
  if (people === undefined || types === undefined) return <p className="muted">Loading…</p>;
  if (!person) return <EmptyState title={calendarMessages.personNotFound} action={<Link to="/calendar">Back to the calendar</Link>} />;
  return (
    <>
      <BackLink to="/calendar" label="Calendar" />
      <div className="page-header">
        <div>
          <h1>{person.name}</h1>
          <p className="muted">{person.team || 'No team'}</p>
        </div>
        {can('calendar.decide') && (
          <div className="page-header-actions">
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              Request a day off
            </button>
          </div>
        )}
      </div>
      <div className="card calendar-toolbar">
        <div className="calendar-month-nav">
          <button type="button" className="btn btn-secondary btn-icon" onClick={() => setShown((d) => addMonths(d, -1))} aria-label="Previous month">
            <IconChevronLeft size={18} />
          </button>
          <h2 className="calendar-month-title">{format(shown, 'MMMM yyyy')}</h2>
          <button type="button" className="btn btn-secondary btn-icon" onClick={() => setShown((d) => addMonths(d, 1))} aria-label="Next month">
            <IconChevronRight size={18} />
          </button>
        </div>
      </div>
      <MonthGrid from={from} to={to} people={[person]} days={days} types={types} linkPeople={false} />
      <h2>Requests</h2>
      {mine.length === 0 ? (
        <EmptyState title="No days off yet" />
      ) : (
        <div className="card">
          <table className="calendar-table">
            <caption className="visually-hidden">Requests of {person.name}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {mine.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={`/inbox/daysOff/${r.id}`}>{periodText(r)}</Link>
                  </td>
                  <td>{types.get(r.day_off_type_id)?.name ?? '—'}</td>
                  <td>{STATUS_LABELS[r.status]}</td>
                  <td>{r.details || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {adding && <RequestForm person={person} onClose={() => setAdding(false)} />}
    </>
  );
}
