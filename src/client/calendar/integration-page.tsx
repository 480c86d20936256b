import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { INTEGRATION_SOURCE_NAMES } from '../../shared/calendar/integration.schema';
import { isPushMonthOffered, monthName } from '../../shared/calendar/push-month';
import { pushMessages } from '../../shared/calendar/push.messages';
import { useCan } from '../lib/use-can';
import { useMirrorTable } from '../offline/use-mirror-table';
import { BackLink } from '../ui/back-link';
import { EmptyState } from '../ui/empty-state';
import { lastFailedPush, pushAgainPath } from './push-again';
import { ReauthModal } from './reauth-modal';
import { ResellerMessageModal } from './reseller-message-modal';
import '../ui/page.css';
import './calendar.css';

/** /settings/socialSecretariat: the company's payroll integrations. */
export function IntegrationsPage() {
  const integrations = useMirrorTable('payroll_integrations');
  return (
    <>
      <BackLink to="/settings" label="Settings" />
      <div className="page-header">
        <h1>Payroll integrations</h1>
      </div>
      {integrations === undefined ? (
        <p className="muted">Loading…</p>
      ) : integrations.length === 0 ? (
        <EmptyState title="No payroll integration yet" />
      ) : (
        <div className="card card-body">
          <ul className="calendar-list">
            {integrations.map((i) => (
              <li key={i.id}>
                <Link to={`/settings/socialSecretariat/${i.id}`}>{i.name}</Link> <span className="muted">{INTEGRATION_SOURCE_NAMES[i.source]}</span>{' '}
                {i.login_status === 'login_failed' && <span className="badge badge-danger">Login failed</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** /settings/socialSecretariat/{integration_id}: the integration, its login, its types and its people. */
export function IntegrationPage() {
  const { integration_id: id } = useParams();
  const integration = useMirrorTable('payroll_integrations')?.find((i) => i.id === id);
  const links = useMirrorTable('integration_people');
  const types = useMirrorTable('day_off_types');
  const pushes = useMirrorTable('days_off_pushes');
  const query = useSearchParams()[0];
  // From a push's anomaly review (?year=&month=): the way back to that month's push.
  const fromPush = query.get('year') && query.get('month') ? { year: Number(query.get('year')), month: Number(query.get('month')) } : null;
  const can = useCan();
  const [reauth, setReauth] = useState(false);
  const [writing, setWriting] = useState(false);
  if (links === undefined) return <p className="muted">Loading…</p>;
  if (!integration) return <EmptyState title={pushMessages.integrationNotFound} action={<Link to="/settings/socialSecretariat">Payroll integrations</Link>} />;
  const people = links.filter((l) => l.integration_id === integration.id).sort((a, b) => a.name.localeCompare(b.name));
  const payrollName = (pid: string | undefined) => integration.payroll_types.find((t) => t.id === pid)?.name;
  // Where fixing the login of a failed push leads: the way back to that push.
  const failedPush = lastFailedPush(pushes ?? [], integration.id, new Date());
  return (
    <>
      <BackLink to="/settings/socialSecretariat" label="Payroll integrations" />
      <div className="page-header">
        <div>
          <h1>{integration.name}</h1>
          <p className="muted">{INTEGRATION_SOURCE_NAMES[integration.source]}</p>
        </div>
        <div className="page-header-actions">
          {can('integrations.manage') && (
            <button type="button" className="btn btn-primary" onClick={() => setReauth(true)}>
              Log in again
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => setWriting(true)}>
            Ask the reseller for help
          </button>
        </div>
      </div>
      {integration.login_status === 'login_failed' ? (
        <div className="calendar-box calendar-box-danger" role="alert">
          {pushMessages.loginFailed}
        </div>
      ) : (
        <div className="calendar-box calendar-box-success" role="status">
          Connected: the last login with the stored credentials worked.
        </div>
      )}
      {fromPush && isPushMonthOffered(fromPush, new Date()) && (
        <p>
          <Link to={`/calendar/push/${fromPush.year}/${fromPush.month}/${integration.id}`}>Back to the push of {monthName(fromPush)}</Link>
        </p>
      )}
      {failedPush && (
        <div className="calendar-box calendar-box-info">
          The last push, of {monthName(failedPush)}, did not go through. <Link to={pushAgainPath(failedPush)}>Push this month again</Link>
        </div>
      )}
      <div className="card card-body">
        <dl className="calendar-facts">
          <dt>Username</dt>
          <dd>{integration.username}</dd>
          <dt>Customer code</dt>
          <dd>{integration.customer_code}</dd>
          <dt>Password</dt>
          <dd>Stored encrypted</dd>
          <dt>Features</dt>
          <dd>{integration.features.length ? integration.features.join(', ') : '—'}</dd>
          <dt>IBAN needed</dt>
          <dd>{integration.needs_iban ? 'Yes: pay goes by bank transfer' : 'No'}</dd>
        </dl>
      </div>
      <h2>Types of day off</h2>
      <div className="card">
        <table className="calendar-table">
          <caption className="visually-hidden">Types of day off and the payroll’s types</caption>
          <thead>
            <tr>
              <th scope="col">Type of day off</th>
              <th scope="col">Payroll type</th>
            </tr>
          </thead>
          <tbody>
            {(types ?? []).map((t) => (
              <tr key={t.id}>
                <td>
                  {t.name} ({t.alias})
                </td>
                <td>{payrollName(integration.type_links[t.id]) ?? <span className="badge badge-warning">Not linked: linked on the next push</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="people">People in the payroll ({people.length})</h2>
      <div className="card">
        <table className="calendar-table">
          <caption className="visually-hidden">People of the integration</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Payroll id</th>
              <th scope="col">IBAN</th>
              <th scope="col">Benefit code</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{p.link_source_app ?? <span className="badge badge-danger">{pushMessages.notLinked}</span>}</td>
                <td>{p.iban ? `${p.iban.slice(0, 4)} •••• ${p.iban.slice(-4)}` : '—'}</td>
                <td>{p.benefit_code ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reauth && <ReauthModal integration={integration} onClose={() => setReauth(false)} />}
      {writing && <ResellerMessageModal relatedObject="integration" relatedId={integration.id} onClose={() => setWriting(false)} />}
    </>
  );
}
