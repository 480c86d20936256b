import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars } from '../../src/server/db/schema/fleet';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { carAddBodySchema, carListItemSchema, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { activityPage } from '../helpers/activity-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { errorOf, postCar, uniquePlate, validCar } from '../helpers/cars-api';
import { fieldNamed, objectValuesOf } from '../helpers/custom-fields-api';
import { managerScope } from '../helpers/demo-facts';
import { carsOf, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// POST /api/cars/add: a car as the wizard sends it, checked by the shared rules, saved with the
// client's id, its auto numbers and its activity items. The rules' messages: cars-rules.test.ts.
const { t, facts, admin } = useApiTest();

const person = () => facts.peopleOf('Demo Company')[5]!;
const added = (res: { json: <T>() => T }) => res.json<{ id: string; data: CarListItem }>();

describe('adding a car', () => {
  it('saves it with the client’s id and answers { id, data } in list shape, values normalised', async () => {
    const body = validCar({ related_employee_id: person().id, is_pool_vehicle: 1, brand: '  Skoda ', pk: 204, catalogue_value: '48500,5' });
    const res = await postCar(admin, 'add', body);
    expect(res.statusCode, res.body).toBe(200);
    const { id, data } = added(res);
    expect(id).toBe(body.id);
    expect(carListItemSchema.strict().parse(data)).toMatchObject({
      id,
      brand: 'Skoda',
      pk: 204,
      catalogue_value: '48500.50',
      cost_yearly: '9600.00',
      related_employee_id: person().id,
      person_name: person().name,
      // A car with a person is no pool car.
      is_pool_vehicle: 0,
      deleted: 0,
      payroll_processed: 0,
    });
    expect(data.version).toBeGreaterThan(0);
  });

  it('makes an id when none is sent', async () => {
    const { id: _omit, ...body } = validCar();
    const res = await postCar(admin, 'add', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (
        await t.db
          .select()
          .from(cars)
          .where(eq(cars.id, added(res).id))
      ).length,
    ).toBe(1);
  });

  it('gives it the next number of the company’s auto-numbered car field', async () => {
    const res = await postCar(admin, 'add', validCar());
    const fleetNumber = await fieldNamed(admin, 'car', 'Fleet number');
    const values = await objectValuesOf(admin, 'car', added(res).id);
    const numbered = values.find((v) => v.id === fleetNumber.id)!;
    expect(Number(numbered.value)).toBeGreaterThan(60);
  });

  it('writes car_added and car_assigned on the car, and car_assigned on the person', async () => {
    const p = person();
    const res = await postCar(admin, 'add', validCar({ related_employee_id: p.id, brand: 'Kia', model: 'EV6' }));
    const { id, data } = added(res);
    const onCar = (await activityPage(admin, 'car', id)).data;
    expect(onCar.map((a) => a.event_type).sort()).toEqual(['car_added', 'car_assigned']);
    expect(onCar.find((a) => a.event_type === 'car_added')!.event_info_json).toEqual({ car_name: `Kia EV6 (${data.plate})` });
    const onPerson = (await activityPage(admin, 'employee', p.id)).data.filter((a) => a.event_info_json.car_id === id);
    expect(onPerson.map((a) => a.event_type)).toEqual(['car_assigned']);
  });

  it('takes the type other, which fleet-and-assets.md section 3 lists in one reading', async () => {
    const res = await postCar(admin, 'add', validCar({ type: 'other', brand: 'Piaggio', model: 'Ape' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res).data).toMatchObject({ type: 'other', brand: 'Piaggio', model: 'Ape' });
    expect((await postCar(admin, 'add', validCar({ type: 'tractor' }))).statusCode).toBe(400);
  });

  it('clears what a bicycle does not have', async () => {
    const res = await postCar(
      admin,
      'add',
      validCar({
        type: 'bicycle',
        brand: 'Cowboy',
        model: '4',
        plate: null,
        fuel: null,
        pk: null,
        co2_g_km: '12',
        date_commissioning: '2024-03-04',
        is_utility_vehicle: 1,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res).data).toMatchObject({
      type: 'bicycle',
      plate: null,
      fuel: null,
      pk: null,
      co2_g_km: null,
      co2_g_km_wltp: null,
      date_commissioning: null,
      is_utility_vehicle: -1,
      is_pool_vehicle: 0,
    });
  });
});

describe('what it refuses', () => {
  it('refuses every malformed body with 400 and changes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/cars/add',
      schema: carAddBodySchema,
      valid: validCar({ plate: 'B-ADI-001' }),
      snapshot: () => t.db.select().from(cars).orderBy(cars.id),
      allowLong: [],
      minCases: 40,
    });
  });

  it('an active vehicle of the company with the same plate, however it is written', async () => {
    const plate = uniquePlate();
    expect((await postCar(admin, 'add', validCar({ plate }))).statusCode).toBe(200);
    for (const same of [plate, plate.toLowerCase(), plate.replaceAll('-', ''), ` ${plate.replaceAll('-', ' ')} `]) {
      const res = await postCar(admin, 'add', validCar({ plate: same }));
      expect(res.statusCode, same).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: messages.fleet.plateExists, fields: { plate: messages.fleet.plateExists } });
    }
    // Another company may have it.
    expect((await postCar(await t.as(DEMO_EMAILS.other), 'add', validCar({ plate, usage_type: 'private' }))).statusCode).toBe(200);
  });

  it('an archived vehicle’s plate is free again', async () => {
    const archived = (await carsOf(t.db, facts.companyId('Demo Company'))).find((c) => c.deleted === 1 && c.plate)!;
    expect((await postCar(admin, 'add', validCar({ plate: archived.plate }))).statusCode).toBe(200);
  });

  it('an id already used answers 409', async () => {
    const body = validCar();
    expect((await postCar(admin, 'add', body)).statusCode).toBe(200);
    const res = await postCar(admin, 'add', { ...body, plate: uniquePlate() });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(messages.fleet.idTaken);
    const foreign = (await carsOf(t.db, facts.companyId('Other Company')))[0]!;
    expect((await postCar(admin, 'add', validCar({ id: foreign.id }))).statusCode).toBe(409);
  });

  it('a person of another company, or outside a team-only manager’s teams', async () => {
    const stranger = facts.peopleOf('Other Company')[3]!;
    const res = await postCar(admin, 'add', validCar({ related_employee_id: stranger.id }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: messages.fleet.personNotFound, fields: { related_employee_id: messages.fleet.personNotFound } });

    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const manager = await t.as(DEMO_EMAILS.manager);
    const { members } = managerScope(facts);
    const outside = facts.peopleOf('Demo Company').find((p) => !members.has(p.id))!;
    const inside = facts.peopleOf('Demo Company').find((p) => members.has(p.id))!;
    expect(errorOf(await postCar(manager, 'add', validCar({ related_employee_id: outside.id }))).message).toBe(messages.fleet.personNotFound);
    expect((await postCar(manager, 'add', validCar({ related_employee_id: inside.id }))).statusCode).toBe(200);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });
});

describe('who may add', () => {
  it('read-only users and users without the fleet right get 403; light access may add', async () => {
    for (const email of [DEMO_EMAILS.readonly, DEMO_EMAILS.manager]) expect((await postCar(await t.as(email), 'add', validCar())).statusCode, email).toBe(403);
    expect((await postCar(await t.as(DEMO_EMAILS.light), 'add', validCar())).statusCode).toBe(200);
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key twice makes one car and answers the first answer again', async () => {
    const body = validCar();
    const key = uuidv7();
    const first = await postCar(admin, 'add', body, { key });
    const again = await postCar(admin, 'add', body, { key });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(
      (
        await t.db
          .select()
          .from(cars)
          .where(eq(cars.id, body.id as string))
      ).length,
    ).toBe(1);
  });
});
