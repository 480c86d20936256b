// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getFocusable, trapTab } from './focus-trap';
import { IconX } from './icons';
import './modal.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Read out with the title; confirm dialogs pass their question here. */
  description?: ReactNode;
  /** Default true. Turn off for long forms where a stray click would lose work. */
  closeOnBackdrop?: boolean;
};

/** Focus goes to `[data-autofocus]`, else the first control of the body, else the dialog itself. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

let openCount = 0;

function ModalDialog({ title, onClose, children, footer, size = 'md', description, closeOnBackdrop = true }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read during the first render, before anything inside the dialog can take focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const onCloseRef = useRef(onClose);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) {
      const body = dialog.querySelector<HTMLElement>('.modal-body');
      const footerEl = dialog.querySelector<HTMLElement>('.modal-footer');
      const target =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ?? (body && getFocusable(body)[0]) ?? (footerEl && getFocusable(footerEl)[0]) ?? dialog;
      target.focus();
    }
    openCount += 1;
    document.body.classList.add('modal-open');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Stop here so a modal opened from inside another closes alone.
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (trapTab(event, dialog)) event.stopPropagation();
  };

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Only a press that started and ended on the backdrop closes: selecting text in a field
        // and releasing the mouse outside must not throw the form away.
        if (closeOnBackdrop && pressedOnBackdrop.current && e.target === e.currentTarget) onCloseRef.current();
        pressedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-icon modal-close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <IconX size={20} />
          </button>
        </header>
        <div className="modal-body">
          {description ? (
            <p id={descriptionId} className="modal-description">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </div>
    </div>
  );
}

/** A modal form's footer: Cancel, and the submit button of the form named `form` (saying `busyLabel` while it runs). */
export function ModalFormFooter({
  form,
  label,
  busyLabel,
  busy = false,
  onCancel,
}: {
  form: string;
  label: string;
  busyLabel?: string;
  busy?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" form={form} className="btn btn-primary" disabled={busy}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </>
  );
}
