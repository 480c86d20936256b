import type { CarStep } from '../../../shared/fleet/car-rules';
import { IconCheck } from '../../ui/icons';

export const STEP_NAMES: Record<CarStep, string> = { vehicle: 'Vehicle', payroll: 'Payroll info', cost: 'Costs' };

/**
 * 'Step 1 of 3' and the steps' names; the current one is marked for screen readers too. Other
 * wizards (the asset flows) pass their own step names.
 */
export function StepIndicator<S extends string = CarStep>({ steps, current, names }: { steps: readonly S[]; current: number; names?: Record<S, string> }) {
  const nameOf = (s: S) => (names ? names[s] : STEP_NAMES[s as CarStep]);
  return (
    <nav className="wizard-steps" aria-label="Steps">
      <p className="wizard-step-count">
        Step {current + 1} of {steps.length}
      </p>
      <ol>
        {steps.map((s, i) => (
          <li key={s} className={i < current ? 'wizard-step-done' : i === current ? 'wizard-step-current' : undefined} aria-current={i === current ? 'step' : undefined}>
            <span className="wizard-step-dot" aria-hidden="true">{i < current ? <IconCheck size={14} strokeWidth={3} /> : i + 1}</span>
            <span>{nameOf(s)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
