import { sql } from 'drizzle-orm';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import { cars, totalCostSql as totalCostOf } from '../db/schema/fleet';
import { employees } from '../db/schema/people';

// The select list of every car answer (list, detail, writes, sync pull) and its conversion to
// CarListItem. Queries using it left join employees on the car's person.

export const carPersonName = sql<string | null>`${employees.first_name} || ' ' || ${employees.last_name}`;

export const totalCostSql = totalCostOf(cars);

export const carListColumns = {
  id: cars.id,
  type: cars.type,
  brand: cars.brand,
  model: cars.model,
  plate: cars.plate,
  chassis_number: cars.chassis_number,
  color: cars.color,
  pk: cars.pk,
  specifics: cars.specifics,
  supplier: cars.supplier,
  fuel: cars.fuel,
  related_employee_id: cars.related_employee_id,
  person_name: carPersonName,
  is_pool_vehicle: cars.is_pool_vehicle,
  catalogue_value: cars.catalogue_value,
  contract_type: cars.contract_type,
  cost_yearly: cars.cost_yearly,
  operational_cost_yearly: cars.operational_cost_yearly,
  own_contribution: cars.own_contribution,
  own_contribution_payment_type: cars.own_contribution_payment_type,
  date_first_registration: cars.date_first_registration,
  date_commissioning: cars.date_commissioning,
  order_date: cars.order_date,
  date_end: cars.date_end,
  co2_g_km: cars.co2_g_km,
  co2_g_km_wltp: cars.co2_g_km_wltp,
  is_utility_vehicle: cars.is_utility_vehicle,
  usage_type: cars.usage_type,
  payroll_processed: cars.payroll_processed,
  deleted: cars.deleted,
  created_at: cars.created_at,
  version: cars.version,
  updated_at: cars.updated_at,
};

export type RawCar = Omit<CarListItem, 'updated_at' | 'created_at'> & { updated_at: Date; created_at: Date };
export const toCarItem = (r: RawCar): CarListItem => ({
  ...r,
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
