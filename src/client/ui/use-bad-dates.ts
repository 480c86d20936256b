import { useCallback, useState } from 'react';

/**
 * The date fields whose text is not a date yet (their value is null then, so the rules alone
 * would take them for empty): a form refuses to go on while any of them is shown.
 */
export function useBadDates<F extends string>() {
  const [badDates, setBadDates] = useState<ReadonlySet<F>>(new Set());
  const onDateValidity = useCallback((field: F, valid: boolean) => {
    setBadDates((s) => {
      if (s.has(field) === !valid) return s;
      const next = new Set(s);
      if (valid) next.delete(field);
      else next.add(field);
      return next;
    });
  }, []);
  return { badDates, onDateValidity };
}
