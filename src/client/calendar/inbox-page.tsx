import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import { formatDateTime } from '../../shared/format';
import { useMirrorTable } from '../offline/use-mirror-table';
import { BackLink } from '../ui/back-link';
import { EmptyState } from '../ui/empty-state';
import { periodText, STATUS_LABELS, useDayOffTypes } from './calendar-data';
import '../ui/page.css';
import './calendar.css';

/** /inbox/daysOff: the requests waiting for an answer (or all), with the spec's columns. */
export function InboxPage() {
  const requests = useMirrorTable('day_off_requests');
  const people = useMirrorTable('employees');
  const types = useDayOffTypes();
  const [all, setAll] = useState(false);
  const byId = useMemo(() => new Map((people ?? []).map((p) => [p.id, p])), [people]);
  const rows = useMemo(
    () =>
      (requests ?? [])
        .filter((r) => all || r.status === 'requested')
        .sort((a, b) => (all ? b.created_at.localeCompare(a.created_at) : a.created_at.localeCompare(b.created_at))),
    [requests, all],
  );
  return (
    <>
      <BackLink to="/calendar" label="Calendar" />
      <div className="page-header">
        <div>
          <h1>Days-off requests</h1>
          <p className="muted">Open a request to approve or decline it. Answers given offline are sent once you are back online.</p>
        </div>
        <div className="page-header-actions">
          <label className="calendar-only">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Show answered requests too
          </label>
        </div>
      </div>
      {requests === undefined || types === undefined ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : rows.length === 0 ? (
        <EmptyState title={calendarMessages.noRequests} />
      ) : (
        <div className="card">
          <table className="calendar-table">
            <caption className="visually-hidden">Days-off requests</caption>
            <thead>
              <tr>
                <th scope="col">Requested by</th>
                <th scope="col">Added on</th>
                <th scope="col">Team</th>
                <th scope="col">Type</th>
                <th scope="col">Details</th>
                {all && <th scope="col">Status</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const person = byId.get(r.employee_id);
                return (
                  <tr key={r.id}>
                    <td>
                      <Link to={`/inbox/daysOff/${r.id}`}>{person?.name ?? r.requested_by_name}</Link>
                    </td>
                    <td>{formatDateTime(r.created_at)}</td>
                    <td>{person?.team || '—'}</td>
                    <td>{types.get(r.day_off_type_id)?.name ?? '—'}</td>
                    <td>
                      {periodText(r)}
                      {r.details && <div className="muted">{r.details}</div>}
                    </td>
                    {all && <td>{STATUS_LABELS[r.status]}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
