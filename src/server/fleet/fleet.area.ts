import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../shared/policy/policy';
import { cars } from '../db/schema/fleet';
import { defineServerArea } from '../http/server-area';
import { inScopeTeams, peopleScope } from '../people/people-scope';
import { carImportWriter } from './car-import-writer';
import { carWritesRoutes } from './car-writes.routes';
import { carChanges } from './cars.repo';
import { carsRoutes } from './cars.routes';

export const fleetArea = defineServerArea({
  name: 'fleet',
  routes: (app, deps) => {
    carsRoutes(app, deps);
    carWritesRoutes(app, deps);
  },
  pull: {
    cars: {
      sql: (tx, v, w) => carChanges(tx, peopleScope(v), w),
      sqlTable: cars,
      // No right to the fleet, no cars in the mirror (not even removals).
      access: (v) => can(v, 'fleet.view'),
    },
  },
  objectAccess: {
    // fleet-and-assets.md section 6: the fleet right; team-only managers see their teams' people's cars.
    car: {
      kind: (v) => can(v, 'fleet.view'),
      row: (v, id) =>
        sql`exists (select 1 from ${cars} where ${and(eq(cars.id, id), eq(cars.company_id, v.company.id), inScopeTeams(peopleScope(v), cars.related_employee_id))})`,
    },
  },
  importWriters: { car: carImportWriter },
  autoNumberTables: { car: { table: cars, id: cars.id, companyId: cars.company_id, createdAt: cars.created_at } },
});
