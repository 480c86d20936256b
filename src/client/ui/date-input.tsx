import { useEffect, useState } from 'react';
import type { ComponentProps } from 'react';
import { formatDate, parseDmy } from '../../shared/format';
import { Field } from './field';
import type { FieldOwnProps } from './field';
import { IconCalendar } from './icons';

export const INVALID_DATE_MESSAGE = 'Invalid date';

export type DateInputProps = FieldOwnProps &
  Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'children' | 'className'> & {
    /** ISO YYYY-MM-DD; '' or null for no date. */
    value: string | null | undefined;
    /** ISO date, or null when the text is empty or not a real date. */
    onChange: (iso: string | null) => void;
    /** Lets a form refuse to save while the text is not a date (the value is null then). */
    onValidityChange?: (valid: boolean) => void;
  };

/**
 * Typed as dd/mm/yyyy, held as ISO. With react-hook-form use a Controller:
 * `<Controller name="start" control={control} render={({ field }) => <DateInput label="Start" {...field} />} />`.
 */
export function DateInput({ label, hint, error, required, className, id, ref, value, onChange, onValidityChange, onBlur, ...rest }: DateInputProps) {
  const iso = value || null;
  const [text, setText] = useState(() => formatDate(iso));
  const [seenIso, setSeenIso] = useState(iso);
  // The error waits for blur (nobody wants 'Invalid date' after typing '0'), but clears as soon as it is fixed.
  const [showInvalid, setShowInvalid] = useState(false);

  // A new value from outside (form reset, another control) replaces the text, unless the text
  // already says that date (then the user's own spelling, e.g. 7/3/2024, is kept while typing).
  if (iso !== seenIso) {
    setSeenIso(iso);
    if (parseDmy(text) !== iso) setText(formatDate(iso));
  }

  const invalid = text.trim() !== '' && parseDmy(text) === null;
  useEffect(() => {
    onValidityChange?.(!invalid);
  }, [invalid, onValidityChange]);

  const shownError = error ?? (showInvalid && invalid ? INVALID_DATE_MESSAGE : undefined);

  return (
    <Field id={id} label={label} hint={hint} error={shownError} required={required} className={className}>
      {(control) => (
        <div className="date-wrap">
          <input
            ref={ref}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd/mm/yyyy"
            maxLength={10}
            {...rest}
            {...control}
            className="input date-input"
            value={text}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              const parsed = next.trim() === '' ? null : parseDmy(next);
              if (parsed !== null || next.trim() === '') setShowInvalid(false);
              if (parsed !== iso) onChange(parsed);
            }}
            onBlur={(event) => {
              const parsed = parseDmy(text);
              if (parsed) setText(formatDate(parsed));
              setShowInvalid(text.trim() !== '' && parsed === null);
              onBlur?.(event);
            }}
          />
          <IconCalendar size={18} className="date-icon" />
        </div>
      )}
    </Field>
  );
}
