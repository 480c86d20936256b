// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { tagsUpdate } from '../../src/shared/tags/tags.mutations';
import type { TagsRow } from '../../src/shared/tags/tags.schema';
import type { LocalDb } from '../../src/sync/local-db';
import { mutate } from '../../src/sync/outbox';
import { carsOf } from '../helpers/sync-api';
import { tagsOf } from '../helpers/tags-api';
import { device } from './device';
import { useApiTest } from '../helpers/api-test';

// Tags set offline: in the mirror at once (the car list filters on them), replayed once as
// updateTags when back online, and the server's row replaces the local one.
const { t } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  const demo = (await (await t.as('admin@demo.test')).me()).company.id;
  carIds = (await carsOf(t.db, demo)).filter((c) => c.deleted === 0).map((c) => c.id);
});

const localTags = async (db: LocalDb, id: string) => (await db.mirror('tags').get(id)) as (TagsRow & { _pending?: 1 }) | undefined;

describe('tags set offline', () => {
  it('show at once, are replayed once when back online, and the pull keeps one row', async () => {
    const d = await device(t, 'admin@demo.test');
    await d.pull();
    const carId = carIds[0]!;
    d.net.offline = true;
    await mutate(d.db, tagsUpdate, { related_object: 'car' as const, related_object_id: carId, tag_names: ['Pool'] });
    await mutate(d.db, tagsUpdate, { related_object: 'car' as const, related_object_id: carId, tag_names: ['Pool', 'Electric'] });
    expect(await localTags(d.db, carId)).toMatchObject({ id: carId, related_object: 'car', tag_names: ['Pool', 'Electric'], _pending: 1 });
    expect(await d.replay()).toBe('offline');

    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    expect(d.net.calls.filter((c) => c.path === '/api/tags/updateTags' && c.status === 200)).toHaveLength(2);
    expect(await tagsOf(await t.as('admin@demo.test'), 'car', carId)).toEqual(['Pool', 'Electric']);
    await d.pull();
    const after = await localTags(d.db, carId);
    expect(after).toMatchObject({ tag_names: ['Pool', 'Electric'] });
    expect(after!._pending).toBeUndefined();
    expect(after!.version).toBeGreaterThan(0);
    expect(await d.db.outbox.count()).toBe(0);
    // Replaying again sends nothing more.
    expect(await d.replay()).toBe('done');
    expect(d.net.calls.filter((c) => c.path === '/api/tags/updateTags')).toHaveLength(2);
  });

  it('refused by the server (a read-only user) go back to what the server has', async () => {
    const d = await device(t, 'readonly@demo.test');
    await d.pull();
    const carId = carIds[1]!;
    await mutate(d.db, tagsUpdate, { related_object: 'car' as const, related_object_id: carId, tag_names: ['Not allowed'] });
    expect((await localTags(d.db, carId))?.tag_names).toEqual(['Not allowed']);
    expect(await d.replay()).toBe('done');
    expect(await localTags(d.db, carId)).toBeUndefined();
    expect(d.notices).toHaveLength(1);
  });
});
