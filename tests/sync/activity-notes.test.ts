// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteAdd } from '../../src/shared/activity/activity.mutations';
import type { ActivityItem } from '../../src/shared/activity/activity.schema';
import { uuidv7 } from '../../src/shared/ids';
import { SYNC_HEADERS } from '../../src/shared/sync/protocol';
import type { LocalDb } from '../../src/sync/local-db';
import { mutate } from '../../src/sync/outbox';
import { activityPage, withoutActivity } from '../helpers/activity-api';
import { carsOf } from '../helpers/sync-api';
import { device } from './device';
import { useApiTest } from '../helpers/api-test';

// A note written offline: in the feed at once, sent later by the outbox, and kept on the server
// with the time it was written on the device rather than the time it arrived.
const { t, admin } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  const demo = (await admin.me()).company.id;
  carIds = [
    ...(await withoutActivity(
      t.db,
      (await carsOf(t.db, demo)).filter((c) => c.deleted === 0).map((c) => c.id),
    )),
  ];
});
afterEach(() => vi.useRealTimers());

/** One object's feed as the page reads it: the index, newest first. */
const feed = (db: LocalDb, carId: string) =>
  db
    .mirror('activity')
    .where('[related_object+related_object_id+happened_at]')
    .between(['car', carId, Dexie.minKey], ['car', carId, Dexie.maxKey])
    .reverse()
    .toArray() as unknown as Promise<(ActivityItem & { _pending?: 1 })[]>;

describe('a note written offline', () => {
  it('shows at once, is replayed when back online, and keeps the time it was written', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const carId = carIds[0]!;
    d.net.offline = true;
    // The device writes the note two hours ago, by its own clock.
    const writtenAt = new Date(Date.now() - 2 * 3_600_000);
    vi.useFakeTimers({ toFake: ['Date'], now: writtenAt });
    const id = uuidv7();
    await mutate(d.db, noteAdd, { id, related_object: 'car' as const, related_object_id: carId, text: 'Written in the underground car park' });
    vi.useRealTimers();

    const local = await feed(d.db, carId);
    expect(local.map((i) => [i.id, i.event_type, i.event_info_json.text, i._pending])).toEqual([[id, 'note_added', 'Written in the underground car park', 1]]);
    expect(local[0]!.happened_at).toBe(writtenAt.toISOString());
    expect(await d.replay()).toBe('offline');
    expect(await d.db.outbox.count()).toBe(1);

    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    const sent = d.net.calls.filter((c) => c.path === '/api/activity/addNote' && c.status === 200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers[SYNC_HEADERS.madeAt]).toBe(writtenAt.toISOString());

    const server = await activityPage(await t.as('admin@demo.test'), 'car', carId);
    expect(server.data.map((i) => [i.id, i.happened_at])).toEqual([[id, writtenAt.toISOString()]]);
    // The mirror holds the server's row now, and a pull does not add it twice.
    await d.pull();
    const after = await feed(d.db, carId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id, real_name: 'Sophie Laurent', happened_at: writtenAt.toISOString() });
    expect(after[0]!._pending).toBeUndefined();
    expect(after[0]!.version).toBeGreaterThan(0);
  });

  it('refused by the server (here: a read-only user) leaves the feed again, with a message naming the note', async () => {
    const d = await device(t, 'readonly@demo.test');
    await d.pull();
    const carId = carIds[1]!;
    await mutate(d.db, noteAdd, { id: uuidv7(), related_object: 'car' as const, related_object_id: carId, text: 'Not allowed' });
    expect(await feed(d.db, carId)).toHaveLength(1);
    expect(await d.replay()).toBe('done');
    expect(await feed(d.db, carId)).toEqual([]);
    expect(d.notices.map((n) => n.title)).toEqual(['Note “Not allowed”: change not saved']);
  });
});
