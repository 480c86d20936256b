import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { documentsMutations } from './documents.mutations';
import type { DocumentRow } from './documents.schema';

const tables = [mirrored<Versioned<DocumentRow>>()('documents', 'Files', 'id, [related_object+related_object_id]')] as const;

export const documentsArea: SharedArea<typeof tables> = { tables, mutations: documentsMutations, objectTypes: [] };
