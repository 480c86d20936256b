import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { trainingRemoveFromProgram } from '../../../shared/trainings/trainings.mutations';
import { useMutate } from '../../offline/use-mutate';
import { useCan } from '../../lib/use-can';
import { ActionsMenu, type MenuItem } from '../../ui/actions-menu';
import { useConfirm } from '../../ui/confirm-dialog';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconUsers, IconX } from '../../ui/icons';
import { useToast } from '../../ui/toasts';
import type { TrainingRow } from '../data/use-training-data';

/** Take a session out of its program (trainings.md section 4), after a confirmation; it becomes a single training. */
function useRemoveFromProgram(training: TrainingRow, programName: string) {
  const confirm = useConfirm();
  const toast = useToast();
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const ok = await confirm({
      title: 'Remove from program?',
      text: `“${training.name}” leaves the program “${programName}” and becomes a one-off course. Its participants stay.`,
      confirmLabel: 'Remove from program',
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await mutate(trainingRemoveFromProgram, { training_id: training.id }, { label: training.name });
      toast.saved(messages.trainings.removedFromProgram);
    } catch {
      // The device could not even record it (a refusal by the server comes later, from the outbox).
      toast.error(messages.trainings.errorTitle, messages.trainings.removeFailed);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

/**
 * The training page's actions (trainings.md section 2), only for those who may change trainings: the
 * trainer's 'Take attendance' as the prominent button once there are people, 'Add participants'
 * before that, and the rest in the Actions menu.
 */
export function TrainingActions({ training, programName, participantCount }: { training: TrainingRow; programName: string | null; participantCount: number }) {
  const can = useCan();
  const navigate = useNavigate();
  const remove = useRemoveFromProgram(training, programName ?? '');
  if (!can('trainings.edit')) return null;
  const base = `/trainings/${training.id}`;
  const go = (path: string) => () => void navigate(path);
  const none = participantCount === 0;
  const needsPeople = none ? { disabled: true, hint: messages.trainings.noParticipants } : {};
  const items: MenuItem[] = [
    { id: 'edit', label: 'Edit', icon: <IconPencil size={18} />, onSelect: go(`${base}/edit`) },
    { id: 'add', label: 'Add participants', icon: <IconPlus size={18} />, onSelect: go(`${base}/add`) },
    { id: 'participation', label: 'Change status', icon: <IconUsers size={18} />, onSelect: go(`${base}/participation`), ...needsPeople },
    { id: 'results', label: 'Change results', icon: <IconUsers size={18} />, onSelect: go(`${base}/results`), ...needsPeople },
    { id: 'remove', label: 'Remove participants', icon: <IconX size={18} />, onSelect: go(`${base}/remove`), ...needsPeople },
    training.program_id
      ? { id: 'remove-from-program', label: 'Remove from program', icon: <IconX size={18} />, onSelect: () => void remove.run() }
      : { id: 'add-to-program', label: 'Add to program', icon: <IconPlus size={18} />, onSelect: go(`${base}/add-to-program`) },
    ...(can('customFields.edit')
      ? [{ id: 'custom-fields', label: 'Edit custom fields', icon: <IconPencil size={18} />, onSelect: go(`${base}/edit/customfields`) }]
      : []),
    { id: 'delete', label: training.program_id ? 'Delete session' : 'Delete', icon: <IconTrash size={18} />, onSelect: go(`${base}/delete`) },
  ];
  return (
    <div className="page-header-actions training-actions">
      <ActionsMenu label="Actions" items={items} busy={remove.busy} busyLabel="Removing…" />
      {none ? (
        <Link className="btn btn-primary" to={`${base}/add`}>
          <IconPlus size={18} /> Add participants
        </Link>
      ) : (
        <Link className="btn btn-primary btn-lg training-attendance-button" to={`${base}/attendance`}>
          <IconCheck size={20} /> Take attendance
        </Link>
      )}
    </div>
  );
}
