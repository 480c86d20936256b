// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { IconChevronDown } from './icons';
import { useCloseOutside } from './use-close-outside';
import './actions-menu.css';

/** The panel's min-width in actions-menu.css. */
const PANEL_MIN_WIDTH = 260;

export type MenuItem = {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Shown but not usable; `hint` says why, and choosing it calls `onBlocked` instead. */
  disabled?: boolean;
  hint?: string;
  onSelect: () => void;
  onBlocked?: () => void;
};

/**
 * A menu button (WAI-ARIA APG pattern): Enter, Space or the arrow keys open it on an item, the
 * arrows, Home and End move, Escape closes it and gives focus back to the button, Tab or a click
 * elsewhere closes it. Disabled items stay focusable (aria-disabled) so their hint can be read.
 */
export function ActionsMenu({ label, items, busy = false, busyLabel }: { label: string; items: MenuItem[]; busy?: boolean; busyLabel?: string }) {
  const [open, setOpen] = useState(false);
  const shut = useCallback(() => setOpen(false), []);
  const [focusAt, setFocusAt] = useState(0);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusAt]?.focus();
  }, [open, focusAt]);

  useCloseOutside(wrapRef, open, shut);

  // The panel hangs from the button's right edge; a button near the left edge (the header's
  // actions wrapped under the title on a tablet) opens it to the right instead, on screen.
  const [fromLeft, setFromLeft] = useState(false);
  const openAt = (index: number) => {
    setFocusAt((index + items.length) % items.length);
    setFromLeft((buttonRef.current?.getBoundingClientRect().right ?? Infinity) < PANEL_MIN_WIDTH);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (item: MenuItem) => {
    close(true);
    if (item.disabled) item.onBlocked?.();
    else item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowDown: focusAt + 1, ArrowUp: focusAt - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setFocusAt((moves[event.key]! + items.length) % items.length);
    } else if (event.key === 'Escape') {
      // Close the menu only, not a dialog the page may sit in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="actions-menu" ref={wrapRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="btn btn-secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {busy ? <span className="actions-menu-spinner" aria-hidden="true" /> : null}
        {busy && busyLabel ? busyLabel : label}
        <IconChevronDown size={16} className={open ? 'actions-menu-chevron is-open' : 'actions-menu-chevron'} />
      </button>
      {open ? (
        <div
          id={menuId}
          className={fromLeft ? 'actions-menu-panel from-left' : 'actions-menu-panel'}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <MenuEntry key={item.id} item={item} focused={index === focusAt} onChoose={() => choose(item)} onHover={() => setFocusAt(index)} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function MenuEntry({ item, focused, onChoose, onHover }: { item: MenuItem; focused: boolean; onChoose: () => void; onHover: () => void }) {
  const hintId = useId();
  return (
    <button
      type="button"
      role="menuitem"
      className="actions-menu-item"
      tabIndex={focused ? 0 : -1}
      aria-disabled={item.disabled || undefined}
      aria-describedby={item.hint ? hintId : undefined}
      onClick={onChoose}
      onMouseEnter={onHover}
    >
      {item.icon}
      <span className="actions-menu-text">
        <span>{item.label}</span>
        {item.hint ? (
          <span id={hintId} className="actions-menu-hint">
            {item.hint}
          </span>
        ) : null}
      </span>
    </button>
  );
}
