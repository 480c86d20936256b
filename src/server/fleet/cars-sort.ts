import { sql, type SQL } from 'drizzle-orm';
import { CUSTOM_COLUMN_PREFIX, type CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { CONTRACT_TYPE_LABELS, FUEL_LABELS } from '../../shared/fleet/car-labels';
import type { CarListColumn } from '../../shared/fleet/fleet.schema';
import { byLabelSql as byLabel, customFieldSortSql } from '../custom-fields/list-custom-columns';
import { foldSql } from '../db/text-sql';
import { cars } from '../db/schema/fleet';
import { carPersonName, totalCostSql } from './cars-columns';

// The ORDER BY of GET /api/cars/list and its export, for the 13 columns of /fleet and the
// cf_{id} custom-field columns: text folded as the device folds it, money and dates by value,
// enumerations by the label the user reads (so the server orders as the screen shows).

const BUILT_IN: Record<CarListColumn, SQL> = {
  vehicle: foldSql(sql`${cars.brand} || ' ' || ${cars.model}`),
  person: foldSql(carPersonName),
  plate: foldSql(sql`${cars.plate}`),
  total_cost: totalCostSql,
  fuel: byLabel(sql`${cars.fuel}`, FUEL_LABELS),
  brand: foldSql(sql`${cars.brand}`),
  catalogue_value: sql`${cars.catalogue_value}`,
  chassis_number: foldSql(sql`${cars.chassis_number}`),
  color: foldSql(sql`${cars.color}`),
  contract_type: byLabel(sql`${cars.contract_type}`, CONTRACT_TYPE_LABELS),
  cost_yearly: sql`${cars.cost_yearly}`,
  model: foldSql(sql`${cars.model}`),
  date_first_registration: sql`${cars.date_first_registration}`,
};

/** The sort expression of a column; `field` is the custom field of a cf_{id} column (checked by the caller). */
export function carSortSql(column: string, field: CustomFieldRow | null): SQL {
  if (column.startsWith(CUSTOM_COLUMN_PREFIX)) return field ? customFieldSortSql(field, cars.id) : sql`null`;
  return BUILT_IN[column as CarListColumn] ?? BUILT_IN.vehicle;
}
