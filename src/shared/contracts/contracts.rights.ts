import { canWrite, defineRights, hasRight, type RightHolder } from '../policy/rules';
import type { Viewer } from '../policy/viewer';

/** Contracts access needs a non-light group and wage access (hasRight's 'contracts'). */
const contractsAccess = (u: RightHolder) => hasRight(u, 'contracts');

/**
 * Who may sign for the company (a template's or a contract's company signer, a reassign's new
 * user): whoever may open and sign a contract (contracts.view guards signInternally), never a
 * support user, who only acts for others.
 */
export const maySignForCompany = (u: RightHolder & Pick<Viewer, 'support'>): boolean => !u.support && contractsAccess(u);

/** Who may do what with contracts and templates (software-contracts-push.md section 6, fleet-and-assets.md section 6). */
export const contractsRights = defineRights({
  /** Seeing contracts and signing them (signInternally): the company's signers are those it holds for. */
  'contracts.view': contractsAccess,
  /** Making, editing, sending and deleting contracts, and the policy buttons; read-only users do not. */
  'contracts.edit': (v) => hasRight(v, 'contracts') && canWrite(v),
  /** Contract template creation needs the contract-templates access right. */
  'contracts.templates': (v) => hasRight(v, 'contract_templates') && canWrite(v),
  /** Hard delete and moving every contract of one user to another: admins only. */
  'contracts.admin': (v) => v.admin && hasRight(v, 'contracts') && canWrite(v),
});
