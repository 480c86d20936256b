import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cars } from '../../src/server/db/schema/fleet';
import { carEditBodySchema, carListItemSchema } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import type { ConflictBody } from '../../src/shared/sync/protocol';
import { expectBadInputRejected } from '../helpers/bad-input';
import { errorOf, freshCars } from '../helpers/cars-api';
import { carRow, carsOf, postCarEdit, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// POST /api/cars/edit: the spec's validation messages, who may edit which car, and how `base`
// lets two people edit different fields of one car while a stale edit of the same field conflicts.
const { t, facts, admin, light } = useApiTest();
let demoCars: Awaited<ReturnType<typeof carsOf>>;
beforeAll(async () => {
  demoCars = await carsOf(t.db, facts.companyId('Demo Company'));
});

const fresh = freshCars(() => demoCars);
type DemoCar = (typeof demoCars)[number];
const activeCar = (c: DemoCar) => c.type === 'car' && c.deleted === 0;
/** A demo vehicle no other test of this file touched. */
const freshCar = (where: (c: DemoCar) => boolean = activeCar) => fresh.take(where);
/** Brand and model lock once a car is a day old (fleet-and-assets.md section 5): tests that change them use a car added today. */
const addedToday = async <C extends { id: string }>(car: C): Promise<C> => {
  await t.db.update(cars).set({ created_at: new Date() }).where(eq(cars.id, car.id));
  return car;
};

describe('validation', () => {
  it('refuses every malformed body with 400 and changes nothing', async () => {
    const car = freshCar();
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/cars/edit',
      schema: carEditBodySchema,
      valid: { car_id: car.id, brand: car.brand, model: car.model, plate: 'E-DIT-001', color: 'Red' },
      snapshot: () => t.db.select().from(cars).orderBy(cars.id),
      minCases: 25,
    });
  });

  // The spec's own words (fleet-and-assets.md section 5), written out rather than imported.
  it.each([
    ['brand', '', 'please fill brand'],
    ['brand', '   ', 'please fill brand'],
    ['model', '', 'please fill model'],
    ['plate', '', 'please fill plate'],
    ['plate', '1-ABC-23456', 'plate must be at most 10 characters'],
  ])('%s %j answers the spec’s message', async (field, value, message) => {
    // Any active car (nothing is saved): an archived one answers "only active vehicles" before its fields are read.
    const res = await postCarEdit(admin, { car_id: demoCars.find(activeCar)!.id, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(message);
  });

  it('refuses to edit an archived vehicle, a bicycle’s plate, an unknown id and another company’s car', async () => {
    const archived = freshCar((c) => c.deleted === 1);
    const res = await postCarEdit(admin, { car_id: archived.id, color: 'Red' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(messages.fleet.onlyActiveEditable);
    const bicycle = freshCar((c) => c.type === 'bicycle' && c.deleted === 0);
    expect(errorOf(await postCarEdit(admin, { car_id: bicycle.id, plate: '1-ABC-234' })).fields?.plate).toBe(messages.fleet.noPlateForBicycle);
    expect((await postCarEdit(admin, { car_id: uuidv7(), color: 'Red' })).statusCode).toBe(404);
    const foreign = (await carsOf(t.db, facts.companyId('Other Company')))[0]!;
    expect((await postCarEdit(admin, { car_id: foreign.id, color: 'Red' })).statusCode).toBe(404);
    expect((await carRow(t.db, foreign.id)).color).toBe(foreign.color);
  });
});

describe('who may edit', () => {
  it('read-only users and users without the fleet right get 403', async () => {
    const car = freshCar();
    for (const email of [DEMO_EMAILS.readonly, DEMO_EMAILS.manager]) {
      const res = await postCarEdit(await t.as(email), { car_id: car.id, color: 'Forbidden' });
      expect(res.statusCode, email).toBe(403);
    }
    expect((await carRow(t.db, car.id)).color).toBe(car.color);
  });

  it('a team-only manager with the fleet right edits their teams’ cars only', async () => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const manager = await t.as(DEMO_EMAILS.manager);
    const teams = [facts.teamId('Demo Company', 'Sales'), facts.teamId('Demo Company', 'Logistics')];
    const members = new Set(
      facts
        .peopleOf('Demo Company', { includeFormer: true })
        .filter((p) => p.team_ids.some((id) => teams.includes(id)))
        .map((p) => p.id),
    );
    const mine = freshCar((c) => c.deleted === 0 && c.type === 'car' && members.has(c.related_employee_id ?? ''));
    const theirs = freshCar((c) => c.deleted === 0 && c.type === 'car' && c.related_employee_id !== null && !members.has(c.related_employee_id));
    const pool = freshCar((c) => c.deleted === 0 && c.related_employee_id === null);
    expect((await postCarEdit(manager, { car_id: mine.id, color: 'Managed' })).statusCode).toBe(200);
    for (const car of [theirs, pool]) expect((await postCarEdit(manager, { car_id: car.id, color: 'Managed' })).statusCode).toBe(404);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });
});

describe('the answer', () => {
  it('is the row in list shape with its new version, stamped with the acting user', async () => {
    const car = await addedToday(freshCar());
    const res = await postCarEdit(light, { car_id: car.id, brand: '  Cupra ', model: 'Born', color: '' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: unknown }>();
    const row = carListItemSchema.strict().parse(data);
    expect(row).toMatchObject({ id: car.id, brand: 'Cupra', model: 'Born', color: null, plate: car.plate });
    const stored = await carRow(t.db, car.id);
    expect(row.version).toBe(stored.version);
    expect(row.version).toBeGreaterThan(car.version);
    expect(stored.updated_by).toBe(facts.userId(DEMO_EMAILS.light));
  });
});

describe('base: the values the client last saw', () => {
  it('two edits of different fields from the same old row both land', async () => {
    const car = await addedToday(freshCar());
    const a = await postCarEdit(admin, { car_id: car.id, color: 'Blue', base: { color: car.color } });
    const b = await postCarEdit(light, { car_id: car.id, model: 'Other model', base: { model: car.model } });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await carRow(t.db, car.id)).toMatchObject({ color: 'Blue', model: 'Other model' });
  });

  it('a stale edit of the same field answers 409 with the current row and who changed it', async () => {
    const car = freshCar();
    expect((await postCarEdit(admin, { car_id: car.id, color: 'First', base: { color: car.color } })).statusCode).toBe(200);
    const after = await carRow(t.db, car.id);
    const res = await postCarEdit(light, { car_id: car.id, color: 'Second', base: { color: car.color } });
    expect(res.statusCode).toBe(409);
    const body = res.json<ConflictBody>();
    expect(body.error).toEqual({ code: 'conflict', message: messages.sync.conflict(`Vehicle ${car.plate}`, 'Sophie Laurent') });
    expect(body.current).toMatchObject({ id: car.id, color: 'First', version: after.version });
    expect(body.changed_by).toEqual({ id: facts.userId(DEMO_EMAILS.admin), name: 'Sophie Laurent' });
    expect((await carRow(t.db, car.id)).version).toBe(after.version);
  });

  it('compares trimmed text, with null and empty the same', async () => {
    const car = await addedToday(freshCar());
    await t.db.update(cars).set({ color: null }).where(eq(cars.id, car.id));
    const res = await postCarEdit(admin, { car_id: car.id, color: 'Set', brand: 'Seat', base: { color: '', brand: ` ${car.brand}  ` } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a base naming a field the edit cannot check', async () => {
    const res = await postCarEdit(admin, { car_id: freshCar().id, color: 'X', base: { deleted: 0 } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.['base.deleted']).toBe(messages.sync.unknownBaseField('deleted'));
  });

  it('without base the last write wins', async () => {
    const car = freshCar();
    await postCarEdit(admin, { car_id: car.id, color: 'Admin colour' });
    const res = await postCarEdit(light, { car_id: car.id, color: 'Light colour' });
    expect(res.statusCode).toBe(200);
    expect((await carRow(t.db, car.id)).color).toBe('Light colour');
  });
});
