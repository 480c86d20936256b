import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ComponentProps } from 'react';
import { Field } from './field';
import type { FieldOwnProps } from './field';
import { mergeRefs } from './merge-refs';

export type TextAreaProps = FieldOwnProps &
  Omit<ComponentProps<'textarea'>, 'children' | 'className'> & {
    /**
     * Let the text run past `maxLength` instead of stopping the typing (or cutting a paste short):
     * the counter turns red and the form's schema gives the message.
     */
    overflow?: boolean;
  };

/** With `maxLength` it shows a '12 / 240' counter. Works registered (react-hook-form) or controlled. */
export function TextArea({ label, hint, error, required, className, id, ref, maxLength, overflow = false, rows = 4, onChange, ...rest }: TextAreaProps) {
  const inner = useRef<HTMLTextAreaElement>(null);
  const ref2 = useMemo(() => mergeRefs(ref, inner), [ref]);
  const controlled = rest.value !== undefined;
  const [typed, setTyped] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length);

  // Registered fields get their value written straight into the element (defaults, reset()),
  // with no change event, so read the length back after each render: no dependency list on purpose,
  // and the guard keeps it from setting state in a loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const length = inner.current?.value.length;
    if (!controlled && length !== undefined && length !== typed) setTyped(length);
  });

  const count = controlled ? String(rest.value).length : typed;
  const counter =
    maxLength !== undefined ? (
      <span className={count > maxLength ? 'field-counter-over' : count === maxLength ? 'field-counter-full' : undefined}>
        {count} / {maxLength}
      </span>
    ) : undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className} counter={counter}>
      {(control) => (
        <textarea
          ref={ref2}
          rows={rows}
          maxLength={overflow ? undefined : maxLength}
          {...rest}
          {...control}
          onChange={handleChange}
          className="input textarea"
        />
      )}
    </Field>
  );
}
