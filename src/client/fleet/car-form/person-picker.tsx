import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../ui/avatar';
import { Field } from '../../ui/field';
import { IconX } from '../../ui/icons';
import { useCarFormData, type PersonOption } from './car-form-data';

const MAX_SHOWN = 50;
/** Search ignores case and accents: 'zoe' finds 'Zoë'. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface PersonPickerProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** The name to show when the chosen person is not among the people (not synced yet, or out of reach). */
  fallbackName?: string | null;
}

/**
 * A searchable person field (the ARIA combobox pattern): type to filter active people by name,
 * arrows to move, Enter to pick, Escape to close, the × to clear. Someone no longer active stays
 * shown when already chosen, but cannot be picked anew.
 */
export function PersonPicker({ id, label, value, onChange, error, hint, disabled, fallbackName }: PersonPickerProps) {
  const { people } = useCarFormData();
  const listId = `${useId()}-people`;
  const selected = value ? (people.find((p) => p.id === value) ?? null) : null;
  const [text, setText] = useState<string | null>(null); // null: not typing, the input shows the chosen name
  const [active, setActive] = useState(0);
  const open = text !== null;
  const listRef = useRef<HTMLUListElement>(null);
  // On a tablet the field often sits low on the screen: bring the opened list into view.
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const matches = useMemo(() => {
    const needle = fold((text ?? '').trim());
    return people.filter((p) => p.active && (!needle || fold(p.name).includes(needle) || fold(p.email ?? '').includes(needle))).slice(0, MAX_SHOWN);
  }, [people, text]);

  const pick = (p: PersonOption | null) => {
    onChange(p ? p.id : null);
    setText(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setText('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open) {
      // Picking is not submitting: the form's Enter (Next / Save) waits until the list is closed.
      event.preventDefault();
      if (matches[active]) pick(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setText(null);
    }
  };

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="person-picker">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            className="input person-picker-input"
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
            <button type="button" className="btn btn-ghost btn-icon person-picker-clear" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => pick(null)}>
              <IconX size={16} />
            </button>
          ) : null}
          <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="person-picker-list" hidden={!open}>
            {open && matches.length === 0 ? <li className="person-picker-empty">Nobody found</li> : null}
            {open
              ? matches.map((p, i) => (
                  <li
                    key={p.id}
                    id={`${listId}-${p.id}`}
                    role="option"
                    aria-selected={i === active}
                    className={i === active ? 'person-picker-option person-picker-active' : 'person-picker-option'}
                    // Before the input's blur, so the click still counts.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      pick(p);
                    }}
                    onMouseEnter={() => setActive(i)}
                  >
                    <Avatar name={p.name} src={p.avatar} size="sm" decorative />
                    <span className="person-picker-name">{p.name}</span>
                    {p.email ? <span className="muted person-picker-email">{p.email}</span> : null}
                  </li>
                ))
              : null}
          </ul>
        </div>
      )}
    </Field>
  );
}
