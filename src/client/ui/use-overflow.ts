import { useLayoutEffect, useState } from 'react';
import type { RefCallback } from 'react';

/** [ref, overflowing]: true while the element's content is wider than its box (it scrolls sideways). */
export function useHorizontalOverflow<T extends HTMLElement>(): [RefCallback<T>, boolean] {
  // A callback ref, since the scroll box comes and goes with the loading/error/empty states.
  const [element, setElement] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    // jsdom and very old browsers have no ResizeObserver; they simply never report overflow.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);

  return [setElement, overflowing];
}
