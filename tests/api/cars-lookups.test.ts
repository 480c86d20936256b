import { beforeAll, describe, expect, it } from 'vitest';
import { carExistsBodySchema, carTypesQuerySchema, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { expectBadInputRejected } from '../helpers/bad-input';
import { allCarsApi, postCar, validCar } from '../helpers/cars-api';
import { managerScope } from '../helpers/demo-facts';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// The fleet's small reads: POST /api/cars/car_exists, GET /api/car_types/list and
// GET /api/stats/cars/getFuelTypeInsights.
const { t, facts, admin } = useApiTest();
let demoCars: CarListItem[];
beforeAll(async () => {
  demoCars = await allCarsApi(admin);
});

const exists = async (c: Client, body: Record<string, unknown>) => {
  const res = await postCar(c, 'car_exists', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ exists: boolean; car_id: string | null }>();
};

describe('POST /api/cars/car_exists', () => {
  it('finds an active vehicle of the company by plate, however it is written, but not the one being edited', async () => {
    const car = demoCars.find((c) => c.deleted === 0 && c.plate)!;
    for (const plate of [car.plate!, car.plate!.toLowerCase(), car.plate!.replaceAll('-', ''), ` ${car.plate!.replaceAll('-', ' ')} `]) {
      expect(await exists(admin, { plate }), plate).toEqual({ exists: true, car_id: car.id });
    }
    expect(await exists(admin, { plate: car.plate, car_id: car.id })).toEqual({ exists: false, car_id: null });
    expect(await exists(admin, { plate: 'Z-ZZZ-999' })).toEqual({ exists: false, car_id: null });
  });

  it('ignores archived vehicles and other companies', async () => {
    const archived = demoCars.find((c) => c.deleted === 1 && c.plate)!;
    expect((await exists(admin, { plate: archived.plate })).exists).toBe(false);
    const foreign = (await allCarsApi(await t.as(DEMO_EMAILS.other))).find((c) => c.plate)!;
    expect((await exists(admin, { plate: foreign.plate })).exists).toBe(false);
  });

  it('tells a team-only manager that a plate is taken without naming a vehicle they may not see', async () => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const { members } = managerScope(facts);
    const theirs = demoCars.find((c) => c.deleted === 0 && c.plate && !members.has(c.related_employee_id ?? ''))!;
    expect(await exists(await t.as(DEMO_EMAILS.manager), { plate: theirs.plate })).toEqual({ exists: true, car_id: null });
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });

  it('refuses bad bodies with 400', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/cars/car_exists',
      schema: carExistsBodySchema,
      valid: { plate: '1-ABC-123' },
    });
  });
});

describe('GET /api/car_types/list', () => {
  type Item = { type: string; brand: string; model: string; fuels: string[] };
  const types = async (keyword?: string) => {
    const res = await admin.get('/api/car_types/list', keyword === undefined ? {} : { keyword });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Item[] }>().data;
  };

  it('answers known pairs containing the keyword, folded, at most 50', async () => {
    const all = await types();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.length).toBeLessThanOrEqual(50);
    expect(new Set(all.map((i) => i.type))).toEqual(new Set(['car', 'motorbike', 'bicycle']));
    const tesla = await types('TESLA model');
    expect(tesla.map((i) => `${i.brand} ${i.model}`)).toEqual(['Tesla Model 3', 'Tesla Model Y']);
    expect(tesla[0]).toMatchObject({ type: 'car', fuels: ['electric'] });
    expect((await types('citroën c4')).map((i) => i.model)).toEqual(['C4']);
    expect(await types('no such brand')).toEqual([]);
  });

  it('adds the company’s own brand and model pairs, once', async () => {
    expect((await postCar(admin, 'add', validCar({ brand: 'Lynk & Co', model: '01', fuel: 'hybrid_gas', co2_g_km: '20' }))).statusCode).toBe(200);
    expect((await postCar(admin, 'add', validCar({ brand: 'LYNK & CO', model: '01', fuel: 'hybrid_gas', co2_g_km: '20' }))).statusCode).toBe(200);
    expect(await types('lynk')).toEqual([{ type: 'car', brand: 'Lynk & Co', model: '01', fuels: ['hybrid_gas'] }]);
    expect(await (async () => (await (await t.as(DEMO_EMAILS.other)).get('/api/car_types/list', { keyword: 'lynk' })).json<{ data: Item[] }>().data)()).toEqual(
      [],
    );
  });

  it('refuses bad queries with 400', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/car_types/list',
      schema: carTypesQuerySchema,
      valid: { keyword: 'golf' },
    });
  });
});

describe('GET /api/stats/cars/getFuelTypeInsights', () => {
  const insights = async (c: Client) => {
    const res = await c.get('/api/stats/cars/getFuelTypeInsights');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { fuel: string; count: number }[] }>().data;
  };
  const expected = (cars: CarListItem[]) => {
    const counts = new Map<string, number>();
    for (const c of cars.filter((x) => x.deleted === 0 && x.type !== 'bicycle' && x.fuel)) counts.set(c.fuel!, (counts.get(c.fuel!) ?? 0) + 1);
    return counts;
  };

  it('counts the active vehicles per fuel, bicycles left out, most first', async () => {
    const now = await allCarsApi(admin);
    const data = await insights(admin);
    expect(new Map(data.map((d) => [d.fuel, d.count]))).toEqual(expected(now));
    expect(data.map((d) => d.count)).toEqual([...data.map((d) => d.count)].sort((a, b) => b - a));
  });

  it('counts only what the viewer sees', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    expect(new Map((await insights(other)).map((d) => [d.fuel, d.count]))).toEqual(expected(await allCarsApi(other)));
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const manager = await t.as(DEMO_EMAILS.manager);
    expect(new Map((await insights(manager)).map((d) => [d.fuel, d.count]))).toEqual(expected(await allCarsApi(manager)));
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
    expect((await manager.get('/api/stats/cars/getFuelTypeInsights')).statusCode).toBe(403);
  });
});
