import { useRef } from 'react';
import { MAX_OPTIONS_PER_FIELD, OPTION_NAME_MAX_LENGTH, type CustomFieldOption } from '../../shared/custom-fields/custom-fields.schema';
import { uuidv7 } from '../../shared/ids';
import { FieldError } from '../ui/field';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '../ui/icons';

export interface OptionsEditorProps {
  options: CustomFieldOption[];
  onChange: (options: CustomFieldOption[]) => void;
  /** For the whole list, e.g. 'needs at least one option'. */
  error?: string;
  /** By option id. */
  optionErrors?: Record<string, string>;
}

/**
 * The options of a select field: add, rename, remove and reorder. An option keeps its id when it
 * is renamed or moved, so the values that chose it keep pointing at it.
 */
export function OptionsEditor({ options, onChange, error, optionErrors = {} }: OptionsEditorProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusOption = (index: number) => requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus());

  const rename = (id: string, option_name: string) => onChange(options.map((o) => (o.id === id ? { ...o, option_name } : o)));
  const remove = (index: number) => {
    onChange(options.filter((_, i) => i !== index));
    focusOption(Math.max(0, index - 1));
  };
  const move = (index: number, delta: -1 | 1) => {
    const next = [...options];
    [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
    onChange(next);
  };
  const add = () => {
    onChange([...options, { id: uuidv7(), option_name: '' }]);
    focusOption(options.length);
  };

  return (
    <fieldset className="options-editor" aria-describedby={error ? 'options-error' : undefined}>
      <legend className="field-label">
        Options
        <span className="field-required" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="field-hint">
        Shown in this order in the list people choose from. A select field is always required; removing an option clears it from the items that had it.
      </p>
      {options.length > 0 && (
        <ol className="options-list" ref={list}>
          {options.map((o, i) => {
            const label = o.option_name.trim() || `option ${i + 1}`;
            const err = optionErrors[o.id];
            return (
              <li key={o.id} className="options-row">
                <span className="options-index" aria-hidden="true">
                  {i + 1}
                </span>
                <div className="options-name">
                  <input
                    className="input"
                    aria-label={`Option ${i + 1}`}
                    aria-invalid={err ? true : undefined}
                    aria-describedby={err ? `option-error-${o.id}` : undefined}
                    maxLength={OPTION_NAME_MAX_LENGTH}
                    value={o.option_name}
                    onChange={(e) => rename(o.id, e.target.value)}
                    onKeyDown={(e) => {
                      // Enter in the last option adds the next one, as in a list being typed.
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        if (i === options.length - 1 && options.length < MAX_OPTIONS_PER_FIELD) add();
                        else focusOption(i + 1);
                      }
                    }}
                  />
                  <FieldError id={`option-error-${o.id}`} message={err} />
                </div>
                <button type="button" className="btn btn-ghost btn-icon" aria-label={`Move ${label} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                  <IconArrowUp size={18} />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon"
                  aria-label={`Move ${label} down`}
                  disabled={i === options.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <IconArrowDown size={18} />
                </button>
                <button type="button" className="btn btn-ghost btn-icon" aria-label={`Remove ${label}`} onClick={() => remove(i)}>
                  <IconX size={18} />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id="options-error" message={error} />
      <button type="button" className="btn btn-secondary" onClick={add} disabled={options.length >= MAX_OPTIONS_PER_FIELD}>
        <IconPlus size={18} /> Add option
      </button>
    </fieldset>
  );
}
