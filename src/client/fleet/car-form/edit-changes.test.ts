import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../shared/fleet/car-rules';
import type { CarListItem } from '../../../shared/fleet/fleet.schema';
import { messages } from '../../../shared/messages';
import { carLocks } from '../../../shared/fleet/car-rules';
import { carChanges } from './edit-changes';

const DAY = 24 * 60 * 60 * 1000;
const car: CarListItem = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  type: 'car',
  brand: 'Skoda',
  model: 'Enyaq',
  plate: '1-ABC-123',
  chassis_number: null,
  color: 'Blue',
  pk: 150,
  specifics: null,
  supplier: null,
  fuel: 'electric',
  related_employee_id: null,
  person_name: null,
  is_pool_vehicle: 0,
  catalogue_value: '45000.50',
  contract_type: 'op_lease',
  cost_yearly: '9000.00',
  operational_cost_yearly: null,
  own_contribution: null,
  own_contribution_payment_type: null,
  date_first_registration: '2024-01-10',
  date_commissioning: null,
  order_date: null,
  date_end: null,
  co2_g_km: 0,
  co2_g_km_wltp: null,
  is_utility_vehicle: -1,
  usage_type: 'private_and_commute',
  payroll_processed: 0,
  deleted: 0,
  created_at: new Date(Date.now() - 3 * DAY).toISOString(),
  version: 3,
  updated_at: '',
};

describe('carChanges', () => {
  it('finds nothing changed in an untouched form, even when amounts are typed another way', () => {
    expect(carChanges(car, draftOf(car)).changed).toEqual([]);
    expect(carChanges(car, { ...draftOf(car), catalogue_value: '45000,50' }).changed).toEqual([]);
  });

  it('agrees with the server: an amount with other trailing zeros is no change', () => {
    expect(carChanges({ ...car, catalogue_value: '45000.50' }, { ...draftOf(car), catalogue_value: '45000,5' }).changed).toEqual([]);
    expect(carChanges({ ...car, cost_yearly: '9000.00' }, { ...draftOf(car), cost_yearly: '9000' }).changed).toEqual([]);
  });

  it('names the changed fields with their saved values', () => {
    const { changed, values } = carChanges(car, { ...draftOf(car), color: ' Red ', cost_yearly: '9500,5', pk: '160' });
    expect(changed).toEqual(['color', 'pk', 'cost_yearly']);
    expect(values).toEqual({ color: 'Red', pk: 160, cost_yearly: '9500.5' });
  });

  it('clears the plate, fuel and pk when the vehicle becomes a bicycle', () => {
    const { changed, values } = carChanges(car, { ...draftOf(car), type: 'bicycle' });
    expect(changed).toEqual(expect.arrayContaining(['type', 'plate', 'fuel', 'pk', 'co2_g_km']));
    expect(values.plate).toBeNull();
  });
});

describe('carLocks', () => {
  it('locks brand and model of an old car, but not while impersonating', () => {
    expect(carLocks(car, false)).toEqual({ brand: messages.fleet.brandModelLocked, model: messages.fleet.brandModelLocked });
    expect(carLocks(car, true)).toEqual({});
    expect(carLocks({ ...car, created_at: new Date().toISOString() }, false)).toEqual({});
  });

  it('leaves an empty brand open and locks the payroll fields of a processed car', () => {
    const locks = carLocks({ ...car, brand: '', payroll_processed: 1 }, false);
    expect(locks.brand).toBeUndefined();
    expect(locks.catalogue_value).toBe(messages.fleet.payrollLocked);
    expect(locks.date_first_registration).toBe(messages.fleet.payrollLocked);
  });
});
