import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INTEGRATION_SOURCE_NAMES } from '../../shared/calendar/integration.schema';
import { monthName } from '../../shared/calendar/push-month';
import { pushMessages } from '../../shared/calendar/push.messages';
import { useCan } from '../lib/use-can';
import { useMirrorTable } from '../offline/use-mirror-table';
import { BackLink } from '../ui/back-link';
import { EmptyState } from '../ui/empty-state';
import { IntegrationPeople } from './integration-people';
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

/** /settings/socialSecretariat/{integration_id}: the integration, its login, its types and its people (integration-people.tsx). */
export function IntegrationPage() {
  const { integration_id: id } = useParams();
  const integrations = useMirrorTable('payroll_integrations');
  const integration = integrations?.find((i) => i.id === id);
  const types = useMirrorTable('day_off_types');
  const pushes = useMirrorTable('days_off_pushes');
  const can = useCan();
  const [reauth, setReauth] = useState(false);
  const [writing, setWriting] = useState(false);
  if (integrations === undefined) return <p className="muted">Loading…</p>;
  if (!integration) return <EmptyState title={pushMessages.integrationNotFound} action={<Link to="/settings/socialSecretariat">Payroll integrations</Link>} />;
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
      <IntegrationPeople integration={integration} />
      {reauth && <ReauthModal integration={integration} onClose={() => setReauth(false)} />}
      {writing && <ResellerMessageModal relatedObject="integration" relatedId={integration.id} onClose={() => setWriting(false)} />}
    </>
  );
}
