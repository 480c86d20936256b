import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import type { FeatureFlag, IntegrationFeature } from '../policy/roles';
import {
  addError,
  archiveErrors,
  carOptions,
  editErrors,
  emptyCarDraft,
  normalizeCar,
  orderDateRequired,
  showPoolQuestion,
  stepErrors,
  type CarDraft,
} from './car-rules';
import type { CarListItem } from './fleet.schema';

const options = (integrations: IntegrationFeature[] = [], flags: FeatureFlag[] = []) =>
  carOptions({ feature_flags: flags, integration_features: integrations });
const payroll = options(['cars/import', 'cars/be-company-car-tax', 'cars/order-date', 'cars/pool-cars']);

const goodCar = (over: Partial<CarDraft> = {}): CarDraft => ({
  ...emptyCarDraft('car'),
  brand: 'Skoda',
  model: 'Enyaq',
  plate: '1-ABC-123',
  fuel: 'electric',
  is_pool_vehicle: 0,
  related_employee_id: null,
  date_first_registration: '2024-02-01',
  date_commissioning: '2024-02-03',
  order_date: '2023-11-15',
  is_utility_vehicle: 0,
  catalogue_value: '48500,00',
  co2_g_km: 0,
  co2_g_km_wltp: '0',
  contract_type: 'op_lease',
  cost_yearly: '9600',
  operational_cost_yearly: '1200.5',
  own_contribution: '0',
  own_contribution_payment_type: 'per_month',
  ...over,
});

const messagesOf = (step: Parameters<typeof stepErrors>[0], d: CarDraft, o = payroll) => stepErrors(step, d, o).map((e) => e.message);

describe('add-vehicle rules (fleet-and-assets.md section 5)', () => {
  it('accepts a complete car under every payroll rule', () => {
    expect(addError(goodCar(), payroll)).toBeNull();
  });

  it('asks for type, brand, model, plate and fuel, in that order, with the spec words', () => {
    const empty = emptyCarDraft();
    expect(messagesOf('vehicle', empty)).toEqual([
      messages.fleet.fillType,
      messages.fleet.fillBrand,
      messages.fleet.fillModel,
      messages.fleet.fillPlate,
      messages.fleet.fillFuel,
    ]);
    expect(messagesOf('vehicle', goodCar({ plate: '1-ABC-12345' }))).toEqual([messages.fleet.plateTooLong]);
  });

  it('asks a bicycle for neither plate nor fuel, and clears what a bicycle has not', () => {
    const bike = goodCar({ type: 'bicycle', plate: '', fuel: null, is_pool_vehicle: null });
    expect(messagesOf('vehicle', bike)).toEqual([]);
    const saved = normalizeCar(goodCar({ type: 'bicycle' }));
    expect([saved.plate, saved.fuel, saved.co2_g_km, saved.co2_g_km_wltp, saved.date_commissioning, saved.is_utility_vehicle]).toEqual([
      null,
      null,
      null,
      null,
      null,
      -1,
    ]);
  });

  it('asks the pool question only for a car without a person, when the integration has pool cars', () => {
    expect(showPoolQuestion({ type: 'car', related_employee_id: null }, payroll)).toBe(true);
    expect(showPoolQuestion({ type: 'car', related_employee_id: '0190d8a0-0000-7000-8000-000000000001' }, payroll)).toBe(false);
    expect(showPoolQuestion({ type: 'motorbike', related_employee_id: null }, payroll)).toBe(false);
    expect(showPoolQuestion({ type: 'car', related_employee_id: null }, options())).toBe(false);
    expect(messagesOf('vehicle', goodCar({ is_pool_vehicle: null }))).toEqual([messages.fleet.fillPoolVehicle]);
    // A person forces the flag to 0.
    expect(normalizeCar(goodCar({ is_pool_vehicle: 1, related_employee_id: '0190d8a0-0000-7000-8000-000000000001' })).is_pool_vehicle).toBe(0);
    expect(normalizeCar(goodCar({ is_pool_vehicle: 1, related_employee_id: -1 })).related_employee_id).toBeNull();
  });

  it('offers the extra fuels only with the integration feature', () => {
    expect(messagesOf('vehicle', goodCar({ fuel: 'fake_hybrid_gas' }))).toHaveLength(1);
    expect(messagesOf('vehicle', goodCar({ fuel: 'fake_hybrid_gas' }), options(['cars/extra-fuel-options']))).toEqual([]);
  });

  it('applies the payroll rules only with a cars import integration', () => {
    const bare = goodCar({ date_first_registration: null, date_commissioning: null, is_utility_vehicle: -1, catalogue_value: '', order_date: null });
    expect(messagesOf('payroll', bare, options())).toEqual([]);
    expect(messagesOf('payroll', bare)).toEqual([
      messages.fleet.fillFirstRegistration,
      messages.fleet.fillUtilityVehicle,
      messages.fleet.fillCommissioning,
      messages.fleet.catalogueValuePositive,
    ]);
    // Utility and commissioning only for the Belgian company-car tax setup.
    expect(messagesOf('payroll', bare, options(['cars/import']))).toEqual([messages.fleet.fillFirstRegistration, messages.fleet.catalogueValuePositive]);
  });

  it('checks catalogue value and CO2 at their limits', () => {
    expect(messagesOf('payroll', goodCar({ catalogue_value: '0' }))).toEqual([messages.fleet.catalogueValuePositive]);
    expect(messagesOf('payroll', goodCar({ catalogue_value: '12,345' }))).toEqual([messages.money.tooManyDecimals]);
    expect(messagesOf('payroll', goodCar({ co2_g_km: 500 }))).toEqual([]);
    expect(messagesOf('payroll', goodCar({ co2_g_km: 501 }))).toEqual([messages.fleet.co2TooHigh]);
    expect(messagesOf('payroll', goodCar({ co2_g_km_wltp: '12.5' }))).toEqual([messages.fleet.co2WholeNumber]);
  });

  it('needs an order date from the 2023-07-01 cutoff, or always when configured', () => {
    const o = payroll;
    expect(orderDateRequired({ type: 'car', date_first_registration: '2023-06-30' }, o)).toBe(false);
    expect(orderDateRequired({ type: 'car', date_first_registration: '2023-07-01' }, o)).toBe(true);
    expect(
      orderDateRequired({ type: 'car', date_first_registration: '2020-01-01' }, options(['cars/import', 'cars/order-date', 'cars/order-date-always-required'])),
    ).toBe(true);
    expect(orderDateRequired({ type: 'car', date_first_registration: '2024-01-01' }, options(['cars/import']))).toBe(false);
    expect(messagesOf('payroll', goodCar({ order_date: null }))).toEqual([messages.fleet.fillOrderDate]);
  });

  it('wants every cost field filled, with the currency input errors', () => {
    expect(messagesOf('cost', goodCar({ own_contribution: '' }))).toEqual([messages.fleet.fillAllForms]);
    expect(messagesOf('cost', goodCar({ cost_yearly: 'abc' }))).toEqual([messages.money.invalidNumber]);
    expect(messagesOf('cost', goodCar({ cost_yearly: '-5' }))).toEqual([messages.money.mustBePositive]);
    expect(normalizeCar(goodCar()).operational_cost_yearly).toBe('1200.5');
    // per_km only with the own-contribution payment-type flag.
    expect(messagesOf('cost', goodCar({ own_contribution_payment_type: 'per_km' }))).toEqual([
      messages.validation.unknownValue(['per_month', 'percentage_of_benefit']),
    ]);
    expect(messagesOf('cost', goodCar({ own_contribution_payment_type: 'per_km' }), options([], ['use_own_contribution_payment_type']))).toEqual([]);
    expect(normalizeCar(goodCar()).catalogue_value).toBe('48500.00');
  });

  it('needs a usage type when the company uses it', () => {
    expect(messagesOf('vehicle', goodCar({ usage_type: '' as never }), options(['cars/pool-cars'], ['enable_cars_usage_type']))).toEqual([
      messages.fleet.fillUsageType,
    ]);
  });
});

const saved = (over: Partial<CarListItem> = {}): CarListItem => ({
  ...(normalizeCar(goodCar()) as unknown as CarListItem),
  pk: null,
  co2_g_km: 0,
  co2_g_km_wltp: 0,
  id: '0190d8a0-0000-7000-8000-0000000000c1',
  person_name: null,
  payroll_processed: 0,
  deleted: 0,
  date_end: null,
  created_at: '2026-01-01T10:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T10:00:00.000Z',
  ...over,
});
const draftWith = (car: CarListItem, patch: Partial<CarDraft>): CarDraft => ({ ...(car as unknown as CarDraft), ...patch });

describe('edit rules', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('locks brand and model after a day, unless impersonating or empty', () => {
    const old = saved();
    const after = draftWith(old, { brand: 'Audi' });
    expect(editErrors(old, after, ['brand'], payroll, { impersonating: false, now }).map((e) => e.message)).toEqual([messages.fleet.brandModelLocked]);
    expect(editErrors(old, after, ['brand'], payroll, { impersonating: true, now })).toEqual([]);
    const fresh = saved({ created_at: '2026-11-23T09:00:00Z' });
    expect(editErrors(fresh, draftWith(fresh, { brand: 'Audi' }), ['brand'], payroll, { impersonating: false, now })).toEqual([]);
  });

  it('locks the payroll fields of a car payroll has processed', () => {
    const car = saved({ payroll_processed: 1 });
    expect(editErrors(car, draftWith(car, { co2_g_km: 95 }), ['co2_g_km'], payroll, { impersonating: false, now }).map((e) => e.message)).toEqual([
      messages.fleet.payrollLocked,
    ]);
    expect(editErrors(car, draftWith(car, { color: 'Red' }), ['color'], payroll, { impersonating: false, now })).toEqual([]);
  });

  it('asks a start date for the new person and an end date for the previous one', () => {
    const a = '0190d8a0-0000-7000-8000-00000000000a';
    const b = '0190d8a0-0000-7000-8000-00000000000b';
    const car = saved({ related_employee_id: a });
    const fields = (ctx: object) =>
      editErrors(car, draftWith(car, { related_employee_id: b }), ['related_employee_id'], payroll, { impersonating: false, now, ...ctx }).map((e) => e.field);
    expect(fields({})).toEqual(['start_date_new_employee', 'end_date_previously_assigned_employee']);
    expect(fields({ start_date_new_employee: '2026-11-23', end_date_previously_assigned_employee: '2026-11-22' })).toEqual([]);
  });

  it('needs an end date to archive only when end dates are pushed', () => {
    expect(archiveErrors(null, options(['cars/end-date-push'])).map((e) => e.message)).toEqual([messages.fleet.fillEndDate]);
    expect(archiveErrors(null, options())).toEqual([]);
  });
});
