import type { PushNotification } from '../../shared/calendar/push.schema';

function WarningBox({ notifications, severe }: { notifications: PushNotification[]; severe: boolean }) {
  if (!notifications.length) return null;
  return (
    <div className={`calendar-box calendar-box-${severe ? 'danger' : 'warning'}`} role={severe ? 'alert' : 'status'}>
      <strong>{notifications.length === 1 ? 'One person has an issue' : `${notifications.length} people have issues`}</strong>
      <ul>
        {notifications.map((n, i) => (
          <li key={i}>
            {n.related_employee ? `${n.related_employee.name}: ` : ''}
            {n.details.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The warning boxes of a push (section 8): the severe issues in a red box, the others in a yellow one. */
export function PushWarnings({ notifications }: { notifications: PushNotification[] }) {
  return (
    <>
      <WarningBox notifications={notifications.filter((n) => n.severe)} severe />
      <WarningBox notifications={notifications.filter((n) => !n.severe)} severe={false} />
    </>
  );
}
