import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';
import { IconUpload } from '../ui/icons';

// The import pages (fleet-and-assets.md sections 1 and 6, software-contracts-push.md section 2:
// /import/car, /import/asset, /import/software) with the history of imports, on /settings.
const page = (kind: 'car' | 'asset' | 'software') => ({
  path: `import/${kind}`,
  lazy: guarded(`import.${kind}`, () => import('./import-page').then((m) => ({ Component: () => <m.ImportPage kind={kind} /> }))),
});

export const importClientArea: ClientArea = {
  routes: [
    page('car'),
    page('asset'),
    page('software'),
    { path: 'import/history', lazy: guarded('import.history', () => import('./import-history-page').then((m) => ({ Component: m.ImportHistoryPage }))) },
    { path: 'import/history/:id', lazy: guarded('import.history', () => import('./import-history-page').then((m) => ({ Component: m.ImportDetailPage }))) },
  ],
  settings: [
    {
      to: '/import/history',
      title: 'Imports',
      text: 'Vehicles, assets and licences from Excel or CSV files: who imported what, and undo.',
      icon: IconUpload,
      action: 'import.history',
    },
  ],
};
