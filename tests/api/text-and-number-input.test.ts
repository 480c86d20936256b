import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { useApiTest } from '../helpers/api-test';
import { validCar } from '../helpers/cars-api';
import { errorOf } from '../helpers/test-app';

// What the API does with control characters, dates it cannot store and loose numbers
// (src/shared/input-schemas.ts); the generated-input test covers every route, these say the rule.
const { admin } = useApiTest();

const training = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  name: 'Input training',
  cost: '10',
  is_visible_for_employees: 1,
  is_price_visible_for_employees: 1,
  selected_teams: '',
  falls_under_fla: 0,
  ...over,
});

describe('control characters', () => {
  it('are removed from the texts of a car, which is saved', async () => {
    const car = validCar({ brand: 'Sko\u0000da', color: 'Gr\u0001ey', specifics: 'line 1\nline\u0000 2' });
    const res = await admin.post('/api/cars/add', car);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Record<string, unknown> }>().data).toMatchObject({ brand: 'Skoda', color: 'Grey', specifics: 'line 1\nline 2' });
  });

  it('are removed from a search, on lists and exports alike', async () => {
    for (const url of ['/api/cars/list', '/api/cars/list/excel', '/api/assets/list', '/api/trainings/list', '/api/employees/list']) {
      const res = await admin.request({ method: 'GET', url: `${url}?search_term=%00` });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('are removed from a training’s name', async () => {
    const res = await admin.post('/api/trainings/add', training({ name: 'First\u0000 aid' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { name: string } }>().data.name).toBe('First aid');
  });
});

describe('dates', () => {
  it('sent as dd/mm/yyyy or of year 0000 are refused with the form the API takes', async () => {
    for (const date of ['01/05/2022', '0000-01-01']) {
      const res = await admin.post('/api/trainings/add', training({ date }));
      expect(res.statusCode, date).toBe(400);
      expect(errorOf(res).fields).toEqual({ date: messages.validation.isoDate });
    }
    expect(messages.validation.isoDate).toMatch(/yyyy-mm-dd/);
  });
});

describe('number flags', () => {
  it('refuse null, empty text, booleans and arrays instead of storing them as 0 or 1', async () => {
    for (const value of [null, '', true, [2]]) {
      const res = await admin.post('/api/trainings/add', training({ is_visible_for_employees: value }));
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(errorOf(res).fields?.is_visible_for_employees, JSON.stringify(value)).toBe(messages.validation.unknownValue(['0', '1', '2']));
    }
    expect((await admin.post('/api/trainings/add', training({ is_visible_for_employees: '1' }))).statusCode).toBe(200);
  });
});
