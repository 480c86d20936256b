import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Action } from '../../shared/policy/policy';
import { useCan } from './use-can';

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
