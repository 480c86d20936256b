import { useCallback, useState } from 'react';

/**
 * A form's inline messages by field. A field the user changes loses its marker until the next try:
 * `clearErrors` takes the keys of the change.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const clearErrors = useCallback((keys: readonly string[]) => {
    setErrors((e) => {
      if (!keys.some((k) => k in e)) return e;
      const next = { ...e };
      for (const k of keys) delete next[k as F];
      return next;
    });
  }, []);
  return { errors, setErrors, clearErrors };
}
