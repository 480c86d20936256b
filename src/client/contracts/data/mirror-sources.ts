import type { PlaceholderSources } from '../../../shared/contracts/contract-placeholders';
import type { ContractItem } from '../../../shared/contracts/contracts.schema';
import { FUEL_LABELS } from '../../../shared/fleet/car-labels';
import type { SyncRows } from '../../../shared/sync/sync-rows';

// The placeholders' values from the device's mirror rows (as GET /api/sync/pull sends them): the
// same sources the server reads (src/server/contracts/contract-sources.ts). Pure, so a test can
// give it the pulled rows and compare with the server's filling.

type Row<T extends keyof SyncRows> = SyncRows[T];

export interface MirrorRowsOfContract {
  employee: Row<'employees'> | undefined;
  manager: Row<'employees'> | undefined;
  car: Row<'cars'> | undefined;
  /** In the order of the contract's related_object_ids; those not in the mirror left out. */
  assets: readonly Row<'assets'>[];
}

/** Which mirror rows a contract's placeholders read: its person, their manager, its vehicle or assets. */
export const mirrorIdsOf = (c: ContractItem) => ({
  employee: c.employee_id,
  car: c.related_object === 'car' ? (c.related_object_ids[0] ?? null) : null,
  assets: c.related_object === 'asset' ? c.related_object_ids : [],
});

export function mirrorSources(c: ContractItem, rows: MirrorRowsOfContract, companyName: string): PlaceholderSources {
  const { employee, manager, car } = rows;
  return {
    person: employee
      ? {
          first_name: employee.first_name,
          last_name: employee.last_name,
          email: employee.email,
          phone: employee.phone ?? null,
          role: employee.role,
          joined: employee.joined,
          manager: manager?.name ?? employee.manager,
          team: employee.team || null,
        }
      : null,
    company: { name: companyName },
    car: car ? { ...car, fuel: car.fuel ? FUEL_LABELS[car.fuel] : null } : null,
    assets: rows.assets.map((a) => ({ name: a.asset_name, serial_number: a.serial_number, price: a.price })),
    contract: { name: c.name, date: c.created_at.slice(0, 10) },
    custom: c.shortcode_values,
  };
}
