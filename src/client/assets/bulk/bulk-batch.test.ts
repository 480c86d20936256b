// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../../sync/outbox';
import { LocalDb } from '../../../sync/local-db';
import { readBatch } from '../../lib/bulk-batch';
import { BULK_BATCH_KEY, newBatch, startAssetBatch } from './bulk-batch';

// The generic batch's own tests are in lib/bulk-batch.test.ts; here, what the assign adds to it.
const type = { id: '0190d8a0-0000-7000-8000-0000000000a1', name: 'Laptop' };
const person = (n: number, name: string) => ({ id: `0190d8a0-0000-7000-8000-00000000000${n}`, name });
const people = [person(3, 'Cas'), person(1, 'Ann'), person(2, 'Bob')];

describe('a bulk assign batch', () => {
  it('queues one asset.assign per person in name order, labelled, priced, with the batch in meta', async () => {
    const db = new LocalDb(`bulk-assets-${Date.now()}`);
    const batch = newBatch(type, '1299,5', people);
    expect(batch.price).toBe('1299.5');
    expect(batch.items.map((i) => i.label)).toEqual(['Laptop for Ann', 'Laptop for Bob', 'Laptop for Cas']);
    expect(batch.items.every((i) => i.entity_id === i.asset_id)).toBe(true);
    await startAssetBatch(db, batch, (def, args, opts) => mutate(db, def, args, opts));
    expect((await readBatch(db, BULK_BATCH_KEY))?.items.map((i) => i.entity_id)).toEqual(batch.items.map((i) => i.asset_id));
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(
      outbox.map((o) => [o.name, o.label, (o.args as { insert_method: string; price: string }).insert_method, (o.args as { price: string }).price]),
    ).toEqual([
      ['asset.assign', 'Laptop for Ann', 'bulk', '1299.5'],
      ['asset.assign', 'Laptop for Bob', 'bulk', '1299.5'],
      ['asset.assign', 'Laptop for Cas', 'bulk', '1299.5'],
    ]);
  });
});
