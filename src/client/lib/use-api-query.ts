import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiGet } from './api';

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/** GETs a path and keeps the previous answer while the next one loads, so tables do not flicker. */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(path !== null);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (path === null) return;
    const call = ++latest.current;
    setLoading(true);
    apiGet<T>(path)
      .then((d) => {
        if (call !== latest.current) return;
        setData(d);
        setError(undefined);
      })
      .catch((e: unknown) => {
        if (call !== latest.current) return;
        setError(e instanceof ApiError ? e : new ApiError(0, 'network', String(e)));
      })
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  }, [path, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload };
}
