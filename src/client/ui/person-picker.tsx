import { useId, useMemo } from 'react';
import { foldText as fold } from '../../shared/format';
import { Avatar } from './avatar';
import { Field } from './field';
import { IconX } from './icons';
import { useCombobox } from './use-combobox';
import './combobox.css';

/** A person to pick: from the mirror's people, or a page's own list (the bulk picker, tests). */
export interface PersonOption {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  active: boolean;
}

const MAX_SHOWN = 50;

export interface PersonPickerProps {
  /** Who may be picked (only the active ones are offered), sorted as they should show. */
  people: readonly PersonOption[];
  id: string;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Shows the required marker; what is required is the form's rule. */
  required?: boolean;
  /** The name to show when the chosen person is not among the people (not synced yet, or out of reach). */
  fallbackName?: string | null;
}

/**
 * A searchable person field (the ARIA combobox pattern): type to filter active people by name,
 * arrows to move, Enter to pick, Escape to close, the × to clear. Someone no longer active stays
 * shown when already chosen, but cannot be picked anew.
 */
export function PersonPicker({ people, id, label, value, onChange, error, hint, disabled, required, fallbackName }: PersonPickerProps) {
  const listId = `${useId()}-people`;
  const selected = value ? (people.find((p) => p.id === value) ?? null) : null;
  const { text, setText, open, active, setActive, listRef, keysFor } = useCombobox();

  const matches = useMemo(() => {
    const needle = fold((text ?? '').trim());
    return people.filter((p) => p.active && (!needle || fold(p.name).includes(needle) || fold(p.email ?? '').includes(needle))).slice(0, MAX_SHOWN);
  }, [people, text]);

  const pick = (p: PersonOption | null) => {
    onChange(p ? p.id : null);
    setText(null);
  };
  const onKeyDown = keysFor({ options: matches, onChoose: (p) => p && pick(p) });

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="combo">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            className="input combo-input"
            placeholder="Search a person by name"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].id}` : undefined}
            disabled={disabled}
            value={text ?? selected?.name ?? (value ? (fallbackName ?? '') : '')}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onFocus={(e) => e.target.select()}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // An emptied field means nobody; other half-typed text goes back to the choice.
              if (text !== null && text.trim() === '') pick(null);
              else setText(null);
            }}
          />
          {value && !disabled ? (
            <button type="button" className="btn btn-ghost btn-icon combo-clear" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => pick(null)}>
              <IconX size={16} />
            </button>
          ) : null}
          <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="combo-list" hidden={!open}>
            {open && matches.length === 0 ? <li className="combo-empty">Nobody found</li> : null}
            {open
              ? matches.map((p, i) => (
                  <li
                    key={p.id}
                    id={`${listId}-${p.id}`}
                    role="option"
                    aria-selected={i === active}
                    className={i === active ? 'combo-option combo-active' : 'combo-option'}
                    // Before the input's blur, so the click still counts.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      pick(p);
                    }}
                    onMouseEnter={() => setActive(i)}
                  >
                    <Avatar name={p.name} src={p.avatar} size="sm" decorative />
                    <span className="combo-name">{p.name}</span>
                    {p.email ? <span className="muted combo-meta">{p.email}</span> : null}
                  </li>
                ))
              : null}
          </ul>
        </div>
      )}
    </Field>
  );
}
