import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { ActivityFeed } from '../../activity';
import { useCan } from '../../lib/use-can';
import { CustomFieldsSection } from '../../custom-fields';
import { DocumentsSection } from '../../documents';
import { Avatar } from '../../ui/avatar';
import { PendingBadge } from '../../ui/pending-badge';
import { useParticipant, type ParticipantView, type TrainingRow } from '../data/use-training-data';
import { withBack } from '../training/training-back';
import { useBackParam } from '../training/training-back-link';
import { ParticipantReminders } from '../reminders/participant-reminders';
import { ParticipantActions } from './participant-actions';
import { ParticipantControls } from './participant-controls';
import '../../ui/page.css';
import '../training/training-page.css';
import './participant-page.css';
import { participantPath } from '../../../shared/trainings/training-rules';
import { ParticipantNotFound } from './participant-not-found';

/**
 * /trainings/{id}/employees/{participantId}: one person's participation (trainings.md section 2), from the
 * mirror so a trainer can change it offline. The back link returns to the training, carrying the
 * training page's own `back=` so the chain ends where the user started.
 */
export function ParticipantPage() {
  const { id, participantId } = useParams();
  const back = useBackParam();
  const found = useParticipant(participantId);
  const trainingPath = withBack(`/trainings/${id ?? ''}`, back);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  // A participant of another training under this address is not this page's to show.
  if (found === null || found.view.participant.training_id !== id) {
    return <ParticipantNotFound trainingPath={trainingPath} />;
  }
  return <ParticipantView view={found.view} training={found.training} trainingPath={trainingPath} />;
}

function ParticipantView({ view, training, trainingPath }: { view: ParticipantView; training: TrainingRow | null; trainingPath: string }) {
  const can = useCan();
  const { participant, name, avatar } = view;
  const trainingName = training?.name ?? 'Training';
  const here = withBack(participantPath(participant.training_id, participant.id), useBackParam());
  return (
    <>
      <BackLink to={trainingPath} label={trainingName} />
      <div className="page-header participant-header">
        <div className="detail-header-main">
          <Avatar name={name} src={avatar} size="lg" decorative />
          <div>
            <h1>
              <Link to={`/people/${participant.employee_id}`} className="participant-name">
                {name}
              </Link>
            </h1>
            <div className="person-header-meta">
              <span className="participant-of">
                Participant of <Link to={trainingPath}>{trainingName}</Link>
              </span>
              <PendingBadge row={participant} />
            </div>
          </div>
        </div>
        <ParticipantActions view={view} trainingName={trainingName} trainingPath={trainingPath} />
      </div>
      <section className="card participant-card" aria-labelledby="participation-title">
        <h2 id="participation-title">Participation</h2>
        <ParticipantControls participant={participant} label={`${name}: ${trainingName}`} />
      </section>
      <ParticipantReminders participant={participant} />
      <CustomFieldsSection
        object="training_participant"
        id={participant.id}
        editHref={`${participantPath(participant.training_id, participant.id)}/edit/customfields`}
        canEdit={can('trainings.edit')}
      />
      <DocumentsSection object="training_participant" id={participant.id} back={here} />
      <ActivityFeed object="training_participant" id={participant.id} />
    </>
  );
}
