import { IconCheck } from './icons';
import './wizard.css';

/** 'Step 1 of 3' and the steps' names; the current one is marked for screen readers too. */
export function StepIndicator<S extends string>({ steps, current, names }: { steps: readonly S[]; current: number; names: Record<S, string> }) {
  const nameOf = (s: S) => names[s];
  return (
    <nav className="wizard-steps" aria-label="Steps">
      <p className="wizard-step-count">
        Step {current + 1} of {steps.length}
      </p>
      <ol>
        {steps.map((s, i) => (
          <li
            key={s}
            className={i < current ? 'wizard-step-done' : i === current ? 'wizard-step-current' : undefined}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="wizard-step-dot" aria-hidden="true">
              {i < current ? <IconCheck size={14} strokeWidth={3} /> : i + 1}
            </span>
            <span>{nameOf(s)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
