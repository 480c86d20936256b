import { createContext, useCallback, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from './modal';

export type ConfirmOptions = {
  title: string;
  text?: ReactNode;
  /** Say what happens ('Delete car', 'Leave'), not 'OK'. Defaults to 'Confirm'. */
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
};

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}

type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The ref settles the promise exactly once, even if Escape and a click land in the same frame.
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A newer question replaces an unanswered one; the old caller hears 'no'.
        pendingRef.current?.resolve(false);
        const next = { ...options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const settle = useCallback((ok: boolean) => {
    const current = pendingRef.current;
    if (!current) return;
    pendingRef.current = null;
    setPending(null);
    current.resolve(ok);
  }, []);

  const danger = pending?.danger ?? false;
  return (
    <ConfirmContext value={confirm}>
      {children}
      <Modal
        open={pending !== null}
        title={pending?.title ?? ''}
        description={pending?.text}
        size="sm"
        onClose={() => settle(false)}
        footer={
          <>
            {/* A destructive question starts on the safe answer, so Enter cannot destroy by accident. */}
            <button type="button" className="btn btn-secondary" data-autofocus={danger ? '' : undefined} onClick={() => settle(false)}>
              {pending?.cancelLabel ?? 'Cancel'}
            </button>
            <button
              type="button"
              className={danger ? 'btn btn-danger' : 'btn btn-primary'}
              data-autofocus={danger ? undefined : ''}
              onClick={() => settle(true)}
            >
              {pending?.confirmLabel ?? 'Confirm'}
            </button>
          </>
        }
      />
    </ConfirmContext>
  );
}
