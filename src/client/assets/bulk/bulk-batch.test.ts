// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BULK_ASSIGN_DELAY_MS } from '../../../shared/assets/assets.schema';
import { messages } from '../../../shared/messages';
import { LocalDb, type MirrorRow } from '../../../sync/local-db';
import type { SyncNotice } from '../../../sync/notices';
import { replayOutbox } from '../../../sync/replay';
import { finishBatch, itemStates, newBatch, readBatch, startBatch, summarize } from './bulk-batch';

const type = { id: '0190d8a0-0000-7000-8000-0000000000a1', name: 'Laptop' };
const person = (n: number, name: string) => ({ id: `0190d8a0-0000-7000-8000-00000000000${n}`, name });
const people = [person(3, 'Cas'), person(1, 'Ann'), person(2, 'Bob')];

const rows = async (db: LocalDb, ids: string[]) => new Map((await db.mirror('assets').bulkGet(ids)).filter((r): r is MirrorRow => !!r).map((r) => [r.id, r]));

describe('a bulk assign batch', () => {
  it('queues one asset.assign per person in name order, labelled, with the batch in meta', async () => {
    const db = new LocalDb(`bulk-${Date.now()}-a`);
    const batch = newBatch(type, '1299,5', people);
    expect(batch.price).toBe('1299.5');
    expect(batch.items.map((i) => i.label)).toEqual(['Laptop for Ann', 'Laptop for Bob', 'Laptop for Cas']);
    await startBatch(db, batch);
    expect((await readBatch(db))?.items.map((i) => i.asset_id)).toEqual(batch.items.map((i) => i.asset_id));
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((o) => [o.name, o.label, (o.args as { insert_method: string }).insert_method])).toEqual([
      ['asset.assign', 'Laptop for Ann', 'bulk'],
      ['asset.assign', 'Laptop for Bob', 'bulk'],
      ['asset.assign', 'Laptop for Cas', 'bulk'],
    ]);
    const ids = batch.items.map((i) => i.asset_id);
    expect(itemStates(batch.items, outbox, await rows(db, ids), true).map((s) => s.state)).toEqual(['sending', 'queued', 'queued']);
    expect(itemStates(batch.items, outbox, await rows(db, ids), false).map((s) => s.state)).toEqual(['queued', 'queued', 'queued']);
  });

  it('follows each item through the replay: a refusal fails one person, the others are created, 600 ms apart', async () => {
    const db = new LocalDb(`bulk-${Date.now()}-b`);
    const batch = newBatch(type, null, people);
    await startBatch(db, batch);
    const refused = messages.assets.personLeft('Bob');
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: string; owner_employee_id: string };
      if (body.owner_employee_id === person(2, '').id) return new Response(JSON.stringify({ error: { code: 'invalid_input', message: refused, fields: {} } }), { status: 400 });
      return new Response(JSON.stringify({ data: { id: body.id, version: 5, asset_name: 'Laptop' } }), { status: 200 });
    }) as typeof globalThis.fetch;
    const sleeps: number[] = [];
    const notices: SyncNotice[] = [];
    expect(await replayOutbox({ db, fetch, sleep: async (ms) => void sleeps.push(ms), notify: (n) => notices.push(n) })).toBe('done');
    expect(sleeps).toEqual([BULK_ASSIGN_DELAY_MS, BULK_ASSIGN_DELAY_MS]);
    expect(notices).toEqual([{ kind: 'conflict', title: messages.assets.couldNotCreate, text: `Laptop for Bob: ${refused}` }]);

    const states = itemStates(batch.items, await db.outbox.orderBy('seq').toArray(), await rows(db, batch.items.map((i) => i.asset_id)), false);
    expect(states).toEqual([{ state: 'created' }, { state: 'failed', error: refused }, { state: 'created' }]);
    expect(summarize(states)).toEqual({ total: 3, created: 2, failed: 1, waiting: 0, settled: 3, done: true });
    // The final toast is shown once, however many times the page asks.
    expect(await finishBatch(db, batch.started_at)).toBe(true);
    expect(await finishBatch(db, batch.started_at)).toBe(false);
  });

  it('calls an item taken out of the outbox discarded', () => {
    const batch = newBatch(type, null, [people[0]!]);
    expect(itemStates(batch.items, [], new Map(), true)).toEqual([{ state: 'discarded' }]);
  });
});
