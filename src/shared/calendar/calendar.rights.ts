import type { Viewer } from '../policy/viewer';
import { canWrite, defineRights, hasFlag, type Rule } from '../policy/rules';

// Who may do what with days off, the push and the integrations. software-contracts-push.md section
// 6 names push_no_days_off and support_only without their effects; here the first switches the push
// off for the company, the second keeps it for support users (acting as someone).

const pushes: Rule = (v) => canWrite(v) && v.admin && !hasFlag(v, 'push_no_days_off') && (!hasFlag(v, 'support_only') || v.support || v.impersonator !== null);

export const calendarRights = defineRights({
  /** The calendar and the inbox: everyone, of the people they may see (team-only: their teams). */
  'calendar.view': () => true,
  /** Requests made, approved and declined: everyone but read-only users, for the people they may see. */
  'calendar.decide': canWrite,
  /** The push page, its calls and the integrations' payroll types. */
  'calendar.push': pushes,
  /** /history/calendar/push: admins. */
  'calendar.pushHistory': (v) => v.admin,
  /** /settings/socialSecretariat/{id}: re-authentication and the integration's people. */
  'integrations.manage': (v) => canWrite(v) && v.admin,
});

/** Nobody decides their own request, whatever their rights: the server refuses it, the inbox says why. */
export const isOwnRequest = (viewer: Viewer, request: { employee_id: string }): boolean =>
  viewer.user.employee_id !== null && viewer.user.employee_id === request.employee_id;
