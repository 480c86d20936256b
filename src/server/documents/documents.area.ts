import { can } from '../../shared/policy/policy';
import { documents } from '../db/schema/documents';
import { defineServerArea } from '../http/server-area';
import { pullItem } from '../sync/changes';
import { documentChanges } from './documents.repo';
import { documentsRoutes } from './documents.routes';

export const documentsArea = defineServerArea({
  name: 'documents',
  routes: documentsRoutes,
  pull: {
    // Metadata only, of files whose object the viewer sees (and not cars' for light access).
    documents: {
      changes: async (tx, v, w) => (await documentChanges(tx, v, w)).map((r) => pullItem('documents', r.row, r.visible)),
      sqlTable: documents,
      access: (v) => can(v, 'documents.view'),
    },
  },
});
