import { useParams } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { messages } from '../../../shared/messages';
import { trainingPath } from '../../../shared/trainings/training-rules';
import { TrainingUnavailable, useKeptTraining } from './kept-training';
import { TrainingEditForm } from './training-edit-form';
import '../../ui/page.css';
import './training-form.css';

/** /trainings/{id}/edit: a training's or session's sections, or a program's name. Read-only users never get here (route guard). */
export function TrainingEditPage() {
  const { id } = useParams();
  const found = useKeptTraining(id);
  if (!found) return <TrainingUnavailable loading={found === undefined} />;
  const { training, program } = found;
  const detail = trainingPath(training);
  return (
    <>
      <BackLink to={detail} label={training.name} />
      <div className="page-header">
        <div>
          <h1>{training.name}</h1>
          <p>{training.is_program === 1 ? 'Edit program' : program ? `Edit session of ${program.name}` : 'Edit training'}</p>
        </div>
      </div>
      {/* Keyed by id: another training's edit page starts from its own values. */}
      <TrainingEditForm key={training.id} found={found} detail={detail} />
      {training.is_program === 0 && program === null && training.program_id ? <p className="muted">{messages.trainings.programNotFound}</p> : null}
    </>
  );
}
