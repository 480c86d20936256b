// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../../sync/outbox';
import { LocalDb } from '../../../sync/local-db';
import { readBatch } from '../../lib/bulk-batch';
import { licenseBatchKey, newLicenseBatch, startLicenseBatch } from './license-batch';

// The generic batch's own tests are in lib/bulk-batch.test.ts; here, what the licence assign adds to it.
const product = { id: '0190d8a0-0000-7000-8000-0000000000b1', name: 'Slack' };
const person = (n: number, name: string) => ({ id: `0190d8a0-0000-7000-8000-00000000000${n}`, name });

describe('a licence assign batch', () => {
  it('queues one license.add per person in name order, on the device day, with the batch under the product key', async () => {
    const db = new LocalDb(`license-batch-${Date.now()}`);
    const batch = newLicenseBatch(product, [person(3, 'Cas'), person(1, 'Ann'), person(2, 'Bob')], '2026-11-26');
    expect(batch.items.map((i) => i.label)).toEqual(['Slack for Ann', 'Slack for Bob', 'Slack for Cas']);
    expect(new Set(batch.items.map((i) => i.license_id)).size).toBe(3);
    await startLicenseBatch(db, batch, (def, args, opts) => mutate(db, def, args, opts));
    expect((await readBatch(db, licenseBatchKey(product.id)))?.items.map((i) => i.entity_id)).toEqual(batch.items.map((i) => i.license_id));
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((o) => [o.name, o.label, (o.args as { date_enabled: string }).date_enabled])).toEqual([
      ['license.add', 'Slack for Ann', '2026-11-26'],
      ['license.add', 'Slack for Bob', '2026-11-26'],
      ['license.add', 'Slack for Cas', '2026-11-26'],
    ]);
    const mirrored = await db.mirror('software_licenses').get(batch.items[0]!.license_id);
    expect(mirrored).toMatchObject({ product_id: product.id, employee_id: person(1, 'Ann').id, active: 1, date_enabled: '2026-11-26' });
  });
});
