import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (a search as typed, asked of the list or the server only when the typing pauses). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
