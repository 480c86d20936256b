import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from '../../shared/activity/activity.schema';

/**
 * Calls `onNear` whenever the returned element (put at the end of a list) comes within the spec's
 * 100 px of the bottom of the view. Nothing happens while `active` is false. A new `round` (the
 * number of rows shown) looks again, so a short list that still ends in view keeps loading.
 */
export function useNearBottom<T extends Element>(onNear: () => void, active: boolean, round: number) {
  const ref = useRef<T>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active, round]);
  return ref;
}
