import type { ParticipantItem } from '../../../shared/trainings/trainings.schema';
import { useCan } from '../../lib/use-can';
import { ReminderList } from './reminder-list';
import { useReminders } from './use-reminders';
import './reminders.css';

/** The participant page's reminders card: each reminder, done or not. */
export function ParticipantReminders({ participant }: { participant: ParticipantItem }) {
  const reminders = useReminders(participant.id);
  const can = useCan();
  return (
    <section className="card reminders-card" aria-labelledby="participant-reminders-title">
      {/* Adding reminders is the page header's 'Manage reminders' action (trainings.md section 2). */}
      <h2 id="participant-reminders-title">Reminders</h2>
      {reminders && <ReminderList reminders={reminders} canEdit={can('trainings.edit')} />}
    </section>
  );
}
