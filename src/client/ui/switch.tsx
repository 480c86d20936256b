import { useId, type ReactNode } from 'react';
import './switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  name?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * An on/off setting that takes effect in the form at once (a checkbox with role switch, so screen
 * readers say 'on' or 'off'); the whole row is the 44 px touch target.
 */
export function Switch({ label, checked, onChange, id, name, hint, disabled }: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? `switch${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className="switch-field">
      <label className="switch" htmlFor={controlId}>
        <input
          type="checkbox"
          role="switch"
          id={controlId}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="field-hint switch-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
