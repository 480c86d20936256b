// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { IconAlert, IconChevronDown } from './icons';
import './field.css';

/** What every labelled control accepts besides its native props. */
export type FieldOwnProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and wired to it with aria-invalid + aria-describedby. */
  error?: string;
  /** Shows the marker and sets aria-required; no native `required`, so the form's schema decides. */
  required?: boolean;
  /** Class of the wrapper, not of the control. */
  className?: string;
};

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = FieldOwnProps & {
  id?: string;
  /** Extra text in the meta line, e.g. a character counter; also read out with the control. */
  counter?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

export function Field({ id, label, hint, error, required, className, counter, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const counterId = counter !== undefined ? `${controlId}-counter` : undefined;
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      <FieldError id={errorId} message={error} />
      {hint || counter !== undefined ? (
        <div className="field-meta">
          {hint ? (
            <p id={hintId} className="field-hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter !== undefined ? (
            <span id={counterId} className="field-counter">
              {counter}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export type TextInputProps = FieldOwnProps & Omit<ComponentProps<'input'>, 'children' | 'className'> & { inputClassName?: string };

/** `<TextInput label="Plate" {...register('plate')} error={errors.plate?.message} />` or controlled with value/onChange. */
export function TextInput({ label, hint, error, required, className, inputClassName, id, ref, ...rest }: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <input ref={ref} type="text" {...rest} {...control} className={inputClassName ? `input ${inputClassName}` : 'input'} />}
    </Field>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectInputProps = FieldOwnProps &
  Omit<ComponentProps<'select'>, 'className'> & {
    /** Alternative to children. */
    options?: SelectOption[];
    /** An empty first option ('Choose…'); its value is ''. */
    placeholder?: string;
  };

export function SelectInput({ label, hint, error, required, className, id, ref, options, placeholder, children, ...rest }: SelectInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <div className="select-wrap">
          <select ref={ref} {...rest} {...control} className="input select">
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options?.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
            {children}
          </select>
          <IconChevronDown size={18} className="select-chevron" />
        </div>
      )}
    </Field>
  );
}

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

export function Checkbox({ label, hint, error, className, id, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? `checkbox${autoId}`;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['checkbox-field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="checkbox" htmlFor={controlId}>
        <input ref={ref} type="checkbox" {...rest} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <span className="checkbox-label">{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
      {hint ? (
        <p id={hintId} className="field-hint checkbox-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The inline error under a control, named by the control's aria-describedby; nothing without a message. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined | null | false }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <IconAlert size={14} />
      {message}
    </p>
  );
}
