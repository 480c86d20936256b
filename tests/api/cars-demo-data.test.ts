import { beforeAll, describe, expect, it } from 'vitest';
import { addError, carOptions, draftOf, normalizeCar } from '../../src/shared/fleet/car-rules';
import { isOverADayOld, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { allCarsApi, companyFeatures } from '../helpers/cars-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// The demo fleet: every field filled as a Belgian fleet has it, and every vehicle passing the
// rules of its own company's features, so the edit page and the wizard show real data.
const { t, facts } = useApiTest();
let demo: CarListItem[];
let other: CarListItem[];
beforeAll(async () => {
  demo = await allCarsApi(await t.as(DEMO_EMAILS.admin));
  other = await allCarsApi(await t.as(DEMO_EMAILS.other));
});

describe('the demo fleet', () => {
  it('gives the demo companies the fleet features the spec names', async () => {
    const features = await companyFeatures(t.db, facts.companyId('Demo Company'));
    expect(features.flags).toEqual(expect.arrayContaining(['enable_cars_usage_type', 'use_own_contribution_payment_type']));
    expect(features.integrations).toEqual(
      expect.arrayContaining(['cars/import', 'cars/order-date', 'cars/pool-cars', 'cars/end-date-push', 'cars/be-company-car-tax']),
    );
    expect((await companyFeatures(t.db, facts.companyId('Other Company'))).integrations).toContain('cars/extra-fuel-options');
  });

  it('passes every rule of the wizard under its own company’s features, and saves as it is', async () => {
    for (const [company, cars] of [
      ['Demo Company', demo],
      ['Other Company', other],
    ] as const) {
      const f = await companyFeatures(t.db, facts.companyId(company));
      const options = carOptions({ feature_flags: f.flags, integration_features: f.integrations });
      for (const car of cars) {
        expect(addError(draftOf(car), options), `${company} ${car.brand} ${car.model} ${car.plate}`).toBeNull();
        expect({ ...car, ...normalizeCar(draftOf(car)) }).toEqual(car);
      }
    }
    expect(demo).toHaveLength(60);
    expect(other).toHaveLength(8);
  });

  it('fills the payroll, cost and extra fields realistically', () => {
    const cars = demo.filter((c) => c.type === 'car');
    const money = (v: string | null) => Number(v);
    for (const c of cars) {
      expect(money(c.catalogue_value)).toBeGreaterThanOrEqual(25_000);
      expect(money(c.catalogue_value)).toBeLessThanOrEqual(75_100);
      expect(c.chassis_number).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(c.date_first_registration! >= '2019-01-01').toBe(true);
      expect(c.date_commissioning! >= c.date_first_registration!).toBe(true);
      if (c.date_first_registration! >= '2023-07-01') expect(c.order_date! < c.date_first_registration!).toBe(true);
      if (c.fuel === 'electric') expect([c.co2_g_km, c.co2_g_km_wltp]).toEqual([0, 0]);
      expect(c.supplier).toBeTruthy();
    }
    for (const c of demo.filter((x) => x.type === 'motorbike')) expect(money(c.catalogue_value)).toBeLessThanOrEqual(25_100);
    for (const c of demo.filter((x) => x.type === 'bicycle')) {
      expect(money(c.catalogue_value)).toBeLessThanOrEqual(9_100);
      expect([c.plate, c.fuel, c.pk, c.co2_g_km, c.date_commissioning, c.is_utility_vehicle]).toEqual([null, null, null, null, null, -1]);
    }
    expect(cars.filter((c) => c.contract_type === 'op_lease').length).toBeGreaterThan(cars.length / 2);
    expect(demo.filter((c) => c.payroll_processed === 1).length).toBeGreaterThanOrEqual(2);
    expect(demo.filter((c) => c.own_contribution === '0.00').length).toBeGreaterThan(0);
    expect(demo.filter((c) => Number(c.own_contribution) > 0).length).toBeGreaterThan(0);
    expect(demo.filter((c) => c.specifics).length).toBeGreaterThan(0);
    for (const c of demo.filter((x) => x.deleted === 1)) expect(c.date_end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has vehicles added within the last day and older ones, so the brand and model lock shows both ways', () => {
    const recent = demo.filter((c) => !isOverADayOld(c));
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(recent.length).toBeLessThan(demo.length / 2);
  });
});
