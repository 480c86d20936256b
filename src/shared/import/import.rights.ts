import type { ImportKind } from '../import-target';
import { canWrite, defineRights, hasRight, type Rule } from '../policy/rules';

/**
 * Who may import what (fleet-and-assets.md section 6, software-contracts-push.md section 6): the
 * fleet with the import right, as an admin or while impersonating (and with the fleet itself);
 * assets and software for admins only. Read-only users import nothing.
 */
export const importRights = defineRights({
  'import.car': (v) => canWrite(v) && hasRight(v, 'fleet') && (hasRight(v, 'import') || v.admin || v.impersonator !== null),
  'import.asset': (v) => canWrite(v) && v.admin,
  'import.software': (v) => canWrite(v) && v.admin,
});

/** The right each kind of import needs. */
export const importRightOf = (kind: ImportKind): keyof typeof importRights => `import.${kind}`;

/** Whether the viewer may import anything (the history page, the mirror of imports). */
export const mayImportAny: Rule = (v) => Object.values(importRights).some((rule) => rule(v));
