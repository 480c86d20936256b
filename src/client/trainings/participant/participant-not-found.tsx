import { IconChevronLeft } from '../../ui/icons';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PageError } from '../../ui/page-error';

/** A participant page (or its reminders) for a participant the device does not know: back to the training. */
export function ParticipantNotFound({ trainingPath }: { trainingPath: string }) {
  return (
    <PageError
      back={
        <Link to={trainingPath} className="back-link">
          <IconChevronLeft size={18} /> Training
        </Link>
      }
    >
      {messages.trainings.participantNotFound}
    </PageError>
  );
}
