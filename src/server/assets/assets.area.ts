import { assetImportWriter } from './asset-import-writer';
import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../shared/policy/policy';
import { assets, assetTypes } from '../db/schema/assets';
import { defineServerArea } from '../http/server-area';
import { inScopeTeams, peopleScope } from '../people/people-scope';
import { pullItem } from '../sync/changes';
import { assetWritesRoutes } from './asset-writes.routes';
import { assetChanges, assetTypeChanges } from './assets-sync.repo';
import { assetsRoutes } from './assets.routes';

export const assetsArea = defineServerArea({
  name: 'assets',
  routes: (app, deps) => {
    assetsRoutes(app, deps);
    assetWritesRoutes(app, deps);
  },
  importWriters: { asset: assetImportWriter },
  pull: {
    asset_types: {
      changes: async (tx, v, w) => (await assetTypeChanges(tx, v.company.id, w)).map((r) => pullItem('asset_types', r, true)),
      sqlTable: assetTypes,
    },
    assets: {
      sql: (tx, v, w) => assetChanges(tx, peopleScope(v), w),
      sqlTable: assets,
    },
  },
  objectAccess: {
    // fleet-and-assets.md section 6: no right of its own; team-only managers see their teams' people's assets.
    asset: {
      kind: (v) => can(v, 'assets.view'),
      row: (v, id) =>
        sql`exists (select 1 from ${assets} where ${and(eq(assets.id, id), eq(assets.company_id, v.company.id), inScopeTeams(peopleScope(v), assets.owner_employee_id))})`,
    },
  },
  autoNumberTables: { asset: { table: assets, id: assets.id, companyId: assets.company_id, createdAt: assets.created_at } },
});
