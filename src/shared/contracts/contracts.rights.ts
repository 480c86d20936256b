import { canWrite, defineRights, hasRight } from '../policy/rules';

/** Who may do what with contracts and templates (software-contracts-push.md section 6, fleet-and-assets.md section 6). */
export const contractsRights = defineRights({
  /** Contracts access needs a non-light group and wage access (hasRight's 'contracts'). */
  'contracts.view': (v) => hasRight(v, 'contracts'),
  /** Making, editing, sending and deleting contracts, and the policy buttons; read-only users do not. */
  'contracts.edit': (v) => hasRight(v, 'contracts') && canWrite(v),
  /** Contract template creation needs the contract-templates access right. */
  'contracts.templates': (v) => hasRight(v, 'contract_templates') && canWrite(v),
  /** Hard delete and moving every contract of one user to another: admins only. */
  'contracts.admin': (v) => v.admin && hasRight(v, 'contracts') && canWrite(v),
});
