import { mayImportAny } from '../../shared/import/import.rights';
import { imports } from '../db/schema/import';
import { defineServerArea } from '../http/server-area';
import { pullItem } from '../sync/changes';
import { startImportWorker } from './import-worker';
import { importRoutes } from './import.routes';
import { importWritesRoutes } from './import-writes.routes';
import { importRowChanges } from './imports.repo';

export const importArea = defineServerArea({
  name: 'import',
  routes: (app, deps) => {
    // The worker lives with the app: it starts with it and stops before the database closes.
    const worker = startImportWorker(deps.db, app.log);
    app.addHook('onClose', () => worker.stop());
    importRoutes(app, deps);
    importWritesRoutes(app, deps, worker);
  },
  pull: {
    imports: {
      changes: async (tx, v, w) => (await importRowChanges(tx, v, w)).map((r) => pullItem('imports', r.item, r.visible)),
      sqlTable: imports,
      access: mayImportAny,
    },
  },
});
