import { RESULT_LABELS, STATUS_LABELS, type ParticipantResult, type ParticipantStatus } from '../../../shared/trainings/trainings.schema';

// A participant's status and result as coloured badges: green for what went well, red for what
// did not, amber for what went sideways, indigo for what is still to come. The words are always
// there too, so the colour is never the only sign (WCAG 1.4.1).

type Tone = 'success' | 'danger' | 'warning' | 'primary' | 'neutral';

export const STATUS_TONES: Record<ParticipantStatus, Tone> = { followed: 'success', not_pursued: 'danger', not_fitting: 'warning', reserved: 'primary' };
export const RESULT_TONES: Record<ParticipantResult, Tone> = {
  passed: 'success',
  not_passed: 'danger',
  interrupted: 'warning',
  no_result: 'neutral',
  to_be_completed: 'primary',
};

const toneClass = (tone: Tone) => (tone === 'neutral' ? 'badge' : `badge badge-${tone}`);

export function StatusBadge({ status }: { status: ParticipantStatus }) {
  return <span className={toneClass(STATUS_TONES[status])}>{STATUS_LABELS[status]}</span>;
}

export function ResultBadge({ result }: { result: ParticipantResult }) {
  return <span className={toneClass(RESULT_TONES[result])}>{RESULT_LABELS[result]}</span>;
}
