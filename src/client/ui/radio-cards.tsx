import type { ReactNode } from 'react';
import { FieldError } from './field';
import './radio-cards.css';

export interface RadioCardOption<V extends string | number> {
  value: V;
  title: string;
  description?: string;
  icon?: ReactNode;
}

interface RadioCardsProps<V extends string | number> {
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<RadioCardOption<V>>;
  value: V;
  onChange: (value: V) => void;
  error?: string;
}

/** A choice between a few options that each need a line of explanation: native radios drawn as cards (arrows and Tab work as usual). */
export function RadioCards<V extends string | number>({ id, name, legend, options, value, onChange, error }: RadioCardsProps<V>) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={['radio-cards-field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')} aria-describedby={errorId}>
      <legend className="field-label">{legend}</legend>
      <div className="radio-cards">
        {options.map((o, i) => (
          <label key={String(o.value)} className={['radio-card', value === o.value ? 'radio-card-on' : ''].filter(Boolean).join(' ')}>
            <input
              type="radio"
              name={name}
              id={i === 0 ? id : undefined}
              value={String(o.value)}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.icon ? <span className="radio-card-icon">{o.icon}</span> : null}
            <span className="radio-card-text">
              <span className="radio-card-title">{o.title}</span>
              {o.description ? <span className="radio-card-description">{o.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
