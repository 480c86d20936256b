// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BULK_ASSIGN_DELAY_MS } from '../../shared/assets/assets.schema';
import { assetAssign } from '../../shared/assets/assets.mutations';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import { LocalDb, type MirrorRow } from '../../sync/local-db';
import type { SyncNotice } from '../../sync/notices';
import { mutate } from '../../sync/outbox';
import { replayOutbox } from '../../sync/replay';
import { replayClock } from '../../../tests/helpers/replay-clock';
import { finishBatch, forgetBatch, itemStates, readBatch, startBatch, summarize, type Batch, type BatchItem, type SettledCheck } from './bulk-batch';

// The generic batch, driven with the assets' bulk assign (the first user of it).
const typeId = '0190d8a0-0000-7000-8000-0000000000a1';
const person = (n: number, name: string) => ({ id: `0190d8a0-0000-7000-8000-00000000000${n}`, name });
const people = [person(1, 'Ann'), person(2, 'Bob'), person(3, 'Cas')];
const KEY = 'test.bulk';

type Item = BatchItem & { person_id: string };
const batchOf = (): Batch<Item> => ({
  started_at: new Date().toISOString(),
  table: 'assets',
  items: people.map((p) => {
    const id = uuidv7();
    return { outbox_id: '', entity_id: id, person_id: p.id, person_name: p.name, label: `Laptop for ${p.name}` };
  }),
});
const queue = (db: LocalDb) => (item: Item) =>
  mutate(
    db,
    assetAssign,
    { id: item.entity_id, asset_type_id: typeId, owner_employee_id: item.person_id, price: null, insert_method: 'bulk' },
    { label: item.label },
  );
const created: SettledCheck<Item> = (_item, row) => row !== undefined;
const rows = async (db: LocalDb, ids: string[]) =>
  new Map((await db.untypedMirror('assets').bulkGet(ids)).filter((r): r is MirrorRow => !!r).map((r) => [r.id, r]));

describe('a bulk batch', () => {
  it('queues one item per person in order, labelled, and keeps the batch with each outbox id in meta', async () => {
    const db = new LocalDb(`bulk-${Date.now()}-a`);
    const stored = await startBatch(db, KEY, batchOf(), queue(db));
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((o) => [o.name, o.label])).toEqual(people.map((p) => ['asset.assign', `Laptop for ${p.name}`]));
    expect(stored.items.map((i) => i.outbox_id)).toEqual(outbox.map((o) => o.id));
    expect((await readBatch(db, KEY))?.items.map((i) => i.outbox_id)).toEqual(outbox.map((o) => o.id));
    const ids = stored.items.map((i) => i.entity_id);
    expect(itemStates(stored.items, outbox, await rows(db, ids), true, created).map((s) => s.state)).toEqual(['sending', 'queued', 'queued']);
    expect(itemStates(stored.items, outbox, await rows(db, ids), false, created).map((s) => s.state)).toEqual(['queued', 'queued', 'queued']);
    await forgetBatch(db, KEY);
    expect(await readBatch(db, KEY)).toBeUndefined();
  });

  it('follows each item through the replay: a refusal fails one person, the others go through, one delay apart', async () => {
    const db = new LocalDb(`bulk-${Date.now()}-b`);
    const batch = await startBatch(db, KEY, batchOf(), queue(db));
    const refused = messages.assets.personLeft('Bob');
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: string; owner_employee_id: string };
      if (body.owner_employee_id === person(2, '').id)
        return new Response(JSON.stringify({ error: { code: 'invalid_input', message: refused, fields: {} } }), { status: 400 });
      return new Response(JSON.stringify({ data: { id: body.id, version: 5, asset_name: 'Laptop' } }), { status: 200 });
    }) as typeof globalThis.fetch;
    const clock = replayClock();
    const notices: SyncNotice[] = [];
    expect(await replayOutbox({ db, fetch, sleep: clock.sleep, now: clock.now, notify: (n) => notices.push(n) })).toBe('done');
    expect(clock.sleeps).toEqual([BULK_ASSIGN_DELAY_MS, BULK_ASSIGN_DELAY_MS]);
    expect(notices).toEqual([{ kind: 'conflict', title: messages.assets.couldNotCreate, text: `Laptop for Bob: ${refused}` }]);

    const states = itemStates(
      batch.items,
      await db.outbox.orderBy('seq').toArray(),
      await rows(
        db,
        batch.items.map((i) => i.entity_id),
      ),
      false,
      created,
    );
    expect(states).toEqual([{ state: 'done' }, { state: 'failed', error: refused }, { state: 'done' }]);
    expect(summarize(states)).toEqual({ total: 3, succeeded: 2, failed: 1, discarded: 0, waiting: 0, settled: 3, finished: true });
    // The final toast is shown once, however many times the page asks.
    expect(await finishBatch(db, KEY, batch.started_at)).toBe(true);
    expect(await finishBatch(db, KEY, batch.started_at)).toBe(false);
  });

  it('calls an item taken out of the outbox that did not go through discarded', () => {
    const batch = batchOf();
    expect(itemStates(batch.items.slice(0, 1), [], new Map(), true, created)).toEqual([{ state: 'discarded' }]);
  });
});
