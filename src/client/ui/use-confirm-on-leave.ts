import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { useConfirm } from './confirm-dialog';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

export type ConfirmOnLeave = {
  /**
   * Lets the next navigation through without asking. Call it right before navigating away after a
   * successful save: the `dirty` flag from react-hook-form only turns false on the next render,
   * which is too late for a navigate() in the same handler.
   */
  allowLeave: () => void;
};

/** Asks before leaving a page with unsaved changes: in-app links via the confirm dialog, tab close or reload via the browser. Needs a data router and a ConfirmProvider. */
export function useConfirmOnLeave(dirty: boolean, message: string = LEAVE_MESSAGE): ConfirmOnLeave {
  const confirm = useConfirm();
  const location = useLocation();
  const bypass = useRef(false);
  const asking = useRef(false);

  useEffect(() => {
    bypass.current = false;
  }, [location.key]);

  // Changing only the query string (tabs, filters) stays on the page, so it is not blocked.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    // `asking` survives StrictMode's effect replay, so one navigation asks one question.
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const { proceed, reset } = blocker;
    void confirm({ title: 'Leave this page?', text: message, confirmLabel: 'Leave', cancelLabel: 'Stay', danger: true }).then((ok) => {
      asking.current = false;
      if (ok) proceed();
      else reset();
    });
  }, [blocker, confirm, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own wording; both calls are needed across Chrome, Safari and Firefox.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    bypass.current = true;
  }, []);
  return { allowLeave };
}
