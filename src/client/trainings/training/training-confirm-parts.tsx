import { formatDate } from '../../../shared/format';
import { IconGraduationCap } from '../../ui/icons';
import type { FoundTraining } from '../data/use-training-data';

/** The tile, name and line under it of a training on the add-to-program and delete pages. */
export function trainingConfirmItem({ training, program, sessions }: FoundTraining) {
  const what =
    training.is_program === 1
      ? `Program · ${sessions.length} ${sessions.length === 1 ? 'session' : 'sessions'}`
      : program
        ? `Session of ${program.name}`
        : 'Single training';
  return {
    tile: (
      <span className="training-confirm-tile" aria-hidden="true">
        <IconGraduationCap size={22} />
      </span>
    ),
    name: training.name,
    meta: [what, training.date ? formatDate(training.date) : null].filter(Boolean).join(' · '),
  };
}
