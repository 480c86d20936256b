import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INTEGRATION_SOURCE_NAMES } from '../../shared/calendar/integration.schema';
import { monthName } from '../../shared/calendar/push-month';
import { pushMessages } from '../../shared/calendar/push.messages';
import { PUSH_ENDED, PUSH_POLL_MS, type DaysOffPushItem } from '../../shared/calendar/push.schema';
import { formatDate, formatDateTime } from '../../shared/format';
import { ApiError, apiGet } from '../lib/api';
import { useOffline } from '../offline/offline-context';
import { useMirrorTable } from '../offline/use-mirror-table';
import { BackLink } from '../ui/back-link';
import { ResellerMessageModal } from './reseller-message-modal';
import { ReauthModal } from './reauth-modal';
import { PushWarnings } from './push-warnings';
import { canPushAgain, pushAgainPath } from './push-again';
import '../ui/page.css';
import './calendar.css';

/** Asks for the command every 4 s (section 9) until it ends; the mirror's copy shows meanwhile, offline too. */
function usePushCommand(id: string): { push: DaysOffPushItem | null; error: string | null } {
  const mirrored = useMirrorTable('days_off_pushes')?.find((p) => p.id === id) ?? null;
  const [fetched, setFetched] = useState<DaysOffPushItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { engine } = useOffline();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const { data } = await apiGet<{ data: DaysOffPushItem }>(`/api/calendar/push/${id}`);
        if (stopped) return;
        setFetched(data);
        setError(null);
        if (PUSH_ENDED.includes(data.status)) return void engine.pullNow().catch(() => undefined);
      } catch (e) {
        if (stopped) return;
        if (e instanceof ApiError && e.status === 404) return setError(pushMessages.commandNotFound);
      }
      timer = setTimeout(() => void ask(), PUSH_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, engine]);
  // The newer of the two: the answer while the job runs, the mirror once a pull brought a later change.
  const push = fetched && (!mirrored || fetched.updated_at >= mirrored.updated_at) ? fetched : mirrored;
  return { push, error };
}

const RESULT: Record<string, { box: string; text: string }> = {
  login_failed: { box: 'danger', text: pushMessages.loginFailed },
  service_offline: { box: 'danger', text: pushMessages.serviceOffline },
  failed_internal: { box: 'danger', text: pushMessages.failedInternal },
  type_not_found: { box: 'danger', text: pushMessages.typeNotFound },
};

/** /calendar/push/{command_id}: the push's progress and result. */
export function PushProgressPage() {
  const { command_id: id = '' } = useParams();
  const { push, error } = usePushCommand(id);
  const integration = useMirrorTable('payroll_integrations')?.find((i) => i.id === push?.integration_id);
  const [reauth, setReauth] = useState<boolean | null>(null);
  const [writing, setWriting] = useState(false);
  if (error) return <p className="calendar-box calendar-box-danger">{error}</p>;
  if (!push) return <p className="muted">Loading…</p>;
  const running = !PUSH_ENDED.includes(push.status);
  const showReauth = reauth ?? push.status === 'login_failed';
  const result = RESULT[push.status];
  const again = canPushAgain(push, new Date()) ? pushAgainPath(push) : null;
  return (
    <>
      <BackLink to="/calendar" label="Calendar" />
      <div className="page-header">
        <div>
          <h1>
            {push.kind === 'export' ? 'Export' : 'Push'} of {monthName(push)}
          </h1>
          <p className="muted">
            {push.integration_name} · {INTEGRATION_SOURCE_NAMES[push.source as keyof typeof INTEGRATION_SOURCE_NAMES] ?? push.source} · by {push.pushed_by_name}{' '}
            on {formatDateTime(push.created_at)}
          </p>
        </div>
      </div>
      {running && (
        <div className="calendar-box calendar-box-info" role="status" aria-live="polite">
          Sending {push.employee_ids.length} people’s days off to the payroll… This page checks every 4 seconds.
        </div>
      )}
      {push.status === 'success' && (
        <div className="calendar-box calendar-box-success" role="status">
          {push.kind === 'export' ? `Exported: ${push.days_count} days off in the file.` : pushMessages.pushed(push.booked_count)}
          {push.already_booked_count > 0 && ` ${push.already_booked_count} the payroll already had were not sent twice.`}
        </div>
      )}
      {result && (
        <div className={`calendar-box calendar-box-${result.box}`} role="alert">
          {result.text}{' '}
          {push.status === 'login_failed' && integration && (
            <button type="button" className="btn btn-secondary" onClick={() => setReauth(true)}>
              Enter the credentials
            </button>
          )}
          {again && <Link to={again}>Push this month again</Link>}
        </div>
      )}
      <PushWarnings notifications={push.notifications} />
      <div className="card card-body">
        <dl className="calendar-facts">
          <dt>People</dt>
          <dd>{push.employee_ids.length}</dd>
          <dt>Days off sent</dt>
          <dd>{push.days_count}</dd>
          {push.wage_payout_date && (
            <>
              <dt>Wage payment</dt>
              <dd>{formatDate(push.wage_payout_date)}</dd>
            </>
          )}
          {push.meal_voucher_payout_date && (
            <>
              <dt>Meal-voucher payment</dt>
              <dd>{formatDate(push.meal_voucher_payout_date)}</dd>
            </>
          )}
          <dt>Message for payroll</dt>
          <dd>{push.message_for_payroll || '—'}</dd>
          {push.finished_at && (
            <>
              <dt>Finished</dt>
              <dd>{formatDateTime(push.finished_at)}</dd>
            </>
          )}
        </dl>
        <div className="calendar-actions">
          {push.has_file && (
            <a className="btn btn-primary" href={`/api/calendar/push/${push.id}/csv`} download>
              Download the CSV file
            </a>
          )}
          <Link className="btn btn-secondary" to="/history/calendar/push">
            Push history
          </Link>
          <button type="button" className="btn btn-secondary" onClick={() => setWriting(true)}>
            Ask the reseller for help
          </button>
        </div>
      </div>
      {showReauth && integration && <ReauthModal integration={integration} onClose={() => setReauth(false)} />}
      {writing && <ResellerMessageModal relatedObject="days_off_push" relatedId={push.id} onClose={() => setWriting(false)} />}
    </>
  );
}
