import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { formatDate } from '../../../shared/format';
import { EmptyState } from '../../ui/empty-state';
import { IconChevronLeft } from '../../ui/icons';
import { useTraining, type TrainingRow } from '../data/use-training-data';
import { AttendanceList } from './attendance-list';
import '../../ui/page.css';
import './attendance.css';
import { programPath } from '../../../shared/trainings/training-rules';
import { PageError } from '../../ui/page-error';

/**
 * /trainings/{id}/attendance: a trainer with a tablet marks each participant's status and result
 * with one tap. Everything comes from the mirror and goes to the outbox, so a whole session works
 * with no network; the route is for users who may edit trainings (routes.tsx).
 */
export function AttendancePage() {
  const { id } = useParams();
  const found = useTraining(id);
  const back = (
    <Link to={`/trainings/${id ?? ''}`} className="back-link">
      <IconChevronLeft size={18} /> {found?.training.is_program === 0 && found.program ? 'Session' : 'Training'}
    </Link>
  );
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{messages.trainings.trainingNotFound}</PageError>;
  const { training, program } = found;
  if (training.is_program === 1)
    return (
      <>
        {back}
        <EmptyState
          title={messages.trainings.attendanceNotForProgram}
          action={
            <Link className="btn btn-secondary" to={programPath(training.id)}>
              Open the program
            </Link>
          }
        />
      </>
    );
  return (
    <div className="att-page">
      {back}
      <AttendanceList training={training} subtitle={subtitleOf(training, program)} />
    </div>
  );
}

function subtitleOf(training: TrainingRow, program: TrainingRow | null): string {
  return [formatDate(training.date) || 'No date', program ? program.name : null].filter(Boolean).join(' · ');
}
