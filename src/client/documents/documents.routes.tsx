import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';

// Files on any object: the spec's paths use the object type's name (/upload/car/{id}, /car/{id}/documents).
const viewers = (load: Parameters<typeof guarded>[1]) => guarded('documents.view', load);

export const documentsClientArea: ClientArea = {
  routes: [
    { path: 'upload/:object/:id', lazy: viewers(() => import('./upload-page').then((m) => ({ Component: m.UploadPage }))) },
    { path: ':object/:id/documents', lazy: viewers(() => import('./documents-page').then((m) => ({ Component: m.DocumentsPage }))) },
    { path: ':object/:id/documents/:docId', lazy: viewers(() => import('./document-page').then((m) => ({ Component: m.DocumentPage }))) },
  ],
};
