import { formatDate } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { reminderDelete, reminderEdit } from '../../../shared/trainings/reminders.mutations';
import { useMutate } from '../../offline/use-mutate';
import { IconTrash } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import type { ReminderRow } from './use-reminders';

/** A participant's reminders, each with its date, message and done box; `canEdit` adds the controls. */
export function ReminderList({ reminders, canEdit }: { reminders: ReminderRow[]; canEdit: boolean }) {
  const mutate = useMutate();
  if (reminders.length === 0) return <p className="muted">{messages.trainings.noReminders}</p>;
  return (
    <ul className="reminder-list">
      {reminders.map((r) => (
        <li key={r.id} className={r.done ? 'reminder reminder-done' : 'reminder'}>
          <input
            type="checkbox"
            checked={r.done === 1}
            disabled={!canEdit}
            aria-label={`Done: ${r.message}`}
            onChange={(e) => void mutate(reminderEdit, { reminder_id: r.id, done: e.target.checked ? 1 : 0 }, { label: r.message })}
          />
          <time dateTime={r.date} className="reminder-date">
            {formatDate(r.date)}
          </time>
          <span className="reminder-message">{r.message}</span>
          <PendingBadge row={r} />
          {canEdit && (
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              aria-label={`Delete reminder: ${r.message}`}
              onClick={() => void mutate(reminderDelete, { reminder_id: r.id }, { label: r.message })}
            >
              <IconTrash size={18} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
