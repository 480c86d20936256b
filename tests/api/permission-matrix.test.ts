import { beforeAll, describe, expect, it } from 'vitest';
import type { Access, RouteAccess } from '../../src/server/http/access';
import { OBJECT_TYPES, SEGMENT_OBJECT_TYPES } from '../../src/shared/objects';
import { canSeeObjectType } from '../../src/shared/policy/object-rights';
import { actions, can, type Action } from '../../src/shared/policy/policy';
import type { Viewer } from '../../src/shared/policy/viewer';
import { CALLER_KEYS, openCallerSession, type CallerKey, type SignedInCallerKey } from '../helpers/callers';
import { invalidRequestFor, requestContext, requestFor } from '../helpers/route-requests';
import { useApiTest } from '../helpers/api-test';
import { createField } from '../helpers/custom-fields-api';
import { deleteSegment, saveSegment, savedSegment, segmentBody, segmentRows } from '../helpers/segments-api';
import { pullAll } from '../helpers/sync-api';

// Every /api route × every kind of caller: 401 without a session, 403 exactly where the shared
// policy says no, and neither where it says yes. New routes are covered as soon as they exist.
const { t, admin, facts } = useApiTest();

const routeName = (r: RouteAccess) => `${r.method} ${r.url}`;

/** 401, 403, or 'allowed' (anything but 401, 403 and 5xx), as the shared policy decides. */
function expectedAnswer(access: Access, viewer: Viewer | null): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (!viewer) return 401;
  if (access === 'signed_in') return 'allowed';
  return can(viewer, access) ? 'allowed' : 403;
}

function mismatch(route: RouteAccess, expected: 401 | 403 | 'allowed', status: number, body: string): string | null {
  const code = { 401: 'unauthenticated', 403: 'forbidden' } as const;
  if (expected === 'allowed') {
    return status === 401 || status === 403 || status >= 500
      ? `${routeName(route)} [${route.access}]: allowed, but answered ${status} ${body.slice(0, 120)}`
      : null;
  }
  if (status !== expected) return `${routeName(route)} [${route.access}]: expected ${expected}, answered ${status} ${body.slice(0, 120)}`;
  return body.includes(`"code":"${code[expected]}"`) ? null : `${routeName(route)}: ${status} without error code ${code[expected]}`;
}

describe('the route table', () => {
  it('lists every API route with what it needs, each a known access', () => {
    const names = t.routes.map(routeName);
    expect(names).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/me', 'GET /api/employees/list', 'GET /api/employees/:id/detail']));
    expect(new Set(names).size).toBe(names.length);
    for (const r of t.routes) expect(['public', 'signed_in', ...actions()], routeName(r)).toContain(r.access);
  });

  it('keeps public only what must work before signing in', () => {
    const open = t.routes
      .filter((r) => r.access === 'public')
      .map(routeName)
      .sort();
    // The employee's signing link has no account: its token is checked instead (contracts/sign-by-link.ts).
    expect(open).toEqual([
      'GET /api/auth/session',
      'GET /api/docs',
      'GET /api/health',
      'GET /api/sign/:token',
      'GET /api/sign/:token/pdf',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/sign/:token',
    ]);
  });
});

describe.each(CALLER_KEYS)('the caller %s', (key) => {
  it('gets 401 or 403 exactly where the policy says, on every route', async () => {
    const session = await openCallerSession(t, key);
    const ctx = await requestContext(t.client(session.cookie));
    const problems: string[] = [];
    for (const route of t.routes) {
      const res = await t.app.inject(requestFor(route, ctx, session.cookie));
      const problem = mismatch(route, expectedAnswer(route.access, session.viewer), res.statusCode, res.body);
      if (problem) problems.push(problem);
      if (route.method !== 'GET') await session.ensureIntact();
    }
    expect(problems).toEqual([]);
  });
});

describe('authentication and authorisation come before input validation', () => {
  it('anonymous callers get 401 on every non-public route, even with input that is not valid', async () => {
    const problems: string[] = [];
    for (const route of t.routes.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject(invalidRequestFor(route, undefined));
      if (res.statusCode !== 401) problems.push(`${routeName(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  });

  it('a signed-in user without the right gets 403, even with input that is not valid', async () => {
    const problems: string[] = [];
    for (const key of ['manager', 'readonly', 'light', 'other'] as const) {
      const session = await openCallerSession(t, key);
      for (const route of t.routes.filter((r) => expectedAnswer(r.access, session.viewer) === 403)) {
        const res = await t.app.inject(invalidRequestFor(route, session.cookie));
        if (res.statusCode !== 403) problems.push(`${key} ${routeName(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The policy itself, pinned for the demo roles: who may do what. A new action must be added here.
const ALL: SignedInCallerKey[] = ['admin', 'manager', 'readonly', 'light', 'support', 'other', 'support-as-manager', 'support-as-readonly'];
const ALLOWED: Record<Action, SignedInCallerKey[]> = {
  'app.use': ALL,
  'people.view': ALL,
  'people.viewAll': ['admin', 'readonly', 'light', 'support', 'other', 'support-as-readonly'],
  'people.edit': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  'people.add': ['admin', 'light', 'support', 'other'],
  'people.viewContactDetails': ['admin', 'support', 'other'],
  'people.viewWageData': ['admin', 'support', 'other'],
  'people.pickAcrossGroups': ['admin', 'support'],
  'fleet.view': ['admin', 'readonly', 'light', 'support', 'other', 'support-as-readonly'],
  'fleet.edit': ['admin', 'light', 'support', 'other'],
  'fleet.export': ['admin', 'support', 'other'],
  'fleet.deletePermanently': ['support'],
  'assets.view': ALL,
  'assets.edit': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  'assets.export': ['admin', 'manager', 'support', 'other', 'support-as-manager'],
  // Admins only (fleet-and-assets.md section 6), and never while acting as a non-admin user.
  'assets.unarchive': ['admin', 'support', 'other'],
  'assetTypes.add': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  'trainings.view': ALL,
  'trainings.edit': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  // Not for the team-only role (trainings.md section 6).
  'trainings.filter': ['admin', 'readonly', 'light', 'support', 'other', 'support-as-readonly'],
  // The demo company has trainings_fla; the other company does not.
  'trainings.fla': ['admin', 'manager', 'readonly', 'light', 'support', 'support-as-manager', 'support-as-readonly'],
  'activity.addNote': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  'tags.edit': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  'software.view': ALL,
  'software.edit': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  // Only users whose role is 'default' (software-contracts-push.md section 6): not the team-only nor the read-only role, nor support acting as them.
  'software.manageProducts': ['admin', 'light', 'support', 'other'],
  'software.export': ['admin', 'manager', 'support', 'other', 'support-as-manager'],
  'documents.view': ['admin', 'manager', 'readonly', 'support', 'other', 'support-as-manager', 'support-as-readonly'],
  // Contracts access needs a non-light group and wage access (software-contracts-push.md section 6).
  'contracts.view': ['admin', 'support', 'other'],
  'contracts.edit': ['admin', 'support', 'other'],
  'contracts.templates': ['admin', 'support', 'other'],
  'contracts.admin': ['admin', 'support', 'other'],
  'data.export': ['admin', 'manager', 'support', 'other', 'support-as-manager'],
  // Impersonation lets support import on a user's behalf, but never into a read-only account.
  'data.import': ['admin', 'support', 'other', 'support-as-manager'],
  // Fleet import: the import right (or admin, or impersonating) with the fleet itself; the manager acted as has no fleet.
  'import.car': ['admin', 'support', 'other'],
  // Asset and software import: admins only, and never while acting as a non-admin user.
  'import.asset': ['admin', 'support', 'other'],
  'import.software': ['admin', 'support', 'other'],
  'import.history': ['admin', 'support', 'other'],
  'calendar.view': ALL,
  'calendar.decide': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  // Admins who may write, unless the company has push_no_days_off (software-contracts-push.md section 6).
  'calendar.push': ['admin', 'support', 'other'],
  'calendar.pushHistory': ['admin', 'support', 'other'],
  'integrations.manage': ['admin', 'support', 'other'],
  'customFields.view': ['admin', 'manager', 'readonly', 'support', 'other', 'support-as-manager', 'support-as-readonly'],
  'customFields.edit': ['admin', 'manager', 'support', 'other', 'support-as-manager'],
  'customFields.define': ['admin', 'support', 'other'],
  'segments.custom': ['admin', 'manager', 'readonly', 'support', 'other', 'support-as-manager', 'support-as-readonly'],
  'segments.edit': ['admin', 'manager', 'support', 'other', 'support-as-manager'],
  'documents.edit': ['admin', 'manager', 'support', 'other', 'support-as-manager'],
  'settings.sensitive': ['admin', 'support', 'other'],
  'settings.view': ['admin', 'manager', 'light', 'support', 'other', 'support-as-manager'],
  'user.impersonate': ['support'],
};

describe('the policy for the demo roles', () => {
  const viewers = new Map<CallerKey, Viewer>();
  beforeAll(async () => {
    for (const key of ALL) viewers.set(key, (await openCallerSession(t, key)).viewer!);
  });

  it('has a row for every action', () => {
    expect(Object.keys(ALLOWED).sort()).toEqual([...actions()].sort());
  });

  it.each(actions())('%s: allowed for exactly the expected callers', (action) => {
    const allowed = ALL.filter((key) => can(viewers.get(key)!, action));
    expect(allowed).toEqual(ALLOWED[action]);
  });
});

// What describes a kind of object (segments, custom-field definitions) follows the right to see
// that kind: without the fleet right, car segments and car fields are refused, unknown and not pulled.
describe('segments and custom-field definitions follow the right to see their object type', () => {
  let carSegment: string;
  let carFieldId: string;
  beforeAll(async () => {
    carSegment = await savedSegment(admin, { object_type: 'car', name: 'Matrix cars' });
    carFieldId = (await createField(admin, { object_type: 'car', name: 'Matrix car field', type: 'textfield' })).id;
  });

  it.each(ALL.filter((key) => key !== 'other'))('%s', async (key) => {
    const session = await openCallerSession(t, key);
    const viewer = session.viewer!;
    const c = t.client(session.cookie);
    const sees = (type: (typeof OBJECT_TYPES)[number]) => canSeeObjectType(viewer, type);

    for (const type of SEGMENT_OBJECT_TYPES) {
      expect((await c.get('/api/segments/list', { object_type: type })).statusCode, type).toBe(sees(type) ? 200 : 403);
    }
    for (const type of OBJECT_TYPES) {
      const res = await c.get('/api/custom_fields/getCustomFields', { object_type: type });
      expect(res.statusCode, type).toBe(can(viewer, 'customFields.view') && sees(type) ? 200 : 403);
    }
    const pages = await pullAll(c);
    const pulled = pages.flatMap((p) => [...(p.changes.segments ?? []), ...(p.changes.custom_fields ?? [])]);
    expect(pulled.filter((row) => !sees(row.object_type))).toEqual([]);
    if (sees('car')) return;

    // No fleet right: the company's car segment and field are unknown, and a new car segment is refused.
    const before = await segmentRows(t.db, facts.companyId('Demo Company'));
    const refused = can(viewer, 'segments.edit') ? 404 : 403;
    expect((await saveSegment(c, segmentBody({ id: carSegment, name: 'Overwritten' }))).statusCode).toBe(refused);
    expect((await saveSegment(c, segmentBody({ id: carSegment, object_type: 'employee', definition: { match: 'all', conditions: [] } }))).statusCode).toBe(
      refused,
    );
    expect((await deleteSegment(c, carSegment)).statusCode).toBe(refused);
    expect((await saveSegment(c, segmentBody())).statusCode).toBe(403);
    expect(await segmentRows(t.db, facts.companyId('Demo Company'))).toEqual(before);
    expect((await c.get('/api/custom_fields/getCustomFieldOptions', { custom_field_id: carFieldId })).statusCode).toBe(
      can(viewer, 'customFields.view') ? 404 : 403,
    );
  });
});
