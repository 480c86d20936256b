import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from './session-context';
import { goToSignIn } from './session-store';

/**
 * Pages behind sign-in; the place the user wanted is kept for after signing in, unless they signed
 * out here (the next person to sign in on this device starts clean, not on the last one's page).
 */
export function RequireSignIn() {
  const { viewer, loading, error, signedOut } = useSession();
  const location = useLocation();
  const away = !loading && !error && !viewer;
  useEffect(() => {
    if (away) goToSignIn(signedOut ? undefined : location.pathname + location.search);
  }, [away, signedOut, location.pathname, location.search]);
  if (error && !viewer)
    return (
      <div className="page-error" role="alert">
        {error}
      </div>
    );
  if (loading || !viewer) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  return <Outlet />;
}
