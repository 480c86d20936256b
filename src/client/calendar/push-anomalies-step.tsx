import { Link } from 'react-router-dom';
import type { AnomalyResult, Irregularity } from '../../shared/calendar/push-anomalies';
import { pushMessages } from '../../shared/calendar/push.messages';
import { formatDate } from '../../shared/format';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Where an anomaly is fixed: a request not approved in the inbox, a person not linked at their row
 * among the integration's people, where their payroll id is entered (with the way back to this
 * month's push), the others in the person's calendar on the push's month.
 */
export function anomalyLink(irregularity: Irregularity, employeeId: string, push: { year: number; month: number; integrationId: string }): string {
  if (irregularity === 'calendar_request_not_approved') return '/inbox/daysOff';
  if (irregularity === 'not_linked_in_payroll')
    return `/settings/socialSecretariat/${push.integrationId}?year=${push.year}&month=${push.month}&employee_id=${employeeId}#people`;
  return `/calendar/person/${employeeId}?month=${push.year}-${pad(push.month)}`;
}

/**
 * The anomaly review (software-contracts-push.md section 2): per person each date and irregularity,
 * each linking to where it is fixed (anomalyLink).
 */
export function PushAnomaliesStep({ result, push }: { result: AnomalyResult; push: { year: number; month: number; integrationId: string } }) {
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
                  <Link to={anomalyLink(a.irregularity, e.employee_id, push)}>{pushMessages.irregularity[a.irregularity]}</Link>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </section>
  );
}
