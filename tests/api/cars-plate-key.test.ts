import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { useApiTest } from '../helpers/api-test';
import { errorOf, postCar, validCar } from '../helpers/cars-api';

// One plate rule on the server (shared/fleet/plate-key.ts and its SQL twin): '1-ABC-123' and
// '1ABC123' are the same plate for POST /api/cars/car_exists, /add and /edit. The device's
// offline check asks the same rule: tests/sync/cars-offline.test.ts.
const { admin } = useApiTest();

// Demo plates look like 1-ABC-234; this one is the test file's own.
const dashed = `8-PKY-${String(process.pid % 1000).padStart(3, '0')}`;
const bare = dashed.replaceAll('-', '');

describe('a plate written with or without dashes', () => {
  let carId: string;
  beforeAll(async () => {
    const res = await postCar(admin, 'add', validCar({ plate: dashed }));
    expect(res.statusCode, res.body).toBe(200);
    carId = res.json<{ id: string }>().id;
  });

  it('is found by car_exists', async () => {
    const res = await postCar(admin, 'car_exists', { plate: bare });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ exists: boolean; car_id: string | null }>()).toEqual({ exists: true, car_id: carId });
  });

  it('cannot be added a second time', async () => {
    const res = await postCar(admin, 'add', validCar({ plate: bare }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: messages.fleet.plateExists, fields: { plate: messages.fleet.plateExists } });
  });

  it('cannot be given to another vehicle by an edit, but the car itself may be rewritten without dashes', async () => {
    const other = await postCar(admin, 'add', validCar({ plate: `9${dashed.slice(1)}` }));
    expect(other.statusCode, other.body).toBe(200);
    const refused = await postCar(admin, 'edit', { car_id: other.json<{ id: string }>().id, plate: ` ${bare.toLowerCase()} ` });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(messages.fleet.plateExists);
    const own = await postCar(admin, 'edit', { car_id: carId, plate: bare });
    expect(own.statusCode, own.body).toBe(200);
  });
});
