import { useSearchParams } from 'react-router-dom';
import { backPathSchema } from '../../shared/back-path';
import { UUID_PATTERN } from '../../shared/ids';

/** A `back=` query parameter when it is a path of this app, else null. */
export function backParam(params: URLSearchParams): string | null {
  const back = backPathSchema.safeParse(params.get('back') ?? '');
  return back.success ? back.data : null;
}

/** A query parameter holding an id, or null. */
export const uuidParam = (params: URLSearchParams, name: string): string | null => {
  const v = params.get(name);
  return v && UUID_PATTERN.test(v) ? v : null;
};

/**
 * Where a create flow was started from: `employee_id` preselects that person and brings the user
 * back to their page; `back` (a path of this app) is where to return otherwise; without either,
 * the area's list.
 */
export function useStartedFrom(list: { path: string; label: string }) {
  const [params] = useSearchParams();
  const employeeId = uuidParam(params, 'employee_id');
  const backPath = backParam(params);
  const leaveTo = employeeId ? `/people/${employeeId}` : (backPath ?? list.path);
  return {
    params,
    employeeId,
    leaveTo,
    leaveLabel: employeeId ? 'Back to the person' : backPath ? 'Back' : list.label,
    /** After saving: back where the flow started, or else the new object's page. */
    afterSave: (objectPath: string) => (employeeId || backPath ? leaveTo : objectPath),
  };
}
