import { canWrite, defineRights, hasRight } from '../policy/rules';

/** Who may do what with software products and licences (software-contracts-push.md sections 2 and 6). */
export const softwareRights = defineRights({
  /** Section 6 names no right to see them. */
  'software.view': () => true,
  /** Adding products and assigning, deactivating and reactivating licences (read-only users do not). */
  'software.edit': canWrite,
  /** Sections 2 and 6: product edit and delete only for users whose role is 'default'. */
  'software.manageProducts': (v) => v.role === 'default',
  /** Section 6: export to Excel depends on a permission. */
  'software.export': (v) => hasRight(v, 'export'),
});
