import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../src/server/db/schema/fleet';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { messages } from '../../src/shared/messages';
import { activityPage } from '../helpers/activity-api';
import { errorOf, allCarsApi, freshCars, postCar } from '../helpers/cars-api';
import { managerScope } from '../helpers/demo-facts';
import { carRow, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// POST /api/cars/edit under the shared edit rules (car-rules.ts editErrors): the brand and model
// lock, payroll-locked fields, the dates a change of person needs, and what the feed records.
const { t, facts, admin } = useApiTest();
let demoCars: CarListItem[];
beforeAll(async () => {
  demoCars = await allCarsApi(admin);
});

const fresh = freshCars(() => demoCars);
const freshCar = (where: (c: CarListItem) => boolean = () => true): CarListItem => fresh.take((c) => c.deleted === 0 && c.type === 'car' && where(c));
const edit = (c: Client, body: Record<string, unknown>) => postCar(c, 'edit', body);
const people = () => facts.peopleOf('Demo Company');

describe('brand and model', () => {
  it('lock once the vehicle is over a day old, unless they were empty or support acts as the user', async () => {
    const old = freshCar((c) => c.payroll_processed === 0);
    const res = await edit(admin, { car_id: old.id, brand: 'Cupra', model: old.model });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: messages.fleet.brandModelLocked, fields: { brand: messages.fleet.brandModelLocked } });
    // Sending the same brand (any spacing) is no change.
    expect((await edit(admin, { car_id: old.id, brand: ` ${old.brand} `, color: 'Silver' })).statusCode).toBe(200);

    const support = t.client(await t.login(DEMO_EMAILS.support));
    expect((await support.post('/api/auth/impersonate', { user_id: facts.userId(DEMO_EMAILS.admin) })).statusCode).toBe(200);
    const res2 = await edit(support, { car_id: old.id, brand: 'Cupra', model: 'Born' });
    expect(res2.statusCode, res2.body).toBe(200);
    expect((await carRow(t.db, old.id)).brand).toBe('Cupra');

    const recent = freshCar();
    await t.db
      .update(cars)
      .set({ created_at: new Date(Date.now() - 3_600_000) })
      .where(eq(cars.id, recent.id));
    expect((await edit(admin, { car_id: recent.id, brand: 'Tesla', model: 'Model 3' })).statusCode).toBe(200);
  });
});

describe('a vehicle payroll has processed', () => {
  it('refuses changes to its payroll fields with the message-payroll hint, and takes the same value written otherwise', async () => {
    const car = freshCar((c) => c.payroll_processed === 1);
    const res = await edit(admin, { car_id: car.id, catalogue_value: '99999' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: messages.fleet.payrollLocked, fields: { catalogue_value: messages.fleet.payrollLocked } });
    const same = Number(car.catalogue_value).toString().replace('.', ',');
    expect((await edit(admin, { car_id: car.id, catalogue_value: same, co2_g_km: String(car.co2_g_km), cost_yearly: '12345' })).statusCode).toBe(200);
    expect((await carRow(t.db, car.id)).cost_yearly).toBe('12345.00');
  });
});

describe('the other rules', () => {
  it('checks the same messages as the wizard, and a changed plate against the company’s', async () => {
    const car = freshCar();
    expect(errorOf(await edit(admin, { car_id: car.id, fuel: null })).fields?.fuel).toBe(messages.fleet.fillFuel);
    expect(errorOf(await edit(admin, { car_id: car.id, co2_g_km: 501 })).fields?.co2_g_km).toBe(messages.fleet.co2TooHigh);
    expect(errorOf(await edit(admin, { car_id: car.id, cost_yearly: '' })).fields?.cost_yearly).toBe(messages.fleet.fillAllForms);
    const taken = demoCars.find((c) => c.deleted === 0 && c.plate && c.id !== car.id)!;
    const res = await edit(admin, { car_id: car.id, plate: taken.plate!.toLowerCase() });
    expect(errorOf(res)).toMatchObject({ message: messages.fleet.plateExists, fields: { plate: messages.fleet.plateExists } });
    expect((await edit(admin, { car_id: car.id, plate: car.plate!.replaceAll('-', '') })).statusCode).toBe(200);
  });

  it('compares money in `base` by amount', async () => {
    const car = freshCar((c) => c.payroll_processed === 0);
    const base = { cost_yearly: String(Number(car.cost_yearly)) };
    const res = await edit(admin, { car_id: car.id, cost_yearly: '10000', base });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('turns a car into a bicycle, clearing what a bicycle has not', async () => {
    const car = freshCar();
    const res = await edit(admin, { car_id: car.id, type: 'bicycle', plate: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: CarListItem }>().data).toMatchObject({
      type: 'bicycle',
      plate: null,
      fuel: null,
      pk: null,
      co2_g_km: null,
      date_commissioning: null,
      is_utility_vehicle: -1,
      is_pool_vehicle: 0,
    });
  });
});

describe('a change of person', () => {
  it('needs a start date for the new person and an end date for the previous one', async () => {
    const car = freshCar((c) => c.related_employee_id !== null);
    const next = people().find((p) => p.id !== car.related_employee_id)!;
    const res = await edit(admin, { car_id: car.id, related_employee_id: next.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      start_date_new_employee: messages.fleet.fillStartDateNew,
      end_date_previously_assigned_employee: messages.fleet.fillEndDatePrevious,
    });
    const ok = await edit(admin, {
      car_id: car.id,
      related_employee_id: next.id,
      start_date_new_employee: '2026-01-05',
      end_date_previously_assigned_employee: '2026-01-04',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const onCar = (await activityPage(admin, 'car', car.id)).data.find((a) => a.event_type === 'car_owner_changed')!;
    expect(onCar.event_info_json).toMatchObject({
      old_employee_id: car.related_employee_id,
      new_employee_id: next.id,
      start_date: '2026-01-05',
      end_date: '2026-01-04',
    });
    const onNew = (await activityPage(admin, 'employee', next.id)).data.find((a) => a.event_info_json.car_id === car.id)!;
    expect(onNew).toMatchObject({ event_type: 'car_assigned', event_info_json: { start_date: '2026-01-05' } });
    const onOld = (await activityPage(admin, 'employee', car.related_employee_id!)).data.find((a) => a.event_info_json.car_id === car.id)!;
    expect(onOld).toMatchObject({ event_type: 'car_unassigned', event_info_json: { end_date: '2026-01-04' } });
  });

  it('unassigning asks the end date only; a pool car given a person stops being a pool car', async () => {
    const car = freshCar((c) => c.related_employee_id !== null);
    expect(errorOf(await edit(admin, { car_id: car.id, related_employee_id: -1 })).fields).toEqual({
      end_date_previously_assigned_employee: messages.fleet.fillEndDatePrevious,
    });
    const res = await edit(admin, { car_id: car.id, related_employee_id: -1, end_date_previously_assigned_employee: '2026-02-01', is_pool_vehicle: 1 });
    expect(res.json<{ data: CarListItem }>().data).toMatchObject({ related_employee_id: null, person_name: null, is_pool_vehicle: 1 });
    const unassigned = (await activityPage(admin, 'car', car.id)).data.find((a) => a.event_type === 'car_unassigned')!;
    expect(unassigned.event_info_json).toMatchObject({ employee_id: car.related_employee_id, end_date: '2026-02-01' });

    const p = people()[11]!;
    const given = await edit(admin, { car_id: car.id, related_employee_id: p.id, start_date_new_employee: '2026-02-02' });
    expect(given.json<{ data: CarListItem }>().data).toMatchObject({ related_employee_id: p.id, person_name: p.name, is_pool_vehicle: 0 });
  });

  it('refuses a person the editor may not see', async () => {
    const car = freshCar((c) => c.related_employee_id !== null);
    const stranger = facts.peopleOf('Other Company')[2]!;
    const res = await edit(admin, {
      car_id: car.id,
      related_employee_id: stranger.id,
      start_date_new_employee: '2026-01-01',
      end_date_previously_assigned_employee: '2026-01-01',
    });
    expect(errorOf(res).message).toBe(messages.fleet.personNotFound);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const { members } = managerScope(facts);
    const mine = freshCar((c) => members.has(c.related_employee_id ?? ''));
    const outside = people().find((p) => !members.has(p.id))!;
    const manager = await t.as(DEMO_EMAILS.manager);
    const refused = await edit(manager, {
      car_id: mine.id,
      related_employee_id: outside.id,
      start_date_new_employee: '2026-01-01',
      end_date_previously_assigned_employee: '2026-01-01',
    });
    expect(errorOf(refused).message).toBe(messages.fleet.personNotFound);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });
});

describe('the feed', () => {
  it('lists each changed field once in car_updated, money and dates included', async () => {
    const car = freshCar((c) => c.payroll_processed === 0);
    const res = await edit(admin, {
      car_id: car.id,
      supplier: 'Ayvens',
      cost_yearly: '7100.5',
      date_first_registration: '2022-02-02',
      order_date: null,
      date_commissioning: '2022-02-03',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = (await activityPage(admin, 'car', car.id)).data.find((a) => a.event_type === 'car_updated')!;
    const changes = item.event_info_json.changes as { field: string; old: unknown; new: unknown }[];
    expect(changes.map((c) => c.field).sort()).toEqual(
      ['cost_yearly', 'date_commissioning', 'date_first_registration', 'order_date', 'supplier']
        .filter((f) => f !== 'order_date' || car.order_date !== null)
        .sort(),
    );
    expect(changes.find((c) => c.field === 'cost_yearly')).toEqual({ field: 'cost_yearly', old: car.cost_yearly, new: '7100.50' });
  });
});
