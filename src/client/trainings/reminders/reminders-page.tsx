import { useParams, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { participantPath } from '../../../shared/trainings/training-rules';
import { useCan } from '../../lib/use-can';
import { useParticipantOf } from '../data/use-training-data';
import { ReminderForm } from './reminder-form';
import { ReminderList } from './reminder-list';
import { useReminders } from './use-reminders';
import '../../ui/page.css';
import './reminders.css';
import { ParticipantNotFound } from '../participant/participant-not-found';

/**
 * /reminders/training/{id}?relatedEmployeeId= (trainings.md section 2's route; the page's contents
 * are ours): a participant's reminders, read and written on the device, so it works offline.
 */
export function RemindersPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const found = useParticipantOf(id, search.get('relatedEmployeeId') ?? undefined);
  const reminders = useReminders(found?.view.participant.id);
  const can = useCan();
  if (found === undefined || reminders === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) {
    return <ParticipantNotFound trainingPath={`/trainings/${id ?? ''}`} />;
  }
  const { participant, name } = found.view;
  return (
    <>
      <BackLink to={participantPath(participant.training_id, participant.id)} label={name} />
      <div className="page-header">
        <h1>Reminders</h1>
        <p className="muted">
          {name} · {found.training?.name ?? 'Training'}
        </p>
      </div>
      <section className="card reminders-card" aria-labelledby="reminders-title">
        <h2 id="reminders-title">Reminders</h2>
        <ReminderList reminders={reminders} canEdit={can('trainings.edit')} />
        {can('trainings.edit') && <ReminderForm participant={participant} />}
      </section>
    </>
  );
}
