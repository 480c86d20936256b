import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import type { FeatureFlag, IntegrationFeature } from '../../src/shared/policy/roles';
import { companyFeatures, errorOf, postCar, setCompanyFeatures, validCar } from '../helpers/cars-api';
import { loadDemoFacts } from '../helpers/demo-facts';
import { useApiTest } from '../helpers/api-test';

// Every message of the wizard's rules (fleet-and-assets.md section 5, car-rules.ts) through
// POST /api/cars/add, with the company's flags and integrations switched on and off.
const { t, admin, facts } = useApiTest();
let companyId: string;
let demoFeatures: { flags: FeatureFlag[]; integrations: IntegrationFeature[] };
beforeAll(async () => {
  companyId = facts.companyId('Demo Company');
  demoFeatures = await companyFeatures(t.db, companyId);
});
beforeEach(() => setCompanyFeatures(t.db, companyId, demoFeatures));

const without = (...gone: IntegrationFeature[]) =>
  setCompanyFeatures(t.db, companyId, { ...demoFeatures, integrations: demoFeatures.integrations.filter((i) => !gone.includes(i)) });

async function refused(over: Record<string, unknown>, field: string, message: string) {
  const res = await postCar(admin, 'add', validCar(over));
  expect(res.statusCode, res.body).toBe(400);
  const error = errorOf(res);
  expect(error.fields?.[field], res.body).toBe(message);
  return error;
}
const accepted = async (over: Record<string, unknown>) => {
  const res = await postCar(admin, 'add', validCar(over));
  expect(res.statusCode, res.body).toBe(200);
};

describe('the vehicle step (toast: missing data)', () => {
  it.each([
    [{ type: undefined }, 'type', 'please fill vehicle type'],
    [{ brand: ' ' }, 'brand', 'please fill brand'],
    [{ model: '' }, 'model', 'please fill model'],
    [{ plate: '' }, 'plate', 'please fill plate'],
    [{ plate: '1-ABC-23456' }, 'plate', 'plate must be at most 10 characters'],
    [{ fuel: null }, 'fuel', 'please fill fuel'],
    [{ pk: '12.5' }, 'pk', messages.fleet.wholeNumber],
  ])('%j answers “%s: %s”', async (over, field, message) => {
    const error = await refused(over, field, message);
    if (field !== 'type' && field !== 'plate') expect(error.message).toBe(message);
  });

  it('asks the pool question for a car without a person, only with the pool-cars integration', async () => {
    await refused({ is_pool_vehicle: undefined }, 'is_pool_vehicle', messages.fleet.fillPoolVehicle);
    await accepted({ is_pool_vehicle: undefined, related_employee_id: (await loadDemoFacts(t.db)).peopleOf('Demo Company')[7]!.id });
    await accepted({ is_pool_vehicle: undefined, type: 'motorbike', brand: 'Honda', model: 'NC750X', fuel: 'gas' });
    await without('cars/pool-cars');
    await accepted({ is_pool_vehicle: undefined });
  });

  it('offers the extra fuels only with the integration', async () => {
    await refused(
      { fuel: 'fake_hybrid_gas' },
      'fuel',
      messages.validation.unknownValue(['gas', 'diesel', 'electric', 'fuel_cells', 'natural_gas', 'hybrid_diesel', 'hybrid_gas', 'lpg']),
    );
    await setCompanyFeatures(t.db, companyId, { ...demoFeatures, integrations: [...demoFeatures.integrations, 'cars/extra-fuel-options'] });
    await accepted({ fuel: 'fake_hybrid_gas', co2_g_km: '98' });
  });

  it('needs no plate and no fuel for a bicycle', async () => {
    await accepted({ type: 'bicycle', plate: null, fuel: null, brand: 'Ridley', model: 'Kanzo Fast' });
  });
});

describe('the payroll step (toast: Form invalid), with a cars import integration', () => {
  it.each([
    [{ date_first_registration: null }, 'date_first_registration', 'please fill first registration date'],
    [{ is_utility_vehicle: -1 }, 'is_utility_vehicle', messages.fleet.fillUtilityVehicle],
    [{ date_commissioning: null }, 'date_commissioning', messages.fleet.fillCommissioning],
    [{ catalogue_value: '0' }, 'catalogue_value', messages.fleet.catalogueValuePositive],
    [{ catalogue_value: '' }, 'catalogue_value', messages.fleet.catalogueValuePositive],
    [{ catalogue_value: '12,345' }, 'catalogue_value', messages.money.tooManyDecimals],
    [{ co2_g_km: '501' }, 'co2_g_km', messages.fleet.co2TooHigh],
    [{ co2_g_km_wltp: '-3' }, 'co2_g_km_wltp', messages.fleet.co2WholeNumber],
    [{ order_date: null }, 'order_date', messages.fleet.fillOrderDate],
  ])('%j answers “%s: %s”', async (over, field, message) => {
    expect((await refused(over, field, message)).message).toBe(message);
  });

  it('asks the order date from the first registration on 2023-07-01, or always when so integrated', async () => {
    await accepted({ order_date: null, date_first_registration: '2023-06-30', date_commissioning: '2023-07-02' });
    await refused({ order_date: null, date_first_registration: '2023-07-01', date_commissioning: '2023-07-02' }, 'order_date', messages.fleet.fillOrderDate);
    await setCompanyFeatures(t.db, companyId, { ...demoFeatures, integrations: [...demoFeatures.integrations, 'cars/order-date-always-required'] });
    await refused({ order_date: null, date_first_registration: '2020-01-10', date_commissioning: '2020-01-12' }, 'order_date', messages.fleet.fillOrderDate);
    await without('cars/order-date');
    await accepted({ order_date: null });
  });

  it('asks the utility flag and commissioning date only for the Belgian company-car tax', async () => {
    await without('cars/be-company-car-tax');
    await accepted({ is_utility_vehicle: -1, date_commissioning: null });
  });

  it('asks none of it without a cars import integration, nor for a motorbike', async () => {
    await accepted({ type: 'motorbike', brand: 'Yamaha', model: 'MT-07', fuel: 'gas', date_first_registration: null, catalogue_value: null, order_date: null });
    await without('cars/import');
    await accepted({ date_first_registration: null, is_utility_vehicle: -1, date_commissioning: null, catalogue_value: null, order_date: null });
    // Values given must still be right.
    await refused({ catalogue_value: '0' }, 'catalogue_value', messages.fleet.catalogueValuePositive);
    await refused({ co2_g_km: '600' }, 'co2_g_km', messages.fleet.co2TooHigh);
  });
});

describe('the cost step (toast: Invalid)', () => {
  it.each([
    [{ contract_type: null }, 'contract_type', messages.fleet.fillAllForms],
    [{ cost_yearly: '' }, 'cost_yearly', messages.fleet.fillAllForms],
    [{ operational_cost_yearly: null }, 'operational_cost_yearly', messages.fleet.fillAllForms],
    [{ own_contribution: '' }, 'own_contribution', messages.fleet.fillAllForms],
    [{ own_contribution_payment_type: null }, 'own_contribution_payment_type', messages.fleet.fillAllForms],
    [{ cost_yearly: 'abc' }, 'cost_yearly', messages.money.invalidNumber],
    [{ operational_cost_yearly: '-5' }, 'operational_cost_yearly', messages.money.mustBePositive],
    [{ own_contribution: '10.123' }, 'own_contribution', messages.money.tooManyDecimals],
  ])('%j answers “%s: %s”', async (over, field, message) => {
    expect((await refused(over, field, message)).message).toBe(message);
  });

  it('takes per_km only with the own-contribution payment-type flag', async () => {
    await accepted({ own_contribution_payment_type: 'per_km' });
    await setCompanyFeatures(t.db, companyId, { ...demoFeatures, flags: demoFeatures.flags.filter((f) => f !== 'use_own_contribution_payment_type') });
    await refused(
      { own_contribution_payment_type: 'per_km' },
      'own_contribution_payment_type',
      messages.validation.unknownValue(['per_month', 'percentage_of_benefit']),
    );
  });

  it('answers the first step’s error first', async () => {
    const error = await refused({ brand: '', catalogue_value: '0', cost_yearly: '' }, 'brand', messages.fleet.fillBrand);
    expect(error.message).toBe(messages.fleet.fillBrand);
  });
});
