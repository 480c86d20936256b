import { sql, type SQL } from 'drizzle-orm';
import { CUSTOM_COLUMN_PREFIX } from '../../shared/custom-fields/custom-fields.schema';
import { CONTRACT_TYPE_LABELS, FUEL_LABELS } from '../../shared/fleet/car-labels';
import type { CarListColumn } from '../../shared/fleet/fleet.schema';
import { byLabelSql as byLabel } from '../custom-fields/list-custom-columns';
import { foldSql, notFromIndex } from '../db/text-sql';
import { cars, indexedCarSorts } from '../db/schema/fleet';

// The ORDER BY of GET /api/cars/list and its export, for the 13 columns of /fleet (cf_{id}
// custom-field columns: custom-field-sort.ts): text folded as the device folds it, money and dates by value,
// enumerations by the label the user reads (so the server orders as the screen shows).

const INDEXED = indexedCarSorts(cars);

/** The indexed keys for a searched list (text-sql.ts notFromIndex). */
const UNINDEXED: Record<keyof typeof INDEXED, SQL> = {
  vehicle: notFromIndex(INDEXED.vehicle, 'text'),
  plate: notFromIndex(INDEXED.plate, 'text'),
  person: notFromIndex(INDEXED.person, 'text'),
  catalogue_value: notFromIndex(INDEXED.catalogue_value, 'number'),
  total_cost: notFromIndex(INDEXED.total_cost, 'number'),
  date_first_registration: notFromIndex(INDEXED.date_first_registration, 'number'),
};

const BUILT_IN: Record<CarListColumn, SQL> = {
  ...INDEXED,
  fuel: byLabel(sql`${cars.fuel}`, FUEL_LABELS),
  brand: foldSql(sql`${cars.brand}`),
  chassis_number: foldSql(sql`${cars.chassis_number}`),
  color: foldSql(sql`${cars.color}`),
  contract_type: byLabel(sql`${cars.contract_type}`, CONTRACT_TYPE_LABELS),
  cost_yearly: sql`${cars.cost_yearly}`,
  model: foldSql(sql`${cars.model}`),
};

/**
 * The sort expression of a built-in column (a cf_{id} column sorts by custom-field-sort.ts; without
 * its field, by id alone); `searched`: the list has a search (UNINDEXED).
 */
export function carSortSql(column: string, searched = false): SQL {
  if (column.startsWith(CUSTOM_COLUMN_PREFIX)) return sql`null`;
  const key = (column in BUILT_IN ? column : 'vehicle') as CarListColumn;
  return (searched && key in UNINDEXED ? UNINDEXED[key as keyof typeof UNINDEXED] : undefined) ?? BUILT_IN[key];
}
