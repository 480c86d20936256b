import { BackLink } from '../../ui/back-link';
import { messages } from '../../../shared/messages';
import { PageError } from '../../ui/page-error';

/** A participant page (or its reminders) for a participant the device does not know: back to the training. */
export function ParticipantNotFound({ trainingPath }: { trainingPath: string }) {
  return <PageError back={<BackLink to={trainingPath} label="Training" />}>{messages.trainings.participantNotFound}</PageError>;
}
