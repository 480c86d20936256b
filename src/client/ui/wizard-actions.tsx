import { Link } from 'react-router-dom';
import { IconChevronLeft, IconChevronRight } from './icons';

export interface WizardActionsProps {
  /** The step shown, from 0. */
  index: number;
  last: boolean;
  busy: boolean;
  cancelTo: string;
  onBack: () => void;
  /** The last step's submit, e.g. 'Save'; the other steps say Next. */
  submitLabel: string;
}

/**
 * A wizard's buttons under its card: Cancel (the first step) or Back at the start, the submit at the
 * end with Cancel beside it once there is a step to go back to. The wizard's form owns the submit.
 */
export function WizardActions({ index, last, busy, cancelTo, onBack, submitLabel }: WizardActionsProps) {
  const cancel = (
    <Link className="btn btn-ghost" to={cancelTo}>
      Cancel
    </Link>
  );
  return (
    <div className="wizard-actions">
      {index > 0 ? (
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          <IconChevronLeft size={18} /> Back
        </button>
      ) : (
        cancel
      )}
      <div className="wizard-actions-end">
        {index > 0 ? cancel : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {last ? (
            submitLabel
          ) : (
            <>
              Next <IconChevronRight size={18} />
            </>
          )}
        </button>
      </div>
    </div>
  );
}
