import { useEffect, useRef, useState } from 'react';
import { IconSearch, IconX } from './icons';
import './search-box.css';

import { SEARCH_DEBOUNCE_MS } from '../../shared/limits';

export { SEARCH_DEBOUNCE_MS };

export type SearchBoxProps = {
  value: string;
  /** Called `delayMs` after the last keystroke, or at once on Enter and clear. */
  onChange: (value: string) => void;
  /** The wait after the last keystroke: SEARCH_DEBOUNCE_MS unless the spec names another for the list. */
  delayMs?: number;
  label?: string;
  placeholder?: string;
  className?: string;
};

export function SearchBox({ value, onChange, delayMs = SEARCH_DEBOUNCE_MS, label = 'Search', placeholder = 'Search…', className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // What we last told the parent: a `value` different from it is an outside change (e.g. a
  // 'Clear search' button) and replaces the text; our own echo does not clobber newer typing.
  const [emitted, setEmitted] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== emitted) {
      setEmitted(value);
      setText(value);
    }
  }

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const inputRef = useRef<HTMLInputElement>(null);

  const emit = (next: string) => {
    setEmitted(next);
    onChangeRef.current(next);
  };

  useEffect(() => {
    if (text === emitted) return;
    const timer = setTimeout(() => {
      setEmitted(text);
      onChangeRef.current(text);
    }, delayMs);
    // A link clicked while the search waits (a row found before the list narrowed) is the user
    // leaving: the waiting search would replace the URL after the click and cancel its navigation.
    const leaving = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) clearTimeout(timer);
    };
    document.addEventListener('click', leaving, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', leaving, true);
    };
  }, [text, emitted, delayMs]);

  const clear = () => {
    setText('');
    if (emitted !== '') emit('');
    inputRef.current?.focus();
  };

  return (
    <div className={className ? `search-box ${className}` : 'search-box'}>
      <IconSearch size={18} className="search-box-icon" />
      <input
        ref={inputRef}
        type="search"
        // A name, which the browser asks of every field (it reports one without); no history of
        // past searches offered under it.
        name="search"
        autoComplete="off"
        className="input search-box-input"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (text !== emitted) emit(text);
          } else if (event.key === 'Escape' && text !== '') {
            // Escape empties the box first; only a second Escape may close a surrounding dialog.
            event.stopPropagation();
            clear();
          }
        }}
      />
      {text !== '' ? (
        <button type="button" className="btn btn-ghost btn-icon search-box-clear" aria-label="Clear search" onClick={clear}>
          <IconX size={16} />
        </button>
      ) : null}
    </div>
  );
}
