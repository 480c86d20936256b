import { sql, type SQL } from 'drizzle-orm';
import { CUSTOM_COLUMN_PREFIX, type CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { CONTRACT_TYPE_LABELS, FUEL_LABELS } from '../../shared/fleet/car-labels';
import type { CarListColumn } from '../../shared/fleet/fleet.schema';
import { byLabelSql as byLabel, customFieldSortSql } from '../custom-fields/list-custom-columns';
import { foldSql } from '../db/text-sql';
import { cars, indexedCarSorts } from '../db/schema/fleet';

// The ORDER BY of GET /api/cars/list and its export, for the 13 columns of /fleet and the
// cf_{id} custom-field columns: text folded as the device folds it, money and dates by value,
// enumerations by the label the user reads (so the server orders as the screen shows).

const INDEXED = indexedCarSorts(cars);

/**
 * The indexed keys as expressions no index is made of, for a searched list: its matches are few
 * and found through the trigram index, then sorted. Given the indexed key, the planner walks the
 * index testing every car, as if matches were spread evenly; a word found late in that order
 * ('volvo' by vehicle) then reads nearly every car, 130 ms at 100,000 cars against 30 ms.
 */
const UNINDEXED: Record<keyof typeof INDEXED, SQL> = {
  vehicle: sql`(${INDEXED.vehicle} || '')`,
  plate: sql`(${INDEXED.plate} || '')`,
  person: sql`(${INDEXED.person} || '')`,
  catalogue_value: sql`(${INDEXED.catalogue_value} + 0)`,
  total_cost: sql`(${INDEXED.total_cost} + 0)`,
  date_first_registration: sql`(${INDEXED.date_first_registration} + 0)`,
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
 * The sort expression of a column; `field` is the custom field of a cf_{id} column (checked by the
 * caller); `searched`: the list has a search (see UNINDEXED).
 */
export function carSortSql(column: string, field: CustomFieldRow | null, searched = false): SQL {
  if (column.startsWith(CUSTOM_COLUMN_PREFIX)) return field ? customFieldSortSql(field, cars.id) : sql`null`;
  const key = (column in BUILT_IN ? column : 'vehicle') as CarListColumn;
  return (searched && key in UNINDEXED ? UNINDEXED[key as keyof typeof UNINDEXED] : undefined) ?? BUILT_IN[key];
}
