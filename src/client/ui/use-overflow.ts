import { useLayoutEffect, useState } from 'react';
import type { RefCallback } from 'react';

/** Whether a sideways-scrolling box has content hidden to its left and to its right. */
export interface HorizontalOverflow {
  /** The content is wider than the box: it scrolls sideways. */
  overflowing: boolean;
  left: boolean;
  right: boolean;
}

const NONE: HorizontalOverflow = { overflowing: false, left: false, right: false };
const same = (a: HorizontalOverflow, b: HorizontalOverflow) => a.overflowing === b.overflowing && a.left === b.left && a.right === b.right;

/** [ref, overflow]: measured on resize and on scroll, so a list can show that it scrolls and which way. */
export function useHorizontalOverflow<T extends HTMLElement>(): [RefCallback<T>, HorizontalOverflow] {
  // A callback ref, since the scroll box comes and goes with the loading/error/empty states.
  const [element, setElement] = useState<T | null>(null);
  const [overflow, setOverflow] = useState<HorizontalOverflow>(NONE);

  useLayoutEffect(() => {
    // jsdom and very old browsers have no ResizeObserver; they simply never report overflow.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // Right-to-left layouts scroll to negative offsets: the distance from the start is what counts.
      const start = Math.abs(element.scrollLeft);
      const next = { overflowing: hidden > 1, left: hidden > 1 && start > 1, right: hidden > 1 && start < hidden - 1 };
      setOverflow((prev) => (same(prev, next) ? prev : next));
    };
    // No measure() here: reading scrollWidth inside React's commit forces a layout of the whole
    // table in the same task. The observer reports once after the browser's own layout anyway.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [element]);

  return [setElement, overflow];
}
