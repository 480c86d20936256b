import { Link } from 'react-router-dom';
import type { AnomalyResult } from '../../shared/calendar/push-anomalies';
import { pushMessages } from '../../shared/calendar/push.messages';
import { formatDate } from '../../shared/format';

/**
 * The anomaly review (software-contracts-push.md section 2): per person each date and irregularity,
 * linking to /inbox/daysOff for a request not approved yet and to the person's calendar otherwise.
 */
export function PushAnomaliesStep({ result }: { result: AnomalyResult }) {
  return (
    <section className="card card-body push-step" aria-labelledby="push-anomalies-title">
      <h2 id="push-anomalies-title">Anomalies</h2>
      <p className="muted">
        {result.employees_with_anomalies.length} {result.employees_with_anomalies.length === 1 ? 'person has' : 'people have'} something to look at before the
        push. Fix them, or ignore them and continue: days off not approved are not pushed.
      </p>
      <table className="calendar-table">
        <caption className="visually-hidden">Anomalies of the month</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Date</th>
            <th scope="col">Irregularity</th>
          </tr>
        </thead>
        <tbody>
          {result.employees_with_anomalies.flatMap((e) =>
            e.anomalies.map((a, i) => (
              <tr key={`${e.employee_id}-${i}`}>
                <td>{i === 0 ? e.name : ''}</td>
                <td>{a.date ? formatDate(a.date) : '—'}</td>
                <td>
                  <Link to={a.irregularity === 'calendar_request_not_approved' ? '/inbox/daysOff' : `/calendar/person/${e.employee_id}`}>
                    {pushMessages.irregularity[a.irregularity]}
                  </Link>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </section>
  );
}
