import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './session-context';

/**
 * Pages behind sign-in; the place the user wanted is kept for after signing in, unless they signed
 * out here (the next person to sign in on this device starts clean, not on the last one's page).
 */
export function RequireSignIn() {
  const { viewer, loading, error, signedOut } = useSession();
  const location = useLocation();
  if (loading) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (error && !viewer)
    return (
      <div className="page-error" role="alert">
        {error}
      </div>
    );
  if (!viewer) return <Navigate to={signedOut ? '/signin' : `/signin?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <Outlet />;
}
