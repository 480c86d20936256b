import { Link } from 'react-router-dom';
import { remindersPath } from '../../../shared/trainings/reminders.schema';
import type { ParticipantItem } from '../../../shared/trainings/trainings.schema';
import { useCan } from '../../lib/session-context';
import { ReminderList } from './reminder-list';
import { useReminders } from './use-reminders';
import './reminders.css';

/** The participant page's reminders card, linking to the page that adds them. */
export function ParticipantReminders({ participant }: { participant: ParticipantItem }) {
  const reminders = useReminders(participant.id);
  const can = useCan();
  return (
    <section className="card reminders-card" aria-labelledby="participant-reminders-title">
      <div className="card-header-row">
        <h2 id="participant-reminders-title">Reminders</h2>
        {can('trainings.edit') && <Link to={remindersPath(participant.training_id, participant.employee_id)}>Manage reminders</Link>}
      </div>
      {reminders && <ReminderList reminders={reminders} canEdit={can('trainings.edit')} />}
    </section>
  );
}
