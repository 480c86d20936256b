import { Link, Navigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { COURSE_TYPE_LABELS } from '../../../shared/trainings/trainings.schema';
import { ActivityFeed } from '../../activity';
import { useCan } from '../../lib/use-can';
import { CustomFieldsSection } from '../../custom-fields';
import { DocumentsSection } from '../../documents';
import { IconGraduationCap } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { useParticipants, useTraining, type FoundTraining } from '../data/use-training-data';
import { NoParticipants, ParticipantsTable } from './participants-table';
import { withBack } from './training-back';
import { TrainingBackLink, useBackParam } from './training-back-link';
import { TrainingActions } from './training-actions';
import { AdditionalInformation, FlaFacts, TrainingFacts } from './training-facts';
import '../../ui/page.css';
import './training-page.css';
import { programPath } from '../../../shared/trainings/training-rules';

/** /trainings/{id}: a training or a session as this device knows it (works offline); a program's id goes to the program's page. */
export function TrainingPage() {
  const { id } = useParams();
  const found = useTraining(id);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) {
    return (
      <>
        <TrainingBackLink programId={null} />
        <div className="error-box" role="alert">
          {messages.trainings.trainingNotFound}
        </div>
      </>
    );
  }
  if (found.training.is_program === 1) return <Navigate to={programPath(found.training.id)} replace />;
  return <TrainingView found={found} />;
}

function TrainingView({ found }: { found: FoundTraining }) {
  const can = useCan();
  const back = useBackParam();
  const { training, program } = found;
  const participants = useParticipants(training.id);
  const editable = can('trainings.edit');
  const here = withBack(`/trainings/${training.id}`, back);
  return (
    <>
      <TrainingBackLink programId={training.program_id} />
      <div className="page-header training-header">
        <div className="detail-header-main">
          <span className="detail-tile" aria-hidden="true">
            <IconGraduationCap size={28} />
          </span>
          <div>
            <h1>{training.name}</h1>
            <div className="person-header-meta">
              <span className="badge badge-primary">{training.program_id ? COURSE_TYPE_LABELS.program : COURSE_TYPE_LABELS.training}</span>
              {training.program_id && (
                <span className="training-program-link">
                  Session of <Link to={programPath(training.program_id)}>{program?.name ?? training.program_name ?? 'its program'}</Link>
                </span>
              )}
              <PendingBadge row={training} />
            </div>
          </div>
        </div>
        {participants && <TrainingActions training={training} programName={program?.name ?? training.program_name} participantCount={participants.length} />}
      </div>
      <div className="training-facts-row">
        <TrainingFacts training={training} />
        <FlaFacts training={training} />
      </div>
      <AdditionalInformation text={training.additional_information} />
      {participants === undefined ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading participants" />
      ) : participants.length === 0 ? (
        <NoParticipants trainingId={training.id} canAdd={editable} />
      ) : (
        <ParticipantsTable trainingId={training.id} participants={participants} back={back} />
      )}
      <CustomFieldsSection object="training" id={training.id} editHref={`/trainings/${training.id}/edit/customfields`} canEdit={editable} />
      <DocumentsSection object="training" id={training.id} back={here} />
      <ActivityFeed object="training" id={training.id} />
    </>
  );
}
