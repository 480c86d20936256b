import type { FeatureFlag, IntegrationFeature, Right } from './roles';
import type { Viewer } from './viewer';

// The building blocks of every right: the core ones in policy.ts and those an area declares in its
// own `<area>.rights.ts` (listed by its SharedArea). This file imports nothing of the areas, so an
// area's rights may use it while policy.ts reads the areas.

export type Rule = (v: Viewer) => boolean;

/** What of a user a right reads: a viewer, or a user row (a contract's company signer, contracts.rights.ts). */
export type RightHolder = Pick<Viewer, 'admin' | 'group_access' | 'rights'>;

export function hasRight(v: RightHolder, right: Right): boolean {
  if (right === 'contracts') {
    // Spec: contracts access needs a non-light group and wage access.
    return v.group_access === 'full' && hasRight(v, 'wages') && (v.admin || v.rights.includes('contracts'));
  }
  return v.admin || v.rights.includes(right);
}

export const hasFlag = (v: Pick<Viewer, 'feature_flags'>, flag: FeatureFlag) => v.feature_flags.includes(flag);
export const hasIntegration = (v: Pick<Viewer, 'integration_features'>, feature: IntegrationFeature) => v.integration_features.includes(feature);

export const canWrite = (v: Viewer) => v.role !== 'read_only';

/** An area's rights, named '<area>.<what>': `defineRights({ 'software.edit': canWrite })`, keys kept as literals. */
export const defineRights = <const R extends Record<string, Rule>>(rights: R): R => rights;
