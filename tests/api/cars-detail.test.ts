import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../src/server/db/schema/fleet';
import type { CustomFieldWithValue } from '../../src/shared/custom-fields/custom-fields.schema';
import { carListItemSchema, type CarDetails, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { allCarsApi } from '../helpers/cars-api';
import { objectValuesOf } from '../helpers/custom-fields-api';
import { carsOf } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// GET /api/cars/{id}/detail: the spec's four keys (fleet-and-assets.md section 7).
const { t, facts, admin } = useApiTest();
let demoCars: CarListItem[];
beforeAll(async () => {
  demoCars = await allCarsApi(admin);
});

interface Detail {
  details: CarDetails;
  employee_details: { id: string; name: string; avatar: string | null; link_source_app: null } | null;
  car_policy_details: null;
  custom_fields: CustomFieldWithValue[];
}
const detail = async (c: Client, id: string) => {
  const res = await c.get(`/api/cars/${id}/detail`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
};

describe('GET /api/cars/{id}/detail', () => {
  it('answers the row with each date as dd/mm/yyyy, its owner, no policy yet, and its custom fields', async () => {
    const car = demoCars.find((c) => c.related_employee_id && c.type === 'car' && c.order_date)!;
    const d = await detail(admin, car.id);
    const {
      date_first_registration_dmy,
      date_commissioning_dmy,
      order_date_dmy,
      date_end_dmy,
      is_over_a_day_old,
      person_id,
      related_employee_link_source_app,
      ...row
    } = d.details;
    // fleet-and-assets.md section 3: the assignee as person_id too, and the app it is linked from (none).
    expect([person_id, related_employee_link_source_app]).toEqual([car.related_employee_id, null]);
    expect(carListItemSchema.strict().parse(row)).toEqual(car);
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    expect([date_first_registration_dmy, date_commissioning_dmy, order_date_dmy, date_end_dmy]).toEqual([
      dmy(car.date_first_registration!),
      dmy(car.date_commissioning!),
      dmy(car.order_date!),
      '',
    ]);
    expect(is_over_a_day_old).toBe(true);
    expect(d.employee_details).toMatchObject({ id: car.related_employee_id, name: car.person_name, link_source_app: null });
    expect(d.car_policy_details).toBeNull();
    expect(d.custom_fields).toEqual(await objectValuesOf(admin, 'car', car.id));
    expect(d.custom_fields.length).toBeGreaterThan(0);
  });

  it('a pool car has no owner; a car added today is not over a day old; an archived one shows its end date', async () => {
    const pool = demoCars.find((c) => c.related_employee_id === null)!;
    await t.db.update(cars).set({ created_at: new Date() }).where(eq(cars.id, pool.id));
    const d = await detail(admin, pool.id);
    expect(d.employee_details).toBeNull();
    expect(d.details).toMatchObject({ is_over_a_day_old: false, person_id: null, related_employee_link_source_app: null });
    const archived = demoCars.find((c) => c.deleted === 1)!;
    expect((await detail(admin, archived.id)).details.date_end_dmy).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('gives light access no custom fields, and another company’s vehicle answers 404', async () => {
    expect((await detail(await t.as(DEMO_EMAILS.light), demoCars[0]!.id)).custom_fields).toEqual([]);
    const foreign = (await carsOf(t.db, facts.companyId('Other Company')))[0]!;
    expect((await admin.get(`/api/cars/${foreign.id}/detail`)).statusCode).toBe(404);
    expect((await (await t.as(DEMO_EMAILS.manager)).get(`/api/cars/${demoCars[0]!.id}/detail`)).statusCode).toBe(403);
  });
});
