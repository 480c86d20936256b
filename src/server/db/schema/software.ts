import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InsertMethod } from '../../../shared/objects';
import { companies } from './companies';
import { syncColumns } from './columns';
import { employees } from './people';

// Software products and their licences (software-contracts-push.md section 3), with the spec's
// field names. A deleted product keeps its licences (deleted = 1); a person removed from the
// register takes their licences with them, each leaving a tombstone (0017).

export const softwareProducts = pgTable(
  'software_products',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    url: text('url').notNull(),
    logo: text('logo'),
    deleted: integer('deleted').$type<0 | 1>().notNull().default(0),
    insert_method: text('insert_method').$type<InsertMethod>().notNull().default('manual'),
    excel_import_id: text('excel_import_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [index('software_products_company_idx').on(t.company_id, t.deleted, t.name), index('software_products_version_idx').on(t.company_id, t.version)],
);

export const softwareLicenses = pgTable(
  'software_licenses',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    product_id: uuid('product_id')
      .notNull()
      .references(() => softwareProducts.id),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    username: text('username'),
    active: integer('active').$type<0 | 1>().notNull().default(1),
    date_enabled: date('date_enabled', { mode: 'string' }).notNull(),
    date_deactivated: date('date_deactivated', { mode: 'string' }),
    insert_method: text('insert_method').$type<InsertMethod>().notNull().default('manual'),
    excel_import_id: text('excel_import_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    index('software_licenses_company_idx').on(t.company_id, t.active),
    index('software_licenses_version_idx').on(t.company_id, t.version),
    index('software_licenses_product_idx').on(t.product_id, t.active),
    index('software_licenses_employee_idx').on(t.employee_id),
  ],
);
