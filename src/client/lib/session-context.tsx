import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Viewer } from '../../shared/policy/viewer';
import { endSession, knownViewer } from './session-store';

interface Session {
  viewer: Viewer | null;
  /** True until the first /api/me answer. */
  loading: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
  /** This tab signed out: the next sign-in starts at home, not at the page the last user was on. */
  signedOut: boolean;
}

const SessionContext = createContext<Session | null>(null);

/** `onViewer`: told who is signed in as soon as it is known, before the signed-in pages' code has loaded. */
export function SessionProvider({ children, onViewer }: { children: ReactNode; onViewer?: (viewer: Viewer) => void }) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const known = await knownViewer();
      if (known) onViewer?.(known);
      setViewer(known);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  }, [onViewer]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signOut = useCallback(async () => {
    await endSession();
    setSignedOut(true);
    setViewer(null);
  }, []);

  const value = useMemo(() => ({ viewer, loading, error, refresh, signOut, signedOut }), [viewer, loading, error, refresh, signOut, signedOut]);
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
