import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { trainingAddToProgram } from '../../../shared/trainings/trainings.mutations';
import { useMutate } from '../../offline/use-mutate';
import { ConfirmPage } from '../../ui/confirm-page';
import { SelectInput } from '../../ui/field';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { usePrograms } from '../data/use-training-data';
import { TrainingUnavailable, useKeptTraining } from '../form/kept-training';
import { trainingConfirmItem } from './training-confirm-parts';
import { trainingPath } from '../../../shared/trainings/training-rules';
import '../../ui/page.css';
import './training-confirm.css';

/**
 * /trainings/{id}/add-to-program: a single training becomes a session of the program picked. A
 * session or a program cannot: the page says why and leads back. Saved offline like any change.
 */
export function AddToProgramPage() {
  const { id } = useParams();
  const found = useKeptTraining(id);
  const programs = usePrograms();
  const [programId, setProgramId] = useState('');
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();

  const add = async () => {
    if (!found || !programId) return;
    await mutate(trainingAddToProgram, { training_id: found.training.id, program_id: programId }, { label: found.training.name });
    toast.saved(messages.trainings.addedToProgram);
    await navigate(`/trainings/${found.training.id}`);
  };
  const { busy, onSubmit } = useSubmitOnce(add);

  if (!found || !programs) return <TrainingUnavailable loading={found !== null} />;
  const { training } = found;
  const back = trainingPath(training);
  const why =
    training.is_program === 1
      ? messages.trainings.cannotAddProgram
      : training.program_id
        ? messages.trainings.alreadyInProgram
        : programs.length === 0
          ? messages.trainings.noPrograms
          : null;

  return (
    <ConfirmPage title="Add to program" backTo={back} backLabel={training.name} {...trainingConfirmItem(found)}>
      {why ? (
        <>
          <p className="training-confirm-why" role="status">
            {why}
          </p>
          <div className="form-actions">
            {programs.length === 0 && training.is_program === 0 && !training.program_id ? (
              <Link className="btn btn-secondary" to="/trainings/create">
                Add training
              </Link>
            ) : null}
            <Link className="btn btn-primary" to={back}>
              Back to {training.is_program === 1 ? 'the program' : 'the training'}
            </Link>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <SelectInput
            id="add-to-program-program"
            label="Program"
            required
            placeholder="Choose a program"
            hint="The training becomes a session of the program; its participants stay."
            value={programId}
            onChange={(e) => setProgramId(e.target.value)}
            options={programs.map((p) => ({ value: p.id, label: p.name }))}
          />
          <div className="form-actions">
            <Link className="btn btn-secondary" to={back}>
              Cancel
            </Link>
            <button className="btn btn-primary" type="submit" disabled={busy || !programId}>
              Add to program
            </button>
          </div>
        </form>
      )}
    </ConfirmPage>
  );
}
