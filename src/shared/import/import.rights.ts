import type { ImportKind } from '../import-target';
import { canWrite, defineRights, hasRight, type Rule } from '../policy/rules';

/**
 * Who may import what (fleet-and-assets.md section 6, software-contracts-push.md section 6): the
 * fleet with the import right, as an admin or while impersonating (and with the fleet itself);
 * assets and software for admins only. Read-only users import nothing.
 */
const byKind = {
  car: (v) => canWrite(v) && hasRight(v, 'fleet') && (hasRight(v, 'import') || v.admin || v.impersonator !== null),
  asset: (v) => canWrite(v) && v.admin,
  software: (v) => canWrite(v) && v.admin,
} satisfies Record<ImportKind, Rule>;

/** Whether the viewer may import anything (the history page, the mirror of imports). */
export const mayImportAny: Rule = (v) => Object.values(byKind).some((rule) => rule(v));

export const importRights = defineRights({
  'import.car': byKind.car,
  'import.asset': byKind.asset,
  'import.software': byKind.software,
  /** /import/history: the imports of the kinds the user may import. */
  'import.history': mayImportAny,
});

/** The right each kind of import needs. */
export const importRightOf = (kind: ImportKind): `import.${ImportKind}` => `import.${kind}`;
