import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { remindersPath } from '../../../shared/trainings/reminders.schema';
import { participantRemove } from '../../../shared/trainings/trainings.mutations';
import { useMutate } from '../../offline/use-mutate';
import { useCan } from '../../lib/use-can';
import { useConfirm } from '../../ui/confirm-dialog';
import { IconCalendar, IconTrash } from '../../ui/icons';
import { useToast } from '../../ui/toasts';
import type { ParticipantView } from '../data/use-training-data';

/** The participant page's actions (trainings.md section 2): manage reminders, remove the person from the training. */
export function ParticipantActions({ view, trainingName, trainingPath }: { view: ParticipantView; trainingName: string; trainingPath: string }) {
  const can = useCan();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  const { participant, name } = view;
  if (!can('trainings.edit')) return null;

  const remove = async () => {
    const ok = await confirm({
      title: 'Remove from training?',
      text: `${name} is removed from “${trainingName}”, with their status, result, files and custom fields for it.`,
      confirmLabel: 'Remove from training',
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await mutate(
        participantRemove,
        { participant_id: participant.id, training_id: participant.training_id, employee_id: participant.employee_id },
        { label: `${name}: ${trainingName}` },
      );
      toast.saved(messages.trainings.participantRemoved(name));
      void navigate(trainingPath);
    } catch {
      toast.error(messages.trainings.errorTitle, messages.trainings.unableToRemove);
      setBusy(false);
    }
  };

  return (
    <div className="page-header-actions">
      <Link className="btn btn-secondary" to={remindersPath(participant.training_id, participant.employee_id)}>
        <IconCalendar size={18} /> Manage reminders
      </Link>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void remove()}>
        <IconTrash size={18} /> Remove from training
      </button>
    </div>
  );
}
