import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { EmptyState } from '../../ui/empty-state';
import { IconPlus } from '../../ui/icons';

/** A board with a certificate and a graduation cap, in the theme's colours (trainings-list.css). */
function ClassroomIllustration() {
  return (
    <svg className="empty-state-image" width="200" height="144" viewBox="0 0 200 144" fill="none" aria-hidden="true" focusable="false">
      <ellipse className="tr-ground" cx="100" cy="134" rx="88" ry="7" />
      <rect className="tr-board" x="30" y="20" width="120" height="80" rx="6" />
      <rect className="tr-board-inner" x="38" y="28" width="104" height="64" rx="3" />
      <path className="tr-line" d="M50 44h48M50 56h64M50 68h36" />
      <path className="tr-leg" d="M54 100l-10 30M126 100l10 30" />
      <path className="tr-cap" d="M150 54l28 12-28 12-28-12Z" />
      <path className="tr-cap-band" d="M134 71v12c0 4 32 4 32 0V71" />
      <path className="tr-tassel" d="M178 66v18" />
      <circle className="tr-badge" cx="40" cy="112" r="12" />
      <path className="tr-badge-check" d="M34.5 112l4 4 7-8" />
    </svg>
  );
}

/** /trainings when the company has no training at all: a picture, the spec's text and a call to add one. */
export function TrainingsEmptyState({ canAdd }: { canAdd: boolean }) {
  return (
    <div className="card trainings-empty">
      <EmptyState
        image={<ClassroomIllustration />}
        title={messages.trainings.noTrainings}
        text={
          canAdd
            ? 'Record the courses your people follow: a one-off course, or a course with sessions grouped in a program.'
            : 'Trainings appear here once someone with edit rights adds them.'
        }
        action={
          canAdd ? (
            <Link className="btn btn-primary" to="/trainings/create">
              <IconPlus size={18} /> Add training
            </Link>
          ) : undefined
        }
      />
    </div>
  );
}
