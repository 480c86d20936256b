// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../shared/messages';
import { IconAlert, IconCheck, IconInfo, IconX } from './icons';
import { toastBus } from './toast-bus';
import type { ToastKind, ToastMessage } from './toast-bus';
import './toasts.css';

export { toastBus };
export type { ToastMessage };

export const TOAST_DURATION_MS = 5000;
// Errors usually need reading and acting on, so they stay longer.
export const ERROR_TOAST_DURATION_MS = 8000;
const MAX_VISIBLE = 4;
/**
 * Titles of the toasts a form raises when it cannot be saved (section 8 of each spec document). Each says what is
 * wrong now: a newer one replaces it, and a success (the form saved) takes it away.
 */
const FORM_ERROR_TITLES: ReadonlySet<string> = new Set([messages.form.invalidTitle, messages.fleet.missingData, messages.fleet.invalid]);
const isFormError = (t: ToastMessage) => t.kind === 'error' && FORM_ERROR_TITLES.has(t.title);

export type ToastApi = {
  success(title: string, text?: string): void;
  error(title: string, text?: string): void;
  info(title: string, text?: string): void;
  /** A change was saved: with no connection, the text says it waits on the device for the outbox. */
  saved(title: string, onlineText?: string): void;
};

// Everything goes through the bus, so the API is one stable object usable in effect deps.
const toastApi: ToastApi = {
  success: (title, text) => toastBus.emit({ kind: 'success', title, text }),
  error: (title, text) => toastBus.emit({ kind: 'error', title, text }),
  info: (title, text) => toastBus.emit({ kind: 'info', title, text }),
  saved: (title, onlineText) => toastBus.emit({ kind: 'success', title, text: toastBus.isOnline() ? onlineText : messages.sync.savedOnDevice }),
};

export function useToast(): ToastApi {
  return toastApi;
}

type LiveToast = ToastMessage & { id: number };
let nextId = 1;

export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<LiveToast[]>([]);

  useEffect(
    () =>
      toastBus.subscribe((toast) => {
        setToasts((list) => {
          // The same message again (e.g. repeated sync failures) restarts its timer instead of stacking.
          const outdatedFormError = toast.kind === 'success' || isFormError(toast);
          const others = list.filter(
            (t) => !(t.kind === toast.kind && t.title === toast.title && t.text === toast.text) && !(outdatedFormError && isFormError(t)),
          );
          return [...others, { ...toast, id: nextId++ }].slice(-MAX_VISIBLE);
        });
      }),
    [],
  );

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  useEffect(() => toastBus.onWithdraw((text) => setToasts((list) => list.filter((t) => t.text !== text))), []);

  return (
    <>
      {children}
      {createPortal(
        <section className="toast-region" aria-label="Notifications">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </section>,
        document.body,
      )}
    </>
  );
}

const ICONS: Record<ToastKind, typeof IconCheck> = { success: IconCheck, error: IconAlert, info: IconInfo };

function ToastItem({ toast, onDismiss }: { toast: LiveToast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.kind === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);

  // Pausing while hovered or focused gives people time to read (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  const Icon = ICONS[toast.kind];
  const isError = toast.kind === 'error';
  return (
    <div
      className={`toast toast-${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
      }}
    >
      <span className="toast-icon">
        <Icon size={18} />
      </span>
      <div className="toast-body" role={isError ? 'alert' : 'status'} aria-live={isError ? 'assertive' : 'polite'} aria-atomic="true">
        <p className="toast-title">{toast.title}</p>
        {toast.text ? <p className="toast-text">{toast.text}</p> : null}
      </div>
      <button type="button" className="btn btn-ghost btn-icon toast-close" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <IconX size={18} />
      </button>
    </div>
  );
}
