// Times one user action inside the page with performance.now(), so no browser round trip is counted.
// `dom`: from the action to the DOM showing its result (a MutationObserver sees React's commit, so
// state update, sort/filter in memory and React render are in; layout and paint are not).
// `frame`: to the end of the next animation frame after that (layout and paint roughly in).
import type { Page } from '@playwright/test';

export type Action =
  /** Clicks the first element matching `selector` whose text is `text` (any when omitted). */
  | { click: string; text?: string }
  /** Types `value` into the list's search box, then presses Enter, which applies it at once (no debounce). */
  | { search: string };

export type Until =
  /** The vehicle list has loaded: its pager is there and the table is not busy. */
  | { ready: true }
  /** The table named `caption` (a list with several views) has loaded: its pager is there and it is not busy. */
  | { readyTable: string }
  /** The element is gone (e.g. the list after leaving the page). */
  | { absent: string }
  /** The element is there (a page without a pager: the calendar's month). */
  | { present: string }
  /** The pager's text differs from before the action (or the empty state shows). */
  | { pagerChanged: true }
  /**
   * The header `column` has aria-sort `ariaSort`. React commits it with the re-sorted rows (one
   * render of the list page), so this marks the rows too; the first row may legitimately stay the
   * same (the demo's first car can lead both by vehicle and by plate).
   */
  | { sorted: { column: string; ariaSort: string } };

export interface Timing {
  dom: number;
  frame: number;
}

export function timeAction(page: Page, action: Action, until: Until, timeoutMs: number): Promise<Timing> {
  return page.evaluate(
    async ({ action, until, timeoutMs }) => {
      const q = (s: string) => document.querySelector(s);
      const pager = () => q('.pagination-range')?.textContent ?? null;
      const headerSort = (text: string) => [...document.querySelectorAll('thead th')].find((th) => th.textContent?.trim() === text)?.getAttribute('aria-sort');
      const tick = () => new Promise((r) => setTimeout(r, 0));

      if ('search' in action) {
        // As typing does: React's value tracker needs the native setter, then an input event.
        const input = q('input[type="search"]') as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, action.search);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await tick(); // the box re-renders with the text; its 200 ms debounce has not fired yet
        await tick();
      }
      const before = pager();
      const done = (): boolean => {
        if ('ready' in until) return pager() !== null && !q('table[aria-busy="true"]');
        if ('readyTable' in until) return pager() !== null && !q('table[aria-busy="true"]') && q('table caption')?.textContent === until.readyTable;
        if ('absent' in until) return !q(until.absent);
        if ('present' in until) return !!q(until.present);
        if ('sorted' in until) return headerSort(until.sorted.column) === until.sorted.ariaSort;
        const now = pager() ?? (q('.dt .empty-state') ? 'empty' : null);
        return now !== null && now !== before;
      };

      return new Promise<{ dom: number; frame: number }>((resolve, reject) => {
        let t0 = 0;
        let finished = false;
        const check = () => {
          if (finished || !done()) return;
          finished = true;
          const dom = performance.now() - t0;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(() => resolve({ dom, frame: performance.now() - t0 }), 0));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        const fail = (why: string) => {
          finished = true;
          observer.disconnect();
          clearTimeout(timer);
          reject(new Error(`${why}: ${JSON.stringify(action)}`));
        };
        const timer = setTimeout(() => fail(`no result within ${timeoutMs} ms`), timeoutMs);
        t0 = performance.now();
        if ('search' in action) {
          q('input[type="search"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        } else {
          const target = [...document.querySelectorAll<HTMLElement>(action.click)].find(
            (el) => action.text === undefined || el.textContent?.trim() === action.text,
          );
          if (!target) return fail('nothing to click');
          target.click();
        }
        check();
      });
    },
    { action, until, timeoutMs },
  );
}

/** A click on the main navigation's link to `href`. */
export const nav = (href: string): Action => ({ click: `aside[aria-label="Main navigation"] a[href="${href}"]` });

/**
 * `runs` clicks on the header of `column`, each timed until the header shows its new order: the
 * first click gives `first` (ascending for a column the list is not sorted by), the next ones flip.
 */
export async function timeSorts(page: Page, column: string, first: 'ascending' | 'descending', runs: number, timeoutMs: number): Promise<Timing[]> {
  const out: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const ariaSort = (i % 2 === 0) === (first === 'ascending') ? 'ascending' : 'descending';
    out.push(await timeAction(page, { click: 'thead th button', text: column }, { sorted: { column, ariaSort } }, timeoutMs));
  }
  return out;
}
