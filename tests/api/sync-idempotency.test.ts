import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { cars } from '../../src/server/db/schema/fleet';
import { idempotencyKeys, syncClients } from '../../src/server/db/schema/sync';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { MAX_CLIENT_ID_LENGTH, MAX_IDEMPOTENCY_KEY_LENGTH, SYNC_HEADERS } from '../../src/shared/sync/protocol';
import { carRow, carsOf, postCarEdit } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// A replayed write applies once and answers the same; a device's writes apply in order.
const { t, facts, admin } = useApiTest();
let active: string[];
beforeAll(async () => {
  active = (await carsOf(t.db, facts.companyId('Demo Company'))).filter((c) => c.deleted === 0 && c.type !== 'bicycle').map((c) => c.id);
});

let next = 0;
const aCar = () => active[next++]!;
const device = () => `device-${uuidv7()}`;

describe('the same Idempotency-Key again', () => {
  it('answers the first answer byte for byte and changes the car once', async () => {
    const id = aCar();
    const key = uuidv7();
    const edit = { car_id: id, color: 'Teal', base: { color: (await carRow(t.db, id)).color } };
    const first = await postCarEdit(admin, edit, { key });
    expect(first.statusCode, first.body).toBe(200);
    const version = (await carRow(t.db, id)).version;
    expect(first.json<{ data: { version: number } }>().data.version).toBe(version);
    // Its base no longer holds (the car is teal now): answered all the same, not checked again.
    const again = await postCarEdit(admin, edit, { key });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect((await carRow(t.db, id)).version).toBe(version);
  });

  it('after a lost answer (same key, client and number sent again) answers the same and applies nothing twice', async () => {
    const id = aCar();
    const h = { key: uuidv7(), client: device(), seq: 1 };
    const lost = await postCarEdit(admin, { car_id: id, plate: '1-LOS-001' }, h);
    expect(lost.statusCode).toBe(200);
    const version = (await carRow(t.db, id)).version;
    const retry = await postCarEdit(admin, { car_id: id, plate: '1-LOS-001' }, h);
    expect({ status: retry.statusCode, body: retry.body }).toEqual({ status: 200, body: lost.body });
    expect((await carRow(t.db, id)).version).toBe(version);
  });

  it('answers even when two copies arrive at once: one applies, the other replays it', async () => {
    const id = aCar();
    const h = { key: uuidv7(), client: device(), seq: 1 };
    const before = (await carRow(t.db, id)).version;
    const answers = await Promise.all([postCarEdit(admin, { car_id: id, supplier: 'Twice' }, h), postCarEdit(admin, { car_id: id, supplier: 'Twice' }, h)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(answers.filter((a) => a.headers[REPLAYED_HEADER] === 'true')).toHaveLength(1);
    expect(answers[0]!.json<{ data: { version: number } }>().data.version).toBeGreaterThan(before);
  });

  it('stores a 4xx answer and replays it, even once the cause is gone', async () => {
    const id = aCar();
    await t.db.update(cars).set({ deleted: 1 }).where(eq(cars.id, id));
    const key = uuidv7();
    const refused = await postCarEdit(admin, { car_id: id, color: 'Never' }, { key, client: 'device-4xx', seq: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(messages.fleet.onlyActiveEditable);
    await t.db.update(cars).set({ deleted: 0 }).where(eq(cars.id, id));
    const replay = await postCarEdit(admin, { car_id: id, color: 'Never' }, { key, client: 'device-4xx', seq: 1 });
    expect({ status: replay.statusCode, body: replay.body }).toEqual({ status: 400, body: refused.body });
    expect((await carRow(t.db, id)).color).not.toBe('Never');
    // The refused item still moved the device's number on: the client drops it and goes on.
    expect((await postCarEdit(admin, { car_id: id, color: 'Next' }, { key: uuidv7(), client: 'device-4xx', seq: 2 })).statusCode).toBe(200);
  });

  it('stores nothing when the write fails on the server (5xx), so the retry applies', async () => {
    const id = aCar();
    const h = { key: uuidv7(), client: device(), seq: 1 };
    await t.db.execute(sql`alter table cars add constraint test_no_explosions check (color is distinct from 'Explode')`);
    try {
      const failed = await postCarEdit(admin, { car_id: id, color: 'Explode', supplier: 'Boom' }, h);
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table cars drop constraint test_no_explosions`);
    }
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, h.key))).toEqual([]);
    expect(await t.db.select().from(syncClients).where(eq(syncClients.client_id, h.client))).toEqual([]);
    expect((await carRow(t.db, id)).supplier).not.toBe('Boom');
    const retry = await postCarEdit(admin, { car_id: id, color: 'Explode', supplier: 'Boom' }, h);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await carRow(t.db, id)).supplier).toBe('Boom');
  });

  it('with another body or route answers 422 naming the key, and changes nothing', async () => {
    const id = aCar();
    const key = uuidv7();
    expect((await postCarEdit(admin, { car_id: id, color: 'Indigo' }, { key })).statusCode).toBe(200);
    const before = await carRow(t.db, id);
    const otherBody = await postCarEdit(admin, { car_id: id, color: 'Crimson' }, { key });
    const otherRoute = await admin.request({
      method: 'POST',
      url: '/api/cars/undelete',
      payload: { car_id: id },
      headers: { [SYNC_HEADERS.idempotencyKey]: key },
    });
    for (const res of [otherBody, otherRoute]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ error: unknown }>().error).toEqual({
        code: 'invalid_input',
        message: messages.sync.keyReused,
        fields: { [SYNC_HEADERS.idempotencyKey]: messages.sync.keyReused },
      });
      expect(res.headers[REPLAYED_HEADER]).toBeUndefined();
    }
    expect(await carRow(t.db, id)).toEqual(before);
    // The first request itself is still answered from the key.
    expect((await postCarEdit(admin, { car_id: id, color: 'Indigo' }, { key })).headers[REPLAYED_HEADER]).toBe('true');
  });

  it('stored before requests were kept with their key still answers its first answer', async () => {
    const id = aCar();
    const key = uuidv7();
    const first = await postCarEdit(admin, { car_id: id, color: 'Olive' }, { key });
    await t.db.update(idempotencyKeys).set({ request_hash: null }).where(eq(idempotencyKeys.key, key));
    const again = await postCarEdit(admin, { car_id: id, color: 'Other' }, { key });
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: 200, body: first.body });
  });

  it('is refused for another user, who cannot read someone else’s answer', async () => {
    const key = uuidv7();
    expect((await postCarEdit(admin, { car_id: aCar(), color: 'Mine' }, { key })).statusCode).toBe(200);
    const light = await t.as(DEMO_EMAILS.light);
    const res = await postCarEdit(light, { car_id: aCar(), color: 'Yours' }, { key });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(messages.sync.keyOfAnotherUser);
  });
});

describe('old keys', () => {
  it('are forgotten after 7 days, when the company next stores an answer', async () => {
    const companyId = facts.companyId('Demo Company');
    const userId = facts.userId(DEMO_EMAILS.admin);
    const row = (key: string, days: number) => ({
      company_id: companyId,
      key,
      user_id: userId,
      status: 200,
      body: '{}',
      created_at: sql`now() - make_interval(days => ${days})`,
    });
    await t.db.insert(idempotencyKeys).values([row('eight-days-old', 8), row('six-days-old', 6)]);
    expect((await postCarEdit(admin, { car_id: aCar(), color: 'Purge' }, { key: uuidv7() })).statusCode).toBe(200);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} like '%-days-old'`);
    expect(left.map((r) => r.key)).toEqual(['six-days-old']);
  });
});

describe('a device’s mutation numbers', () => {
  it('must rise: a number not above the last applied answers 409 and changes nothing; gaps are fine', async () => {
    const id = aCar();
    const client = device();
    expect((await postCarEdit(admin, { car_id: id, color: 'Five' }, { key: uuidv7(), client, seq: 5 })).statusCode).toBe(200);
    const version = (await carRow(t.db, id)).version;
    for (const seq of [5, 3]) {
      const res = await postCarEdit(admin, { car_id: id, color: `Stale ${seq}` }, { key: uuidv7(), client, seq });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ error: { code: string; message: string } }>().error).toEqual({ code: 'conflict', message: messages.sync.outOfOrder });
    }
    expect((await carRow(t.db, id)).version).toBe(version);
    expect((await postCarEdit(admin, { car_id: id, color: 'Nine' }, { key: uuidv7(), client, seq: 9 })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(syncClients)
      .where(and(eq(syncClients.client_id, client), eq(syncClients.user_id, facts.userId(DEMO_EMAILS.admin))));
    expect(row?.last_seq).toBe(9);
  });

  it('are counted per user: another user on the same device starts at their own numbers', async () => {
    const client = device();
    expect((await postCarEdit(admin, { car_id: aCar(), color: 'A' }, { key: uuidv7(), client, seq: 7 })).statusCode).toBe(200);
    const light = await t.as(DEMO_EMAILS.light);
    expect((await postCarEdit(light, { car_id: aCar(), color: 'B' }, { key: uuidv7(), client, seq: 1 })).statusCode).toBe(200);
  });
});

describe('bad sync headers', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['a key too long', { [SYNC_HEADERS.idempotencyKey]: 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1) }, SYNC_HEADERS.idempotencyKey],
    ['a key with a space', { [SYNC_HEADERS.idempotencyKey]: 'two words' }, SYNC_HEADERS.idempotencyKey],
    ['an empty key', { [SYNC_HEADERS.idempotencyKey]: '' }, SYNC_HEADERS.idempotencyKey],
    ['a client id too long', { [SYNC_HEADERS.clientId]: 'c'.repeat(MAX_CLIENT_ID_LENGTH + 1), [SYNC_HEADERS.mutationSeq]: '1' }, SYNC_HEADERS.clientId],
    ['a number that is text', { [SYNC_HEADERS.clientId]: 'dev', [SYNC_HEADERS.mutationSeq]: 'abc' }, SYNC_HEADERS.mutationSeq],
    ['a negative number', { [SYNC_HEADERS.clientId]: 'dev', [SYNC_HEADERS.mutationSeq]: '-1' }, SYNC_HEADERS.mutationSeq],
    ['a fraction', { [SYNC_HEADERS.clientId]: 'dev', [SYNC_HEADERS.mutationSeq]: '1.5' }, SYNC_HEADERS.mutationSeq],
    ['a number too big', { [SYNC_HEADERS.clientId]: 'dev', [SYNC_HEADERS.mutationSeq]: '1'.repeat(16) }, SYNC_HEADERS.mutationSeq],
    ['a number without a client id', { [SYNC_HEADERS.mutationSeq]: '1' }, SYNC_HEADERS.clientId],
    ['a client id without a number', { [SYNC_HEADERS.clientId]: 'dev' }, SYNC_HEADERS.mutationSeq],
  ];

  it.each(cases)('%s answers 400 naming the header, and changes nothing', async (_name, headers, field) => {
    const id = active[0]!;
    const before = await carRow(t.db, id);
    const res = await admin.request({ method: 'POST', url: '/api/cars/edit', payload: { car_id: id, color: 'Bad header' }, headers });
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ error: { code: string; fields: Record<string, string> } }>().error;
    expect(error.code).toBe('invalid_input');
    expect(error.fields[field]).toBeTruthy();
    expect(await carRow(t.db, id)).toEqual(before);
  });

  it('without any sync header a write simply runs (API users)', async () => {
    const res = await postCarEdit(admin, { car_id: active[0]!, color: 'Plain API' });
    expect(res.statusCode).toBe(200);
    expect((await carRow(t.db, active[0]!)).color).toBe('Plain API');
  });
});
