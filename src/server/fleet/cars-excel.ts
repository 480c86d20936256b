import ExcelJS from 'exceljs';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { customValueForList } from '../../shared/custom-fields/custom-field-values';
import { CAR_COLUMN_LABELS, CONTRACT_TYPE_LABELS, FUEL_LABELS, carTitle } from '../../shared/fleet/car-labels';
import { CAR_LIST_COLUMNS, carTotalCost, type CarListColumn, type CarListItem } from '../../shared/fleet/fleet.schema';
import type { StoredValues } from '../custom-fields/custom-field-values.repo';

// GET /api/cars/list/excel: the list's rows as a real .xlsx (fleet-and-assets.md section 2),
// every built-in column with its label, then the requested custom fields by name. Money is a
// number with a money format and dates are dates, so the sheet sorts and sums as people expect.

type Cell = string | number | Date | null;
type Kind = 'text' | 'money' | 'number' | 'date';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';

const amount = (v: string | number | null) => (v === null || v === '' ? null : Number(v));
const day = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

const BUILT_IN: Record<CarListColumn, { kind: Kind; value: (c: CarListItem) => Cell }> = {
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

function customColumn(f: CustomFieldRow): { kind: Kind; value: (stored: StoredValues) => Cell } {
  if (f.type === 'date') return { kind: 'date', value: (s) => day(s[f.id]) };
  const kind: Kind = f.type === 'money' ? 'money' : f.type === 'auto_incrementing_int' ? 'number' : 'text';
  return { kind, value: (s) => customValueForList(f, s[f.id]) };
}

const width = (kind: Kind, header: string, values: Cell[]) => {
  if (kind === 'date') return Math.max(12, header.length + 2);
  const longest = values.reduce<number>((n, v) => Math.max(n, v === null ? 0 : kind === 'text' ? String(v).length : String(Math.round(Number(v))).length + 4), header.length);
  return Math.min(45, Math.max(10, longest + 2));
};

/** The workbook's bytes; `values`: each car's stored custom values. */
export async function carsWorkbook(rows: readonly CarListItem[], fields: readonly CustomFieldRow[], values: ReadonlyMap<string, StoredValues>): Promise<Buffer> {
  const columns = [
    ...CAR_LIST_COLUMNS.map((id) => ({ header: CAR_COLUMN_LABELS[id], kind: BUILT_IN[id].kind, cells: rows.map(BUILT_IN[id].value) })),
    ...fields.map((f) => {
      const c = customColumn(f);
      return { header: f.name, kind: c.kind, cells: rows.map((r) => c.value(values.get(r.id) ?? {})) };
    }),
  ];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Vehicles', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: width(c.kind, c.header, c.cells),
    style: c.kind === 'money' ? { numFmt: MONEY_FORMAT } : c.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  rows.forEach((_, i) => sheet.addRow(columns.map((c) => c.cells[i] ?? null)));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file's name: fleet (or archived fleet) and today's date. */
export const carsFileName = (archived: boolean, today = new Date().toISOString().slice(0, 10)) => `${archived ? 'archived-vehicles' : 'vehicles'}-${today}.xlsx`;
