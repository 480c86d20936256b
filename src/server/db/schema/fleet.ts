import type { InsertMethod } from '../../../shared/objects';
import { sql, type SQL } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CarType, ContractType, Fuel, OwnContributionPaymentType, UsageType, UtilityFlag } from '../../../shared/fleet/fleet.schema';
import { companies } from './companies';
import { syncColumns } from './columns';
import { employees } from './people';
import { storedSearchText } from '../search-text';
import { foldSql } from '../text-sql';

type CarColumns = Record<
  'brand' | 'model' | 'plate' | 'person_sort' | 'catalogue_value' | 'cost_yearly' | 'operational_cost_yearly' | 'date_first_registration',
  AnyPgColumn
>;

/** Yearly cost plus yearly operational cost; null when neither is known (fleet.schema.ts carTotalCost). */
export const totalCostSql = (t: CarColumns) =>
  sql`(case when ${t.cost_yearly} is null and ${t.operational_cost_yearly} is null then null else coalesce(${t.cost_yearly}, 0) + coalesce(${t.operational_cost_yearly}, 0) end)`;

/**
 * The /fleet sort keys that have an index per company and direction (empty values last, ties by
 * id), so the first page is read from the index instead of sorting every car. fleet/cars-sort.ts
 * orders by these same expressions: an index is only used for the expression it was made of.
 */
export const indexedCarSorts = (t: CarColumns) => ({
  vehicle: foldSql(sql`${t.brand} || ' ' || ${t.model}`),
  plate: foldSql(sql`${t.plate}`),
  person: sql`${t.person_sort} collate "C"`,
  catalogue_value: sql`${t.catalogue_value}`,
  total_cost: totalCostSql(t),
  date_first_registration: sql`${t.date_first_registration}`,
});

// Vehicles (fleet-and-assets.md section 3), with the spec's column names so the fleet area can add
// the payroll, cost and date columns without renaming anything. Flags are 0/1 integers as the API
// carries them.
export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').$type<CarType>().notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    plate: text('plate'),
    chassis_number: text('chassis_number'),
    color: text('color'),
    pk: integer('pk'),
    specifics: text('specifics'),
    supplier: text('supplier'),
    fuel: text('fuel').$type<Fuel>(),
    // A person who leaves the register leaves their car unassigned rather than blocking the delete.
    related_employee_id: uuid('related_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    is_pool_vehicle: integer('is_pool_vehicle').$type<0 | 1>().notNull().default(0),
    // Money as numeric, sent as decimal strings (docs/architecture.md section 7).
    catalogue_value: numeric('catalogue_value', { precision: 14, scale: 2 }),
    contract_type: text('contract_type').$type<ContractType>(),
    cost_yearly: numeric('cost_yearly', { precision: 14, scale: 2 }),
    operational_cost_yearly: numeric('operational_cost_yearly', { precision: 14, scale: 2 }),
    own_contribution: numeric('own_contribution', { precision: 14, scale: 2 }),
    own_contribution_payment_type: text('own_contribution_payment_type').$type<OwnContributionPaymentType>(),
    date_first_registration: date('date_first_registration'),
    date_commissioning: date('date_commissioning'),
    order_date: date('order_date'),
    date_end: date('date_end'),
    co2_g_km: integer('co2_g_km'),
    co2_g_km_wltp: integer('co2_g_km_wltp'),
    is_utility_vehicle: integer('is_utility_vehicle').$type<UtilityFlag>().notNull().default(-1),
    usage_type: text('usage_type').$type<UsageType>().notNull().default('private_and_commute'),
    /** 1 once a payroll run has used the car: its payroll fields are then locked (fleet-and-assets.md section 4). */
    payroll_processed: integer('payroll_processed').$type<0 | 1>().notNull().default(0),
    deleted: integer('deleted').$type<0 | 1>().notNull().default(0),
    /** How the car came in; an imported car carries its import's id (never sent to the mirror). */
    insert_method: text('insert_method').$type<InsertMethod>().notNull().default('manual'),
    excel_import_id: text('excel_import_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** CAR_SEARCH's own fields, folded (search-text.ts); never sent. */
    search_text: text('search_text').generatedAlwaysAs((): SQL => storedSearchText(cars.brand, cars.model, cars.plate, cars.color, cars.chassis_number)),
    /**
     * The person's full name folded as foldSql folds it, kept by a trigger on every write of the car
     * (and a rename touches the person's cars: migrations 0011, 0019), so /fleet's person order
     * reads an index instead of joining and sorting every car; never sent.
     */
    person_sort: text('person_sort'),
    ...syncColumns(),
  },
  (t) => [
    index('cars_search_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('cars_company_idx').on(t.company_id, t.deleted),
    index('cars_version_idx').on(t.company_id, t.version),
    index('cars_employee_idx').on(t.related_employee_id),
    index('cars_plate_idx').on(t.company_id, t.plate),
    ...Object.entries(indexedCarSorts(t)).flatMap(([key, expr]) => [
      index(`cars_sort_${key}_idx`).on(t.company_id, t.deleted, expr, t.id),
      index(`cars_sort_${key}_desc_idx`).on(t.company_id, t.deleted, sql`${expr} desc nulls last`, t.id),
    ]),
  ],
);
