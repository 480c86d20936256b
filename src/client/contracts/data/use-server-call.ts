import { apiPost } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';

/**
 * A contracts call that needs the server and is not replayed from the outbox (signing, sending,
 * an upload): made at once, then the mirror is pulled so the page shows the server's row.
 */
export function useServerCall() {
  const { engine } = useOffline();
  return async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await apiPost<T>(path, body);
    void engine.pullNow();
    return answer;
  };
}
