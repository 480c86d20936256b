import { softwareImportWriter } from './software-import-writer';
import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../shared/policy/policy';
import { softwareLicenses, softwareProducts } from '../db/schema/software';
import { defineServerArea } from '../http/server-area';
import { inScopeTeams, peopleScope } from '../people/people-scope';
import { pullItem } from '../sync/changes';
import { licenseSegmentTable } from './license-segment-table';
import { licenseChanges, productChanges } from './software-sync.repo';
import { softwareWritesRoutes } from './software-writes.routes';
import { softwareRoutes } from './software.routes';

export const softwareArea = defineServerArea({
  name: 'software',
  routes: (app, deps) => {
    softwareRoutes(app, deps);
    softwareWritesRoutes(app, deps);
  },
  importWriters: { software: softwareImportWriter },
  pull: {
    software_products: {
      changes: async (tx, v, w) => (await productChanges(tx, v.company.id, w)).map((r) => pullItem('software_products', r, true)),
      sqlTable: softwareProducts,
    },
    software_licenses: {
      sql: (tx, v, w) => licenseChanges(tx, peopleScope(v), w),
      sqlTable: softwareLicenses,
    },
  },
  objectAccess: {
    // software-contracts-push.md section 6 names no right to see products: the company's users see them all.
    product: {
      kind: (v) => can(v, 'software.view'),
      row: (v, id) => sql`exists (select 1 from ${softwareProducts} where ${and(eq(softwareProducts.id, id), eq(softwareProducts.company_id, v.company.id))})`,
    },
    // Team-only managers see the licences of their teams' people.
    license: {
      kind: (v) => can(v, 'software.view'),
      row: (v, id) =>
        sql`exists (select 1 from ${softwareLicenses} where ${and(eq(softwareLicenses.id, id), eq(softwareLicenses.company_id, v.company.id), inScopeTeams(peopleScope(v), softwareLicenses.employee_id))})`,
    },
  },
  autoNumberTables: {
    product: { table: softwareProducts, id: softwareProducts.id, companyId: softwareProducts.company_id, createdAt: softwareProducts.created_at },
    license: { table: softwareLicenses, id: softwareLicenses.id, companyId: softwareLicenses.company_id, createdAt: softwareLicenses.created_at },
  },
  segmentTables: { license: licenseSegmentTable },
});
