import { moneyInputError } from '../../shared/money';
import type { ComponentProps } from 'react';
import { Field, type FieldOwnProps } from './field';
import './money-input.css';

export type MoneyInputProps = FieldOwnProps &
  Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'children' | 'className'> & {
    value: string | number | null;
    /** The text as typed, a comma already turned into a dot. */
    onChange: (text: string) => void;
  };

/**
 * An amount in euro. The spec's inline currency errors show while typing, before any save, and
 * win over the form's own message for the field (they say what is wrong with what is there).
 */
export function MoneyInput({ label, hint, error, required, className, id, ref, value, onChange, ...rest }: MoneyInputProps) {
  const shown = moneyInputError(value) ?? error;
  return (
    <Field id={id} label={label} hint={hint} error={shown} required={required} className={className}>
      {(control) => (
        <div className="money-wrap">
          <span className="money-sign" aria-hidden="true">
            €
          </span>
          <input
            ref={ref}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            {...rest}
            {...control}
            className="input money-input"
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value.replace(/,/g, '.'))}
          />
        </div>
      )}
    </Field>
  );
}
