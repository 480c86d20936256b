import { useCallback } from 'react';
import { can, type Action } from '../../shared/policy/policy';
import { useViewer } from './session-context';

/**
 * The shared policy, for hiding what the user may not use. Not in session-context: the policy
 * reads every area's rights, and the sign-in page loads without the areas.
 */
export function useCan(): (action: Action) => boolean {
  const viewer = useViewer();
  return useCallback((action: Action) => can(viewer, action), [viewer]);
}
