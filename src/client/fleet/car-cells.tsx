import type { ReactNode } from 'react';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import { FUEL_LABELS } from '../../shared/fleet/car-labels';
import { IconCar } from '../ui/icons';

export type CarRow = CarListItem & { _pending?: 1 };

const dash = <span className="muted">—</span>;

export const carTitle = (c: Pick<CarListItem, 'brand' | 'model'>) => `${c.brand} ${c.model}`.trim();

export function PendingBadge({ row }: { row: { _pending?: 1 } }) {
  return row._pending ? <span className="badge badge-warning" title="Saved on this device, waiting to be sent">Waiting to sync</span> : null;
}

export const CAR_CELLS: Record<string, (c: CarRow, personName: string | null) => ReactNode> = {
  vehicle: (c) => (
    <span className="person-cell">
      <IconCar size={18} />
      <span>
        {carTitle(c)} <PendingBadge row={c} />
      </span>
    </span>
  ),
  person: (c, name) => name ?? (c.is_pool_vehicle ? <span className="muted">Pool vehicle</span> : dash),
  plate: (c) => c.plate || dash,
  fuel: (c) => (c.fuel ? FUEL_LABELS[c.fuel] : dash),
  brand: (c) => c.brand,
  model: (c) => c.model,
  color: (c) => c.color || dash,
};

export const CAR_COLUMNS = [
  { id: 'vehicle', label: 'Vehicle' },
  { id: 'person', label: 'Person' },
  { id: 'plate', label: 'Plate' },
  { id: 'fuel', label: 'Fuel' },
  { id: 'brand', label: 'Brand' },
  { id: 'model', label: 'Model' },
  { id: 'color', label: 'Colour' },
];
