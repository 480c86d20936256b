import { createHash } from 'node:crypto';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import { SYNC_TABLES } from '../../shared/sync/protocol';

/**
 * Bump when the rows' shape or the visibility rules change in a way old mirrors cannot follow
 * (a new field, a field newly guarded): every client then drops its mirror and pulls again.
 */
export const SCOPE_FORMAT = 5;

/**
 * What decides which rows and fields a user receives, as an opaque fingerprint. Any change to it
 * means rows may have entered or left the user's view without their own version changing (a right
 * granted, a team added), which no incremental pull can express: the client starts a new mirror.
 *
 * For a team-only manager it includes each managed team's version: a membership change bumps the
 * team (trigger on team_members), so people who join a managed team arrive through a fresh
 * download instead of waiting for their own next edit.
 */
export function scopeFingerprint(v: Viewer, managedTeamVersions: ReadonlyMap<string, number>): string {
  const sorted = (xs: readonly string[]) => [...xs].sort();
  const teamOnly = !can(v, 'people.viewAll');
  const parts = {
    format: SCOPE_FORMAT,
    // A table added by a new area holds rows below every mirror's cursor: a mirror built without
    // it starts again, with no format bump to remember.
    tables: SYNC_TABLES,
    company: v.company.id,
    user: v.user.id,
    admin: v.admin,
    role: v.role,
    support: v.support,
    group_access: v.group_access,
    rights: sorted(v.rights),
    flags: sorted(v.feature_flags),
    integrations: sorted(v.integration_features),
    teams: teamOnly ? sorted(v.managed_team_ids).map((id) => [id, managedTeamVersions.get(id) ?? null]) : null,
  };
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}
