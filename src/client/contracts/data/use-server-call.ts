import { useState } from 'react';
import { ApiError, apiPost } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';

export type ServerCall = <T>(path: string, body: unknown) => Promise<T>;

/**
 * A contracts call that needs the server and is not replayed from the outbox (signing, sending,
 * an upload): made at once, then the mirror is pulled so the page shows the server's row.
 */
export function useServerCall(): ServerCall {
  const { engine } = useOffline();
  return async <T,>(path: string, body: unknown): Promise<T> => {
    const answer = await apiPost<T>(path, body);
    void engine.pullNow();
    return answer;
  };
}

/**
 * Such calls from a dialog or a card: busy while they run, and the API's message (or `unreachable`
 * for anything else thrown) as the error to show beside the form; `run` answers whether it went through.
 */
export function useServerAction(unreachable: string) {
  const call = useServerCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: (call: ServerCall) => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work(call);
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? err.message : unreachable);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
