import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { CAR_COLUMN_LABELS, CONTRACT_TYPE_LABELS, FUEL_LABELS, carTitle } from '../../shared/fleet/car-labels';
import { CAR_LIST_COLUMNS, carTotalCost, type CarListColumn, type CarListItem } from '../../shared/fleet/fleet.schema';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';
import { amountCell as amount, customFieldColumn, dayCell as day, listWorkbook, type Cell, type CellKind } from '../excel/list-workbook';

// GET /api/cars/list/excel: the list's rows as a real .xlsx (fleet-and-assets.md section 2),
// every built-in column with its label, then the requested custom fields by name (excel/list-workbook.ts).

const BUILT_IN: Record<CarListColumn, { kind: CellKind; value: (c: CarListItem) => Cell }> = {
  vehicle: { kind: 'text', value: carTitle },
  person: { kind: 'text', value: (c) => c.person_name },
  plate: { kind: 'text', value: (c) => c.plate },
  total_cost: { kind: 'money', value: (c) => carTotalCost(c) },
  fuel: { kind: 'text', value: (c) => (c.fuel ? FUEL_LABELS[c.fuel] : null) },
  brand: { kind: 'text', value: (c) => c.brand },
  catalogue_value: { kind: 'money', value: (c) => amount(c.catalogue_value) },
  chassis_number: { kind: 'text', value: (c) => c.chassis_number },
  color: { kind: 'text', value: (c) => c.color },
  contract_type: { kind: 'text', value: (c) => (c.contract_type ? CONTRACT_TYPE_LABELS[c.contract_type] : null) },
  cost_yearly: { kind: 'money', value: (c) => amount(c.cost_yearly) },
  model: { kind: 'text', value: (c) => c.model },
  date_first_registration: { kind: 'date', value: (c) => day(c.date_first_registration) },
};

/** The workbook's bytes; `values`: each car's stored custom values. */
export async function carsWorkbook(
  rows: readonly CarListItem[],
  fields: readonly CustomFieldRow[],
  values: ReadonlyMap<string, StoredValues>,
): Promise<Buffer> {
  const ids = rows.map((r) => r.id);
  const columns = [
    ...CAR_LIST_COLUMNS.map((id) => ({ header: CAR_COLUMN_LABELS[id], kind: BUILT_IN[id].kind, cells: rows.map(BUILT_IN[id].value) })),
    ...fields.map((f) => customFieldColumn(f, ids, values)),
  ];
  return listWorkbook('Vehicles', columns, rows.length);
}

/** The file's name: fleet (or archived fleet) and today's date. */
export const carsFileName = (archived: boolean, today = new Date().toISOString().slice(0, 10)) =>
  `${archived ? 'archived-vehicles' : 'vehicles'}-${today}.xlsx`;
