import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CarType, Fuel } from '../../../shared/fleet/fleet.schema';
import { companies } from './companies';
import { syncColumns } from './columns';
import { employees } from './people';

// Vehicles (fleet-and-assets.md section 3), with the spec's column names so the fleet area can add
// the payroll, cost and date columns without renaming anything. Flags are 0/1 integers as the API
// carries them.
export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id').notNull().references(() => companies.id),
    type: text('type').$type<CarType>().notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    plate: text('plate'),
    color: text('color'),
    fuel: text('fuel').$type<Fuel>(),
    // A person who leaves the register leaves their car unassigned rather than blocking the delete.
    related_employee_id: uuid('related_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    is_pool_vehicle: integer('is_pool_vehicle').$type<0 | 1>().notNull().default(0),
    deleted: integer('deleted').$type<0 | 1>().notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    index('cars_company_idx').on(t.company_id, t.deleted),
    index('cars_version_idx').on(t.company_id, t.version),
    index('cars_employee_idx').on(t.related_employee_id),
  ],
);
