import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import { segmentDeleteBodySchema, segmentSaveBodySchema, segmentsListQuerySchema } from '../../src/shared/segments/segments.schema';
import { expectBadInputRejected } from '../helpers/bad-input';
import { loadDemoFacts } from '../helpers/demo-facts';
import { deleteSegment, errorOf, saveSegment, savedSegment, segmentBody, segmentRows, segmentsOf } from '../helpers/segments-api';
import { syncHeaders } from '../helpers/sync-api';
import { useApiTest } from '../helpers/api-test';

// getSegments, save and delete: the built-ins first, the company's own after them by name; a
// save creates or replaces; every refusal says what is wrong where, and changes nothing.
const { t, admin } = useApiTest();

const snapshot = () => segmentRows(t.db);

describe('validation', () => {
  it('refuses every malformed save, delete and list with 400 and changes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/segments/save',
      schema: segmentSaveBodySchema,
      valid: segmentBody(),
      snapshot,
      validStatus: 200,
    });
    const doomed = await savedSegment(admin);
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/segments/delete',
      schema: segmentDeleteBodySchema,
      valid: { id: doomed },
      snapshot,
      validStatus: 200,
    });
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/segments/list',
      schema: segmentsListQuerySchema,
      valid: { object_type: 'employee' },
    });
  });

  it('names each problem of a definition at its condition, with the builder’s words, writing nothing', async () => {
    const salesTeam = (await loadDemoFacts(t.db)).teamId('Demo Company', 'Sales');
    const before = await snapshot();
    const cases: [object: 'car' | 'employee', condition: Record<string, unknown>, path: string, message: string][] = [
      ['car', { field: 'nope', op: 'equals', value: 'x' }, 'field', 'Unknown field "nope".'],
      ['car', { field: 'fuel', op: 'contains', value: 'el' }, 'op', '"Fuel" cannot use "contains"; choose one of: "is", "is not", "is empty", "is not empty".'],
      ['car', { field: 'plate', op: 'equals' }, 'value', '"Plate" needs a value.'],
      ['car', { field: 'plate', op: 'equals', value: '   ' }, 'value', '"Plate" needs a value.'],
      ['car', { field: 'is_pool_vehicle', op: 'equals', value: 'yes' }, 'value', '"Pool vehicle" needs 1 (yes) or 0 (no).'],
      [
        'car',
        { field: 'fuel', op: 'equals', value: 'steam' },
        'value',
        '"Fuel" must be one of: gas, diesel, electric, fuel_cells, natural_gas, hybrid_diesel, hybrid_gas, lpg, fake_hybrid_diesel, fake_hybrid_gas.',
      ],
      ['car', { field: 'team', op: 'in_team', value: 'Sales' }, 'value', '"Team of the person" needs a team.'],
      ['car', { field: 'team', op: 'equals', value: salesTeam }, 'op', '"Team of the person" cannot use "is"; choose one of: "is in team".'],
      ['employee', { field: 'joined', op: 'after', value: '31/12/2025' }, 'value', '"Joined" needs a date as YYYY-MM-DD, e.g. 2024-03-31.'],
      ['employee', { field: 'joined', op: 'before', value: '2025-02-30' }, 'value', '"Joined" needs a date as YYYY-MM-DD, e.g. 2024-03-31.'],
      ['car', { field: 'is_pool_vehicle', op: 'empty' }, 'op', '"Pool vehicle" cannot use "is empty"; choose one of: "is", "is not".'],
    ];
    for (const [object, condition, path, message] of cases) {
      const conditions = [{ field: object === 'car' ? 'brand' : 'name', op: 'contains', value: 'a' }, condition];
      const res = await saveSegment(admin, segmentBody({ object_type: object, definition: { match: 'all', conditions: conditions as never } }));
      expect(res.statusCode, JSON.stringify(condition)).toBe(400);
      expect(errorOf(res)).toEqual({ code: 'invalid_input', message, fields: { [`definition.conditions.1.${path}`]: message } });
    }
    const many = Array.from({ length: 21 }, () => ({ field: 'brand', op: 'contains' as const, value: 'a' }));
    const tooMany = await saveSegment(admin, segmentBody({ definition: { match: 'all', conditions: many } }));
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields?.['definition.conditions']).toBe('A segment has at most 20 conditions.');
    expect(await snapshot()).toEqual(before);
  });

  it('needs a name of at most 100 characters, free for the type whatever its case, and not a built-in’s', async () => {
    const before = await snapshot();
    const taken = 'A segment with this name already exists for this kind of item.';
    const cases: [string, string][] = [
      ['  ', 'This field is required.'],
      ['x'.repeat(101), 'Must be at most 100 characters.'],
      [' pool VEHICLES ', taken],
      ['archived', taken],
      ['All vehicles', taken],
    ];
    for (const [name, message] of cases) {
      const res = await saveSegment(admin, segmentBody({ name }));
      expect(res.statusCode, name).toBe(400);
      expect(errorOf(res).fields?.name).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
    // Taken for cars is free for people, and 100 characters are fine.
    expect(
      (await saveSegment(admin, segmentBody({ object_type: 'employee', name: 'Pool vehicles', definition: { match: 'all', conditions: [] } }))).statusCode,
    ).toBe(200);
    expect((await saveSegment(admin, segmentBody({ name: 'x'.repeat(100) }))).statusCode).toBe(200);
  });
});

describe('save, list and delete', () => {
  it('lists the built-ins first, then the company’s own by name, each with its definition', async () => {
    const id = await savedSegment(admin, {
      name: 'aaa First by name',
      definition: { match: 'any', conditions: [{ field: 'color', op: 'contains', value: ' Blue ' }] },
    });
    const list = await segmentsOf(admin, 'car');
    expect(list.slice(0, 2)).toEqual([
      {
        id: 'all',
        name: 'All vehicles',
        object_type: 'car',
        built_in: true,
        definition: { match: 'all', conditions: [{ field: 'deleted', op: 'equals', value: '0' }] },
      },
      {
        id: 'archived',
        name: 'Archived',
        object_type: 'car',
        built_in: true,
        definition: { match: 'all', conditions: [{ field: 'deleted', op: 'equals', value: '1' }] },
      },
    ]);
    expect(list[2]).toEqual({
      id,
      name: 'aaa First by name',
      object_type: 'car',
      built_in: false,
      definition: { match: 'any', conditions: [{ field: 'color', op: 'contains', value: 'Blue' }] },
    });
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(['Electric and hybrid', 'Pool vehicles', 'Sales team cars', 'Leased from Arval']));
    expect((await segmentsOf(admin, 'employee')).map((s) => s.name)).toEqual(expect.arrayContaining(['All people', 'Inactive', 'Joined this year']));
    expect((await segmentsOf(admin, 'asset')).map((s) => s.name)).toEqual(expect.arrayContaining(['All assets', 'Archived']));
    // The software area brings the licences' built-ins (SharedArea.segments); the demo has two of its own.
    const licenseSegments = await segmentsOf(admin, 'license');
    expect(licenseSegments.map((s) => s.name)).toEqual(expect.arrayContaining(['Deactivated this year', 'Sales team licences']));
    expect(licenseSegments.slice(0, 3).map((s) => [s.id, s.name, s.built_in])).toEqual([
      ['all', 'All, grouped by product', true],
      ['active', 'Active licences', true],
      ['inactive', 'Inactive licences', true],
    ]);
  });

  it('creates under the client’s id, replaces name and definition on the next save, keeps the type', async () => {
    const body = segmentBody({ name: 'Electric only' });
    const first = await saveSegment(admin, body);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<{ data: Record<string, unknown> }>().data;
    expect(created).toEqual({ ...body, version: expect.any(Number) });
    const renamed = await saveSegment(admin, {
      ...body,
      name: 'Diesel only',
      definition: { match: 'all', conditions: [{ field: 'fuel', op: 'equals', value: 'diesel' }] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: { version: number; name: string } }>().data.version).toBeGreaterThan(created.version as number);
    expect((await segmentsOf(admin, 'car')).find((s) => s.id === body.id)?.name).toBe('Diesel only');
    // Its own name again is no clash.
    expect((await saveSegment(admin, { ...body, name: 'DIESEL ONLY' })).statusCode).toBe(200);
    const moved = await saveSegment(admin, { ...body, object_type: 'employee', definition: { match: 'all', conditions: [] } });
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved).fields?.object_type).toBe('A segment cannot be moved to another kind of item.');
  });

  it('deletes, answering that the row is gone; an unknown id is 404', async () => {
    const id = await savedSegment(admin);
    const res = await deleteSegment(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect((await segmentsOf(admin, 'car')).map((s) => s.id)).not.toContain(id);
    const again = await deleteSegment(admin, id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('This segment does not exist.');
  });

  it('answers a replayed save once: the same answer, one row', async () => {
    const body = segmentBody();
    const headers = syncHeaders({ key: uuidv7(), client: 'segments-test', seq: 1 });
    const first = await admin.request({ method: 'POST', url: '/api/segments/save', payload: body, headers });
    const replay = await admin.request({ method: 'POST', url: '/api/segments/save', payload: body, headers });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect((await segmentRows(t.db)).filter((r) => r.id === body.id).map((r) => r.name)).toEqual([body.name]);
  });
});
