import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Viewer } from '../../shared/policy/viewer';
import { ApiError, apiGet, apiPost } from './api';

interface Session {
  viewer: Viewer | null;
  /** True until the first /api/me answer. */
  loading: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** This tab signed out: the next sign-in starts at home, not at the page the last user was on. */
  signedOut: boolean;
}

const SessionContext = createContext<Session | null>(null);

// The last viewer (who, what rights; no secret) lets the app open offline. The server still
// decides on every call; a 401 clears it.
const LAST_VIEWER_KEY = 'last-viewer';
const rememberViewer = (v: Viewer | null) => {
  if (v) localStorage.setItem(LAST_VIEWER_KEY, JSON.stringify(v));
  else localStorage.removeItem(LAST_VIEWER_KEY);
};
// Signing out offline cannot reach the server; the session is ended there on the next start.
const LOGOUT_PENDING_KEY = 'logout-pending';

function rememberedViewer(): Viewer | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_VIEWER_KEY) ?? 'null') as Viewer | null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      if (localStorage.getItem(LOGOUT_PENDING_KEY)) {
        await apiPost('/api/auth/logout');
        localStorage.removeItem(LOGOUT_PENDING_KEY);
      }
      const { viewer: v } = await apiGet<{ viewer: Viewer | null }>('/api/auth/session');
      rememberViewer(v);
      setViewer(v);
      setError(null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        // A stale cookie the server refuses: signed out.
        rememberViewer(null);
        setViewer(null);
      } else if (e instanceof ApiError && e.code === 'network') {
        // Offline: whoever used the app last goes on; nobody remembered means the sign-in page.
        setViewer((current) => current ?? rememberedViewer());
      } else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await apiPost('/api/auth/login', { email, password });
      setSignedOut(false);
      await refresh();
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    try {
      await apiPost('/api/auth/logout');
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'network')) throw e;
      localStorage.setItem(LOGOUT_PENDING_KEY, '1');
    }
    rememberViewer(null);
    setSignedOut(true);
    setViewer(null);
  }, []);

  const value = useMemo(() => ({ viewer, loading, error, refresh, signIn, signOut, signedOut }), [viewer, loading, error, refresh, signIn, signOut, signedOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/** The signed-in viewer; only for pages behind the sign-in guard. */
export function useViewer(): Viewer {
  const { viewer } = useSession();
  if (!viewer) throw new Error('useViewer on a page without a signed-in user');
  return viewer;
}
