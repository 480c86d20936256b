import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import { dayOffApprove, dayOffDecline } from '../../shared/calendar/calendar.mutations';
import { isOwnRequest } from '../../shared/calendar/calendar.rights';
import { MAX_DECLINE_REASON } from '../../shared/calendar/calendar.schema';
import { formatDateTime } from '../../shared/format';
import { useViewer } from '../lib/session-context';
import { useCan } from '../lib/use-can';
import { useMirrorTable } from '../offline/use-mirror-table';
import { useMutate } from '../offline/use-mutate';
import { BackLink } from '../ui/back-link';
import { EmptyState } from '../ui/empty-state';
import { Modal } from '../ui/modal';
import { TextArea } from '../ui/text-area';
import { useToast } from '../ui/toasts';
import { periodText, STATUS_LABELS, useDayOffTypes } from './calendar-data';
import '../ui/page.css';
import './calendar.css';

/** /inbox/daysOff/{request_id}: a request, approved or declined here (offline too: the outbox sends it). */
export function RequestPage() {
  const { request_id: id } = useParams();
  const requests = useMirrorTable('day_off_requests');
  const people = useMirrorTable('employees');
  const types = useDayOffTypes();
  const can = useCan();
  const viewer = useViewer();
  const mutate = useMutate();
  const toast = useToast();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const request = requests?.find((r) => r.id === id);
  if (requests === undefined) return <p className="muted">Loading…</p>;
  if (!request) return <EmptyState title={calendarMessages.requestNotFound} action={<Link to="/inbox/daysOff">Back to the requests</Link>} />;
  const person = people?.find((p) => p.id === request.employee_id);
  const type = types?.get(request.day_off_type_id);
  const by = { by_name: viewer.user.name };
  const own = isOwnRequest(viewer, request);
  const approve = async () => {
    await mutate(dayOffApprove, { request_id: request.id, ...by });
    toast.saved(calendarMessages.approved);
  };
  const decline = async () => {
    await mutate(dayOffDecline, { request_id: request.id, reason, ...by });
    setDeclining(false);
    toast.saved(calendarMessages.declined);
  };
  return (
    <>
      <BackLink to="/inbox/daysOff" label="Requests" />
      <div className="page-header">
        <div>
          <h1>{person?.name ?? request.requested_by_name}</h1>
          <p className="muted">
            {type?.name ?? 'Day off'} · {periodText(request)}
          </p>
        </div>
        <span className={`badge ${request.status === 'approved' ? 'badge-success' : request.status === 'declined' ? 'badge-danger' : 'badge-warning'}`}>
          {STATUS_LABELS[request.status]}
        </span>
      </div>
      <div className="card card-body">
        <dl className="calendar-facts">
          <dt>Requested by</dt>
          <dd>{request.requested_by_name}</dd>
          <dt>Added on</dt>
          <dd>{formatDateTime(request.created_at)}</dd>
          <dt>Team</dt>
          <dd>{person?.team || '—'}</dd>
          <dt>Type</dt>
          <dd>{type?.name ?? '—'}</dd>
          <dt>Details</dt>
          <dd>{request.details || '—'}</dd>
          {request.decided_at && (
            <>
              <dt>{request.status === 'approved' ? 'Approved' : 'Declined'} by</dt>
              <dd>
                {request.decided_by_name} on {formatDateTime(request.decided_at)}
              </dd>
            </>
          )}
          {request.decline_reason && (
            <>
              <dt>Reason</dt>
              <dd>{request.decline_reason}</dd>
            </>
          )}
        </dl>
        <div className="calendar-actions">
          {request.status === 'requested' && can('calendar.decide') && own && <p className="muted calendar-own-request">{calendarMessages.ownRequest}</p>}
          {request.status === 'requested' && can('calendar.decide') && !own && (
            <>
              <button type="button" className="btn btn-primary" onClick={() => void approve()}>
                Approve
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setDeclining(true)}>
                Decline
              </button>
            </>
          )}
          <Link className="btn btn-secondary" to={`/calendar/person/${request.employee_id}`}>
            {person ? `${person.first_name}’s calendar` : 'Calendar'}
          </Link>
        </div>
      </div>
      <Modal
        open={declining}
        title="Decline this request?"
        onClose={() => setDeclining(false)}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDeclining(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={() => void decline()}>
              Decline
            </button>
          </>
        }
      >
        <TextArea label="Reason (optional)" value={reason} maxLength={MAX_DECLINE_REASON} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </>
  );
}
