import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { trainingDelete } from '../../../shared/trainings/trainings.mutations';
import { useOffline } from '../../offline/offline-context';
import { useMutate } from '../../offline/use-mutate';
import { ConfirmPage } from '../../ui/confirm-page';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { can } from '../../../shared/policy/policy';
import { useViewer } from '../../lib/session-context';
import { useDeleteRefusal, type FoundTraining } from '../data/use-training-data';
import { TrainingUnavailable, useKeptTraining } from '../form/kept-training';
import { trainingConfirmItem } from './training-confirm-parts';
import { programPath, trainingPath } from '../../../shared/trainings/training-rules';
import '../../ui/page.css';
import './training-confirm.css';

/** /trainings/{id}/delete: a program takes its sessions with it (the text says so). */
export function TrainingDeletePage() {
  const { id } = useParams();
  // Kept once shown: the device's row goes at the moment of the delete, the page must not flip.
  const found = useKeptTraining(id);
  if (!found) return <TrainingUnavailable loading={found === undefined} />;
  return <DeleteForm found={found} />;
}

function DeleteForm({ found }: { found: FoundTraining }) {
  const { training, program, sessions } = found;
  const { db, engine, status } = useOffline();
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const viewer = useViewer();
  const refusal = useDeleteRefusal(found, viewer);
  const isSession = training.program_id !== null;
  const after = isSession && training.program_id ? programPath(training.program_id) : '/trainings';
  const back = trainingPath(training);

  const remove = async () => {
    const item = await mutate(trainingDelete, { training_id: training.id }, { label: training.name });
    if (status.online) {
      // Online, the answer comes within a moment: a refusal keeps the user here with the reason.
      await engine.replayNow();
      const left = await db.outbox.get(item.seq!);
      // The engine's own toast gives the server's reason; the page only keeps the user here.
      if (left?.state === 'failed') return;
    }
    toast.saved(isSession ? messages.trainings.sessionDeleted : messages.trainings.deleted);
    await navigate(after, { replace: true });
  };
  const { busy, onSubmit } = useSubmitOnce(remove);

  const title = training.is_program === 1 ? 'Delete program' : isSession ? 'Delete session' : 'Delete training';
  return (
    <ConfirmPage title={title} backTo={back} backLabel={training.name} {...trainingConfirmItem({ training, program, sessions })}>
      <form noValidate onSubmit={onSubmit}>
        <p>{training.is_program === 1 ? messages.trainings.deleteProgramExplained(sessions.length) : messages.trainings.deleteExplained}</p>
        {/* A team-only manager learns the rule before trying; the button stays off when the device already knows it applies. */}
        {(refusal || !can(viewer, 'people.viewAll')) && (
          <p className="training-delete-rule" role={refusal ? 'alert' : undefined}>
            {refusal ?? messages.trainings.deleteOutsideTeams}
          </p>
        )}
        <div className="form-actions">
          <Link className="btn btn-secondary" to={back}>
            Cancel
          </Link>
          <button className="btn btn-danger" type="submit" disabled={busy || typeof refusal === 'string'}>
            Delete
          </button>
        </div>
      </form>
    </ConfirmPage>
  );
}
