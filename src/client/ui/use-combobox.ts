import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface ComboboxKeys<T> {
  /** The options listed now, in order. */
  options: readonly T[];
  /** Enter on the active option (undefined when the list is empty). */
  onChoose: (option: T | undefined) => void;
  /** Opens the list with nothing typed; by default only the text is set. */
  openList?: () => void;
}

/**
 * The open state and keyboard of the searchable pickers (the ARIA combobox pattern). `text` is what
 * is typed, null while closed (the input then shows the choice). The options depend on that text, so
 * the handler is made from them afterwards: `keysFor({ options, onChoose })` moves with the arrows
 * (opening the list), chooses with Enter and closes with Escape.
 */
export function useCombobox() {
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = text !== null;
  const listRef = useRef<HTMLUListElement>(null);
  // On a tablet the field often sits low on the screen: bring the opened list into view.
  useEffect(() => {
    if (open) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const keysFor =
    <T>({ options, onChoose, openList }: ComboboxKeys<T>) =>
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) (openList ?? (() => setText('')))();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
      } else if (event.key === 'Enter' && open) {
        // Picking is not submitting: the form's Enter (Next / Save) waits until the list is closed.
        event.preventDefault();
        onChoose(options[active]);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        setText(null);
      }
    };
  return { text, setText, open, active, setActive, listRef, keysFor };
}
