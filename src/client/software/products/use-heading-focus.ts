import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves the focus to a step's heading once it is on screen: a new step may first show a loading
 * state (its batch or people still being read), so a focus asked for at once would find nothing.
 * Every render after the ask checks again; the step's change and its loading end both render.
 */
export function useHeadingFocus() {
  const ref = useRef<HTMLHeadingElement>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current || !ref.current) return;
    ref.current.focus();
    wanted.current = false;
  });
  const focusSoon = useCallback(() => {
    wanted.current = true;
  }, []);
  return { ref, focusSoon };
}
