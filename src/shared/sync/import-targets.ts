import { SHARED_AREAS } from '../areas';
import type { ImportKind, ImportTarget } from '../import-target';
import type { AnySharedArea } from './area';

// The import's targets, found in the areas that declare them (SharedArea.importTargets); read when
// an import runs, never while modules load.

export function importTargetOf(kind: ImportKind): ImportTarget | undefined {
  for (const area of SHARED_AREAS) {
    const target = (area as AnySharedArea).importTargets?.[kind];
    if (target) return target;
  }
  return undefined;
}
