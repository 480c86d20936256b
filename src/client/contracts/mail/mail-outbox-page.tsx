import { useCallback, useEffect, useState } from 'react';
import { BackLink } from '../../ui/back-link';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import type { MailStatus, OutboxMail as Mail } from '../../../shared/contracts/contracts.schema';
import { formatDateTime } from '../../../shared/format';
import { ApiError, apiGet, apiPost } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';
import { EmptyState } from '../../ui/empty-state';
import { useToast } from '../../ui/toasts';
import '../../ui/page.css';
import '../contracts.css';

const STATUS_BADGE: Record<MailStatus, string> = {
  waiting: 'badge-warning',
  refused: 'badge-danger',
  sent: 'badge-primary',
  signed_by_person: 'badge-success',
  contract_signed: 'badge-success',
  replaced: '',
  expired: '',
};

/** /settings/mail: the mail the app sent or holds (no SMTP server set up, or one that refused it). Needs the server. */
export function MailOutboxPage() {
  const online = useOffline().status.online;
  const toast = useToast();
  const [state, setState] = useState<{ mail: Mail[]; smtp: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    apiGet<{ data: Mail[]; smtp: boolean }>('/api/mail/outbox')
      .then((res) => setState({ mail: res.data, smtp: res.smtp }))
      .catch((err: unknown) => setError(err instanceof ApiError ? err.message : m.needsNetwork));
  }, []);
  useEffect(() => {
    if (online) load();
  }, [online, load]);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.saved(m.linkCopied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  const deliver = async () => {
    const res = await apiPost<{ sent: number }>('/api/mail/outbox/deliver');
    toast.saved(`${res.sent} sent`);
    load();
  };
  return (
    <>
      <BackLink to="/settings" label="Settings" />
      <div className="page-header">
        <div>
          <h1>Outgoing mail</h1>
          <p className="muted">
            {state === null
              ? ' '
              : state.smtp
                ? 'Mail goes out through your mail server.'
                : 'No mail server is set up (SMTP_URL): mail waits here. Copy a link to pass it on yourself.'}
          </p>
        </div>
        {state?.smtp && (
          <div className="page-header-actions">
            <button type="button" className="btn btn-secondary" onClick={() => void deliver()}>
              Send waiting mail
            </button>
          </div>
        )}
      </div>
      {!online && <p className="muted">{m.needsNetwork}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {state && state.mail.length === 0 && <EmptyState title="No mail yet" text="Contracts sent for signing appear here." />}
      {state && state.mail.length > 0 && (
        <ul className="mail-list">
          {[...state.mail].reverse().map((mail) => (
            <li key={mail.id} className="card card-body">
              <div className="card-title-row">
                <strong>{mail.subject}</strong>
                <span className={`badge ${STATUS_BADGE[mail.status]}`}>{m.mailStatus[mail.status]}</span>
              </div>
              <p className="muted">
                To {mail.to_address} · {formatDateTime(mail.created_at)}
                {mail.sent_at && ` · sent ${formatDateTime(mail.sent_at)}`}
              </p>
              {mail.error && <p className="field-error">{mail.error}</p>}
              {mail.link && (
                <div className="mail-link">
                  <code className="mail-link-text">{mail.link}</code>
                  <button type="button" className="btn btn-secondary" onClick={() => void copy(mail.link!)}>
                    Copy link
                  </button>
                </div>
              )}
              <pre className="mail-body">{mail.text_body}</pre>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
