import { useState, type KeyboardEvent } from 'react';
import { FLA_PICKER_MAX_HOURS, FLA_PICKER_MAX_MINUTES } from '../../../shared/trainings/trainings.schema';
import { joinMinutes, splitMinutes, stepPicker } from '../../../shared/trainings/fla-rules';

type Part = 'hours' | 'minutes';
const MAX: Record<Part, number> = { hours: FLA_PICKER_MAX_HOURS, minutes: FLA_PICKER_MAX_MINUTES };
const LABEL: Record<Part, string> = { hours: 'Hours', minutes: 'Minutes' };
const shownPart = (total: number | null, part: Part) => (total === null ? '' : String(splitMinutes(total)[part]).padStart(2, '0'));

export interface HhMmPickerProps {
  /** The control id of the hours part (a label or a refused save focuses it). */
  id: string;
  name: string;
  /** Minutes, or null when nothing is set. */
  value: number | null;
  onChange: (minutes: number | null) => void;
  /** The group's accessible name, e.g. 'Amount in hours'. */
  label: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A 24-hour hours:minutes picker (trainings.md section 5): two spinbutton parts, hours 0-23 and
 * minutes 0-59. ArrowUp/ArrowDown step 1 hour on the hours and 5 minutes on the minutes
 * (stepPicker); digits typed are taken as they come and kept within the part's range.
 */
export function HhMmPicker({ id, name, value, onChange, label, invalid, describedBy }: HhMmPickerProps) {
  return (
    <div className="hhmm-picker" role="group" aria-label={label} aria-describedby={describedBy}>
      <PickerPart part="hours" id={id} name={name} value={value} onChange={onChange} invalid={invalid} />
      <span className="hhmm-colon" aria-hidden="true">
        :
      </span>
      <PickerPart part="minutes" id={`${id}-minutes`} name={name} value={value} onChange={onChange} invalid={invalid} />
    </div>
  );
}

function PickerPart({
  part,
  id,
  name,
  value,
  onChange,
  invalid,
}: {
  part: Part;
  id: string;
  name: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
  invalid?: boolean;
}) {
  const [text, setText] = useState(() => shownPart(value, part));
  const [seen, setSeen] = useState(value);
  // A new value from outside (the arrow keys, the other part) replaces the text unless it already says it.
  if (value !== seen) {
    setSeen(value);
    if (text === '' || Number(text) !== (value === null ? -1 : splitMinutes(value)[part])) setText(shownPart(value, part));
  }
  const current = value === null ? 0 : splitMinutes(value)[part];

  const commit = (n: number) => {
    const { hours, minutes } = splitMinutes(value);
    onChange(part === 'hours' ? joinMinutes(n, minutes) : joinMinutes(hours, n));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    onChange(stepPicker(value, part, e.key === 'ArrowUp' ? 1 : -1));
  };

  return (
    <input
      id={id}
      name={name}
      className="input hhmm-part"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      role="spinbutton"
      aria-label={LABEL[part]}
      aria-valuemin={0}
      aria-valuemax={MAX[part]}
      aria-valuenow={current}
      aria-valuetext={`${current} ${part}`}
      aria-invalid={invalid || undefined}
      placeholder={part === 'hours' ? 'hh' : 'mm'}
      maxLength={2}
      value={text}
      onFocus={(e) => e.target.select()}
      onKeyDown={onKeyDown}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(-2);
        const n = Math.min(MAX[part], Number(digits || '0'));
        setText(digits === '' ? '' : String(Number(digits) > MAX[part] ? n : digits));
        if (digits === '' && value === null) return;
        commit(n);
      }}
      onBlur={() => setText(shownPart(value, part))}
    />
  );
}
