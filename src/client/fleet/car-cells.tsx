import { CAR_SEARCH } from '../../shared/list-search';
import { listSearchReaders } from '../lib/list-search';
import { formatMoney } from '../../shared/money';
import type { ReactNode } from 'react';
import { CAR_COLUMN_LABELS, CONTRACT_TYPE_LABELS, FUEL_LABELS, carTitle } from '../../shared/fleet/car-labels';
import { CAR_LIST_COLUMNS, carTotalCost, type CarListColumn, type CarListItem } from '../../shared/fleet/fleet.schema';
import { formatDate } from '../../shared/format';
import type { SortValue } from '../lib/local-query';
import type { ObjectListDef } from '../lib/use-object-list';
import { PendingBadge } from '../ui/pending-badge';
import { CarTypeIcon } from './car-type-icon';

export type CarRow = CarListItem & { _pending?: 1 };

const dash = <span className="muted">—</span>;

export { carTitle };

const money = (amount: string | number | null) => formatMoney(amount) || dash;
const amount = (v: string | null) => (v === null || v === '' ? null : Number(v));

/** How each list column shows a car; `personName` comes from the people mirror (a rename shows at once). */
export const CAR_CELLS: Record<CarListColumn, (c: CarRow, personName: string | null) => ReactNode> = {
  vehicle: (c) => (
    <span className="person-cell">
      <CarTypeIcon type={c.type} size={18} />
      <span>
        {carTitle(c)} <PendingBadge row={c} />
      </span>
    </span>
  ),
  person: (c, name) => name ?? (c.is_pool_vehicle ? <span className="muted">Pool vehicle</span> : dash),
  plate: (c) => c.plate || dash,
  total_cost: (c) => money(carTotalCost(c)),
  fuel: (c) => (c.fuel ? FUEL_LABELS[c.fuel] : dash),
  brand: (c) => c.brand,
  catalogue_value: (c) => money(c.catalogue_value),
  chassis_number: (c) => (c.chassis_number ? <span className="car-mono">{c.chassis_number}</span> : dash),
  color: (c) => c.color || dash,
  contract_type: (c) => (c.contract_type ? CONTRACT_TYPE_LABELS[c.contract_type] : dash),
  cost_yearly: (c) => money(c.cost_yearly),
  model: (c) => c.model,
  date_first_registration: (c) => formatDate(c.date_first_registration) || dash,
};

/**
 * What a column sorts by: money as numbers, dates as ISO text, enumerations by the label the user
 * reads, text as shown (local-query.ts folds case). Empty values sort last either way.
 */
export function carSortValue(c: CarRow, column: CarListColumn, personName: string | null): SortValue {
  switch (column) {
    case 'vehicle':
      return carTitle(c);
    case 'person':
      return personName;
    case 'total_cost':
      return carTotalCost(c);
    case 'catalogue_value':
    case 'cost_yearly':
      return amount(c[column]);
    case 'fuel':
      return c.fuel && FUEL_LABELS[c.fuel];
    case 'contract_type':
      return c.contract_type && CONTRACT_TYPE_LABELS[c.contract_type];
    default:
      return c[column];
  }
}

const MONEY_COLUMNS: ReadonlySet<CarListColumn> = new Set(['total_cost', 'catalogue_value', 'cost_yearly']);

/** The 13 built-in columns in the spec's order; money right-aligned so the digits line up. */
export const CAR_COLUMNS = CAR_LIST_COLUMNS.map((id) => ({ id, label: CAR_COLUMN_LABELS[id], align: MONEY_COLUMNS.has(id) ? ('right' as const) : undefined }));

export const isCarColumn = (id: string): id is CarListColumn => (CAR_LIST_COLUMNS as readonly string[]).includes(id);

/** Person names by id from the people mirror. */
type PersonNames = ReadonlyMap<string, string>;
/** The car's person as the list shows them: the people mirror's name (a rename shows at once), else the row's. */
const personNameOf = (c: CarRow, names: PersonNames) => (c.related_employee_id ? (names.get(c.related_employee_id) ?? c.person_name) : null);

/** The car's search fields (src/shared/list-search.ts); the person's name comes from the people mirror. */
const CAR_SEARCH_READERS = listSearchReaders<typeof CAR_SEARCH, CarRow, PersonNames>(CAR_SEARCH, {
  brand: { own: (c) => c.brand },
  model: { own: (c) => c.model },
  plate: { own: (c) => c.plate },
  color: { own: (c) => c.color },
  chassis_number: { own: (c) => c.chassis_number },
  person: { other: personNameOf },
});

/** /fleet as the shared list reads it (lib/use-object-list.ts). */
export const CAR_LIST: ObjectListDef<CarRow, CarListColumn, PersonNames> = {
  object: 'car',
  prefsKey: 'fleet',
  columns: CAR_COLUMNS,
  defaultColumns: ['vehicle', 'person', 'plate', 'fuel'],
  isColumn: isCarColumn,
  ...CAR_SEARCH_READERS,
  sortValue: (c, column, names) => carSortValue(c, column, column === 'person' ? personNameOf(c, names) : null),
  cell: (c, column, names) => CAR_CELLS[column](c, personNameOf(c, names)),
};
