import { FieldError } from './field';
import './choice-group.css';

interface ChoiceGroupProps<V extends string | number> {
  id: string;
  label: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V | null;
  onChange: (value: V) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A short question answered by one of a few radios side by side (yes / no). */
export function ChoiceGroup<V extends string | number>({ id, label, name, options, value, onChange, error, hint, required, disabled }: ChoiceGroupProps<V>) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset
      className={['choice-group', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
    >
      <legend id={`${id}-legend`} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div
        className="choice-options"
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map((o, i) => (
          <label key={String(o.value)} className={['choice-option', value === o.value ? 'choice-option-on' : ''].filter(Boolean).join(' ')}>
            <input type="radio" name={name} id={i === 0 ? id : undefined} checked={value === o.value} disabled={disabled} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
