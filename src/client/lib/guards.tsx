import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Action } from '../../shared/policy/policy';
import { useCan, useSession } from './session-context';

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

/** A page that needs a right: without it the user is sent to / (spec: fleet access). */
export function RequireAction({ action, children }: { action: Action; children: ReactNode }) {
  const can = useCan();
  return can(action) ? <>{children}</> : <Navigate to="/" replace />;
}

/** A lazy route whose page needs a right: without it the user is sent to /. */
export const guarded = (action: Action, lazy: () => Promise<{ Component: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => {
  const { Component } = await lazy();
  return {
    Component: () => (
      <RequireAction action={action}>
        <Component />
      </RequireAction>
    ),
  };
};
