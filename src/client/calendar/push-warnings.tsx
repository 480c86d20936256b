import type { PushNotification } from '../../shared/calendar/push.schema';

/** The warning box of a push: the people with issues, red when one is severe, yellow otherwise (section 8). */
export function PushWarnings({ notifications }: { notifications: PushNotification[] }) {
  if (!notifications.length) return null;
  const severe = notifications.some((n) => n.severe);
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
