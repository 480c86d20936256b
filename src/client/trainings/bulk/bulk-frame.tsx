import type { ReactNode } from 'react';
import { BackLink } from '../../ui/back-link';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { EmptyState } from '../../ui/empty-state';
import { useTraining, type TrainingRow } from '../data/use-training-data';
import '../../ui/page.css';
import '../../ui/wizard.css';
import './bulk.css';
import { trainingPath } from '../../../shared/trainings/training-rules';

export interface BulkFrameProps {
  trainingId: string;
  /** 'Add people', 'Change participation'. */
  title: string;
  lead: string;
  children: (training: TrainingRow) => ReactNode;
}

/**
 * A bulk page's frame: the back link to /trainings/{id}, the title with the training's name, and
 * the page's body only for a training or a session (a program has no participants of its own:
 * a message and a link to its page).
 */
export function BulkFrame({ trainingId, title, lead, children }: BulkFrameProps) {
  const found = useTraining(trainingId);
  const training = found?.training;
  const back = trainingPath({ id: trainingId, is_program: training?.is_program ?? 0 });
  return (
    <div className="bulk-page">
      <BackLink to={back} label={training?.name ?? 'Training'} />
      <div className="page-header">
        <div>
          <h1>{title}</h1>
          {training && training.is_program !== 1 ? <p>{lead}</p> : null}
        </div>
      </div>
      {found === undefined ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading" />
      ) : found === null ? (
        <EmptyState
          title={messages.trainings.trainingNotFound}
          action={
            <Link className="btn btn-secondary" to="/trainings">
              Go to the trainings
            </Link>
          }
        />
      ) : found.training.is_program === 1 ? (
        <EmptyState
          title={messages.trainings.programHasNoParticipants}
          text="Open one of the program's sessions to change its participants."
          action={
            <Link className="btn btn-primary" to={back}>
              Open the program
            </Link>
          }
        />
      ) : (
        children(found.training)
      )}
    </div>
  );
}
