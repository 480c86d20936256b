import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cars } from '../../src/server/db/schema/fleet';
import { employees } from '../../src/server/db/schema/people';
import { carListItemSchema, carsListQuerySchema, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { expectBadInputRejected } from '../helpers/bad-input';
import { postCar, validCar } from '../helpers/cars-api';
import { sortedByDatabase } from '../helpers/people-api';
import { carsOf, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client, type Query } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// GET /api/cars/list and /api/cars/{id}/detail over the demo fleet.
const { t, facts, admin } = useApiTest();
let demoCars: Awaited<ReturnType<typeof carsOf>>;
beforeAll(async () => {
  demoCars = await carsOf(t.db, facts.companyId('Demo Company'));
});

interface CarsAnswer {
  data: CarListItem[];
  count: number;
  has_archived_vehicles: boolean;
}
async function list(c: Client, query: Query = {}): Promise<CarsAnswer> {
  const res = await c.get('/api/cars/list', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CarsAnswer>();
}

describe('the demo fleet', () => {
  it('has every vehicle type, pool cars, archived vehicles, and bicycles without plate or fuel', () => {
    expect(demoCars.length).toBe(60);
    expect(new Set(demoCars.map((c) => c.type))).toEqual(new Set(['car', 'motorbike', 'bicycle']));
    expect(demoCars.filter((c) => c.is_pool_vehicle === 1 && c.related_employee_id === null).length).toBeGreaterThanOrEqual(3);
    expect(demoCars.filter((c) => c.deleted === 1).length).toBeGreaterThanOrEqual(3);
    for (const c of demoCars.filter((x) => x.type === 'bicycle')) expect([c.plate, c.fuel]).toEqual([null, null]);
    for (const c of demoCars.filter((x) => x.type !== 'bicycle')) expect(c.plate).toMatch(/^[12]-[A-Z]{3}-\d{3}$/);
  });
});

describe('GET /api/cars/list', () => {
  it('answers the active vehicles in list shape, with the archived ones behind show_deleted_only', async () => {
    const active = await list(admin, { per_page: 100 });
    expect(active.count).toBe(demoCars.filter((c) => c.deleted === 0).length);
    expect(active.has_archived_vehicles).toBe(true);
    for (const row of active.data) carListItemSchema.strict().parse(row);
    const archived = await list(admin, { per_page: 100, show_deleted_only: '1' });
    expect(archived.data.map((c) => c.id).sort()).toEqual(
      demoCars
        .filter((c) => c.deleted === 1)
        .map((c) => c.id)
        .sort(),
    );
    const other = await list(await t.as(DEMO_EMAILS.other), { per_page: 100 });
    expect(other.count).toBe(8);
    expect(other.has_archived_vehicles).toBe(false);
  });

  it('pages, searches by plate and sorts by the database’s order', async () => {
    const page = await list(admin, { per_page: 7, page: 1, orderby_column: 'plate', orderby_direction: 'desc' });
    expect(page.data).toHaveLength(7);
    expect(await sortedByDatabase(t.db, page.data.map((c) => (c.plate ?? '').toLowerCase()).filter(Boolean), 'desc')).toBe(true);
    const target = demoCars.find((c) => c.plate && c.deleted === 0)!;
    expect((await list(admin, { search_term: target.plate!.toLowerCase() })).data.map((c) => c.id)).toEqual([target.id]);
  });

  it('shows a team-only manager (with the fleet right) only the vehicles of their teams’ people', async () => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const teams = [facts.teamId('Demo Company', 'Sales'), facts.teamId('Demo Company', 'Logistics')];
    const members = new Set(
      facts
        .peopleOf('Demo Company', { includeFormer: true })
        .filter((p) => p.team_ids.some((id) => teams.includes(id)))
        .map((p) => p.id),
    );
    const { data, count } = await list(await t.as(DEMO_EMAILS.manager), { per_page: 100 });
    const expected = demoCars.filter((c) => c.deleted === 0 && members.has(c.related_employee_id ?? ''));
    expect(count).toBe(expected.length);
    expect(data.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });

  it('refuses bad paging, sorting and filters with 400', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/cars/list',
      schema: carsListQuerySchema,
      valid: { page: 0, per_page: 10, show_deleted_only: '0', search_term: 'a', orderby_column: 'brand', orderby_direction: 'asc' },
      snapshot: () => t.db.select().from(cars).orderBy(cars.id),
      minCases: 15,
    });
  });
});

describe('GET /api/cars/{id}/detail', () => {
  // The embedded database's counts are kept until the data changes (server/db/list-count.ts).
  it('counts and orders every write at once: an added, archived or unarchived vehicle, a person renamed behind the list', async () => {
    const before = (await list(admin)).count;
    const car = validCar();
    expect((await postCar(admin, 'add', car)).statusCode).toBe(200);
    expect((await list(admin)).count).toBe(before + 1);
    expect((await postCar(admin, 'delete', { car_id: car.id, date_end: '2026-01-31' })).statusCode).toBe(200);
    expect((await list(admin)).count).toBe(before);
    expect((await list(admin, { show_deleted_only: '1', per_page: 100 })).data.map((c) => c.id)).toContain(car.id);
    expect((await postCar(admin, 'undelete', { car_id: car.id })).statusCode).toBe(200);
    expect((await list(admin)).count).toBe(before + 1);

    const driven = demoCars.find((c) => c.related_employee_id && c.deleted === 0)!;
    const theirs = demoCars.filter((c) => c.related_employee_id === driven.related_employee_id && c.deleted === 0).length;
    expect((await list(admin, { search_term: 'Zyxwvuts' })).count).toBe(0);
    await t.db.update(employees).set({ first_name: 'Zz', last_name: 'Zyxwvuts' }).where(eq(employees.id, driven.related_employee_id!));
    expect((await list(admin, { search_term: 'zyxwvuts' })).count).toBe(theirs);
    expect((await list(admin, { search_term: 'Zyxwvuts' })).count).toBe(theirs);
    // And the person order (kept on the car, cars.person_sort) puts them last of those with a person.
    const byPerson = await list(admin, { orderby_column: 'person', orderby_direction: 'desc', per_page: theirs });
    expect(byPerson.data.map((c) => c.person_name)).toEqual(Array(theirs).fill('Zz Zyxwvuts'));
  });

  // Only a server runs a write beside a count (PGlite runs one query at a time).
  it.runIf(process.env.DATABASE_URL)('counts again once a write that was running during a count ends', async () => {
    const before = (await list(admin)).count;
    const car = demoCars.find((c) => c.deleted === 0)!;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let wrote!: () => void;
    const written = new Promise<void>((r) => (wrote = r));
    // Archived (the sync trigger takes its number from the sequence, as for a route's write), then held uncommitted.
    const archiving = t.db.transaction(async (tx) => {
      await tx.update(cars).set({ deleted: 1 }).where(eq(cars.id, car.id));
      wrote();
      await held;
    });
    await written;
    expect((await list(admin)).count).toBe(before);
    expect((await list(admin)).count).toBe(before);
    release();
    await archiving;
    expect((await list(admin)).count).toBe(before - 1);
    await t.db.update(cars).set({ deleted: 0 }).where(eq(cars.id, car.id));
    expect((await list(admin)).count).toBe(before);
  });

  it('answers the vehicle and its person, and 404 for another company’s vehicle', async () => {
    const car = demoCars.find((c) => c.related_employee_id)!;
    const res = await admin.get(`/api/cars/${car.id}/detail`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ details: CarListItem; employee_details: { id: string; name: string } }>();
    expect(body.details).toMatchObject({ id: car.id, plate: car.plate, related_employee_id: car.related_employee_id });
    expect(body.employee_details).toMatchObject({ id: car.related_employee_id, name: body.details.person_name });
    const foreign = (await carsOf(t.db, facts.companyId('Other Company')))[0]!;
    expect((await admin.get(`/api/cars/${foreign.id}/detail`)).statusCode).toBe(404);
  });
});
