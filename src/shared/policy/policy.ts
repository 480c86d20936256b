import { SHARED_AREAS } from '../areas';
import { canWrite, hasFlag, hasRight, type Rule } from './rules';
import type { Viewer } from './viewer';

// The one place that decides what a user may do. The server enforces it on every route; the UI
// asks the same functions to hide what the user may not use. The core rights are here; an area
// declares its own in `<area>.rights.ts` (docs/adding-an-area.md).

const coreRules = {
  'app.use': () => true,
  'people.view': () => true,
  /** Everyone in the company, rather than only the people of the managed teams. */
  'people.viewAll': (v) => v.role !== 'team_only',
  'people.edit': canWrite,
  'people.add': (v) => canWrite(v) && v.role !== 'team_only',
  'people.viewContactDetails': (v) => hasRight(v, 'access_employee_details'),
  'people.viewWageData': (v) => hasRight(v, 'wages'),
  'people.pickAcrossGroups': (v) => v.admin && hasFlag(v, 'trusted_groups') && v.company.group_id !== null,
  'fleet.view': (v) => hasRight(v, 'fleet'),
  /** fleet-and-assets.md section 6: read-only users see no edit or add controls. */
  'fleet.edit': (v) => hasRight(v, 'fleet') && canWrite(v),
  /** fleet-and-assets.md section 6: export to Excel of the fleet list needs the fleet and the export rights. */
  'fleet.export': (v) => hasRight(v, 'fleet') && hasRight(v, 'export'),
  /** fleet-and-assets.md section 6: permanent car deletion is for support users only (also while acting as a user). */
  'fleet.deletePermanently': (v) => hasRight(v, 'fleet') && canWrite(v) && (v.support || v.impersonator !== null),
  /** Assets need no right of their own (fleet-and-assets.md section 6); team-only managers see their teams' people's. */
  'assets.view': () => true,
  'assets.edit': canWrite,
  /** fleet-and-assets.md section 6: export to Excel is shown only with the export right. */
  'assets.export': (v) => hasRight(v, 'export'),
  /** fleet-and-assets.md sections 4 and 6: unarchiving an asset is for admins only ($user.admin). */
  'assets.unarchive': (v) => v.admin && canWrite(v),
  /** Asset types are the company's list; adding one is a settings page. */
  'assetTypes.add': canWrite,
  /** Trainings are the company's courses; team-only managers see their teams' participants (trainings.md section 6). */
  'trainings.view': () => true,
  /** trainings.md section 6: read-only users do not see edit and add actions. */
  'trainings.edit': canWrite,
  /** trainings.md section 6: the team-only role gets no course/session filter groups (trainings_filter). */
  'trainings.filter': (v) => v.role !== 'team_only',
  /** trainings.md section 6: the FLA block depends on the trainings_fla feature flag. */
  'trainings.fla': (v) => hasFlag(v, 'trainings_fla'),
  /** Notes on the activity feed of any object the user may see (the object is checked per call). */
  'activity.addNote': canWrite,
  /** Tags of any object the user may see (the object is checked per call). */
  'tags.edit': canWrite,
  'documents.view': (v) => hasRight(v, 'documents'),
  'data.export': (v) => hasRight(v, 'export'),
  'data.import': (v) => canWrite(v) && (hasRight(v, 'import') || v.admin || v.impersonator !== null),
  /** Spec: light-access group users do not see custom field tables. */
  'customFields.view': (v) => v.group_access === 'full',
  /** Filling in values on objects the user may see (the object is checked per call). */
  'customFields.edit': (v) => v.group_access === 'full' && canWrite(v),
  /** Defining fields per object type (settings). */
  'customFields.define': (v) => v.admin && v.group_access === 'full' && canWrite(v),
  /** Spec: segment lists are skipped for light access (custom segments hidden). */
  'segments.custom': (v) => v.group_access === 'full',
  /** Saving and deleting custom segments (the builder). */
  'segments.edit': (v) => v.group_access === 'full' && canWrite(v),
  /** Uploading and deleting files on objects the user may see. */
  'documents.edit': (v) => hasRight(v, 'documents') && canWrite(v),
  'settings.sensitive': (v) => hasRight(v, 'sensitive_settings'),
  'settings.view': (v) => canWrite(v),
  'user.impersonate': (v) => v.support && v.impersonator === null,
} satisfies Record<string, Rule>;

type AreaRights = { [K in keyof typeof SHARED_AREAS]: RightsOf<(typeof SHARED_AREAS)[K]> }[number];
type RightsOf<A> = A extends { readonly rights?: infer R } ? keyof NonNullable<R> : never;

/** Every right: the core ones above and those the areas declare. */
export type Action = keyof typeof coreRules | AreaRights;

// Built on first use, never while modules load: the areas' own modules import this file.
let allRules: Record<Action, Rule> | undefined;
const rules = (): Record<Action, Rule> => (allRules ??= Object.assign({}, coreRules, ...SHARED_AREAS.map((a) => a.rights ?? {})) as Record<Action, Rule>);

export const actions = (): Action[] => Object.keys(rules()) as Action[];

export function can(v: Viewer, action: Action): boolean {
  return rules()[action](v);
}
