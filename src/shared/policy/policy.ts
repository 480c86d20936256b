import type { FeatureFlag, IntegrationFeature, Right } from './roles';
import type { Viewer } from './viewer';

// The one place that decides what a user may do. The server enforces it on every route; the UI
// asks the same functions to hide what the user may not use.

export function hasRight(v: Viewer, right: Right): boolean {
  if (right === 'contracts') {
    // Spec: contracts access needs a non-light group and wage access.
    return v.group_access === 'full' && hasRight(v, 'wages') && (v.admin || v.rights.includes('contracts'));
  }
  return v.admin || v.rights.includes(right);
}

export const hasFlag = (v: Pick<Viewer, 'feature_flags'>, flag: FeatureFlag) => v.feature_flags.includes(flag);
export const hasIntegration = (v: Pick<Viewer, 'integration_features'>, feature: IntegrationFeature) => v.integration_features.includes(feature);

const canWrite = (v: Viewer) => v.role !== 'read_only';

const rules = {
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
  /** Software products and licences: software-contracts-push.md section 6 names no right to see them. */
  'software.view': () => true,
  /** Adding products and assigning, deactivating and reactivating licences (read-only users do not). */
  'software.edit': canWrite,
  /** software-contracts-push.md sections 2 and 6: product edit and delete only for users whose role is 'default'. */
  'software.manageProducts': (v) => v.role === 'default',
  /** software-contracts-push.md section 6: export to Excel depends on a permission. */
  'software.export': (v) => hasRight(v, 'export'),
  /** software-contracts-push.md sections 2 and 6: software import is for admins only. */
  'software.import': (v) => v.admin && canWrite(v),
  'documents.view': (v) => hasRight(v, 'documents'),
  'contracts.view': (v) => hasRight(v, 'contracts'),
  'contractTemplates.create': (v) => hasRight(v, 'contract_templates') && canWrite(v),
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
} satisfies Record<string, (v: Viewer) => boolean>;

export type Action = keyof typeof rules;
export const ACTIONS = Object.keys(rules) as Action[];

export function can(v: Viewer, action: Action): boolean {
  return rules[action](v);
}
