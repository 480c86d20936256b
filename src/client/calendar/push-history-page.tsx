import { Link, useParams } from 'react-router-dom';
import { monthName } from '../../shared/calendar/push-month';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import type { PushStatus } from '../../shared/calendar/push.schema';
import { formatDateTime } from '../../shared/format';
import { useMirrorTable } from '../offline/use-mirror-table';
import { BackLink } from '../ui/back-link';
import { EmptyState } from '../ui/empty-state';
import '../ui/page.css';
import './calendar.css';

const STATUS: Record<PushStatus, { text: string; badge: string }> = {
  queued: { text: 'Waiting', badge: 'badge-primary' },
  running: { text: 'Sending', badge: 'badge-primary' },
  success: { text: 'Pushed', badge: 'badge-success' },
  failed_internal: { text: 'Failed', badge: 'badge-danger' },
  login_failed: { text: 'Login failed', badge: 'badge-danger' },
  service_offline: { text: 'Payroll offline', badge: 'badge-danger' },
  type_not_found: { text: 'Types not linked', badge: 'badge-warning' },
};

/** /history/calendar/push and /history/calendar/push/{year}/{month}: who pushed what, when, with what result (from the mirror). */
export function PushHistoryPage() {
  const params = useParams();
  const year = params.year ? Number(params.year) : null;
  const month = params.month ? Number(params.month) : null;
  const pushes = useMirrorTable('days_off_pushes');
  const rows = (pushes ?? [])
    .filter((p) => (year === null || p.year === year) && (month === null || p.month === month))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const title = year && month ? `Pushes of ${monthName({ year, month })}` : 'Push history';
  return (
    <>
      <BackLink to={year ? '/history/calendar/push' : '/calendar'} label={year ? 'Push history' : 'Calendar'} />
      <div className="page-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">Every push of days off to payroll: who pushed which month, when, and what came of it.</p>
        </div>
      </div>
      {pushes === undefined ? (
        <p className="muted">Loading…</p>
      ) : rows.length === 0 ? (
        <EmptyState title={calendarMessages.noPushes} />
      ) : (
        <div className="card">
          <table className="calendar-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Month</th>
                <th scope="col">Integration</th>
                <th scope="col">By</th>
                <th scope="col">People</th>
                <th scope="col">Days off sent</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={`/calendar/push/${p.id}`}>{formatDateTime(p.created_at)}</Link>
                  </td>
                  <td>
                    <Link to={`/history/calendar/push/${p.year}/${p.month}`}>{monthName(p)}</Link>
                  </td>
                  <td>
                    {p.integration_name}
                    {p.kind === 'export' && <div className="muted">CSV export</div>}
                  </td>
                  <td>{p.pushed_by_name}</td>
                  <td>{p.employee_ids.length}</td>
                  <td>
                    {p.days_count}
                    {p.already_booked_count > 0 && <div className="muted">{p.already_booked_count} already booked</div>}
                  </td>
                  <td>
                    <span className={`badge ${STATUS[p.status].badge}`}>{STATUS[p.status].text}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
