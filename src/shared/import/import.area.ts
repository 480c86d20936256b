import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { importMutations } from './import.mutations';
import { importRights } from './import.rights';
import type { ImportItem } from './import.schema';

const tables = [
  // The company's imports of the kinds the viewer may import: /import/history and a running import's progress.
  mirrored<Versioned<ImportItem>>()('imports', 'Imports'),
] as const;

export const importArea: SharedArea<typeof tables, typeof importRights> = {
  tables,
  mutations: importMutations,
  objectTypes: [],
  rights: importRights,
};
