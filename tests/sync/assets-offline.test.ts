// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../../src/server/db/schema/people';
import { assetArchive, assetAssign, assetEdit } from '../../src/shared/assets/assets.mutations';
import { BULK_ASSIGN_DELAY_MS, type AssetListItem } from '../../src/shared/assets/assets.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { SyncEngine } from '../../src/sync/engine';
import { mutate } from '../../src/sync/outbox';
import { activityPage } from '../helpers/activity-api';
import { allAssetTypes } from '../helpers/assets-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { device, expectWritesPostedInOrder } from './device';
import { useApiTest } from '../helpers/api-test';

// Assets assigned, edited and archived with no network reach the real app in order once it is
// back; a bulk assign sends one person at a time 600 ms apart, and a person the server refuses
// (they have left) fails alone with 'Could not create asset' while the others are created.
const { t, facts, admin } = useApiTest();
let typeId: (name: string) => string;
let engine: SyncEngine | undefined;
beforeAll(async () => {
  // The engine reads navigator.onLine as a browser has it; Node 20 has no navigator.
  vi.stubGlobal('navigator', { onLine: true });
  const types = await allAssetTypes(admin);
  typeId = (name) => types.find((ty) => ty.name === name)!.id;
});
afterEach(() => engine?.stop());
afterAll(() => vi.unstubAllGlobals());

const serverAsset = async (id: string) => {
  const res = await (await t.as(DEMO_EMAILS.admin)).get(`/api/assets/${id}/detail`);
  return res.statusCode === 200 ? res.json<{ asset: AssetListItem }>().asset : null;
};

describe('an asset assigned, edited and archived offline', () => {
  it('shows in the mirror at once and reaches the server in order when back online', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    engine = new SyncEngine({ db: d.db, fetch: d.net.fetch, notify: (n) => d.notices.push(n) });
    await engine.syncNow();
    d.net.offline = true;

    const owner = facts.peopleOf('Demo Company')[12]!;
    const id = uuidv7();
    await mutate(
      d.db,
      assetAssign,
      {
        id,
        asset_type_id: typeId('Laptop'),
        owner_employee_id: owner.id,
        price: '1499,00',
        vendor: 'Lenovo',
        serial_number: 'PF3OFF01',
        insert_method: 'manual',
      },
      { label: `Laptop for ${owner.name}` },
    );
    await mutate(d.db, assetEdit, { asset_id: id, price: '1399,00', serial_number: 'PF3OFF02' });
    await mutate(d.db, assetArchive, { asset_id: id });
    expect(await d.db.mirror('assets').get(id)).toMatchObject({ price: '1399.00', serial_number: 'PF3OFF02', deleted: 1 });
    expect(await d.db.outbox.count()).toBe(3);

    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ online: false, lastError: null });
    expect(await serverAsset(id)).toBeNull();

    d.net.offline = false;
    await engine.syncNow();
    expect(engine.getStatus().lastError).toBeNull();
    expect(await d.db.outbox.count()).toBe(0);
    expect(d.notices).toEqual([]);
    expectWritesPostedInOrder(d, [
      ['/api/assets/add', 200],
      ['/api/assets/edit', 200],
      ['/api/assets/delete', 200],
    ]);

    // The detail answers archived assets too.
    const server = await serverAsset(id);
    expect(server).toMatchObject({ asset_name: 'Laptop', owner_employee_name: owner.name, price: '1399.00', serial_number: 'PF3OFF02', deleted: 1 });
    const local = (await d.db.mirror('assets').get(id)) as AssetListItem & { _pending?: 1 };
    expect(local._pending).toBeUndefined();
    expect(local).toMatchObject({ asset_name: 'Laptop', owner_employee_name: owner.name, version: server!.version });
    const events = (await activityPage(await t.as(DEMO_EMAILS.admin), 'asset', id)).data.map((a) => a.event_type);
    expect(events.sort()).toEqual(['asset_added', 'asset_archived', 'asset_updated']);
  });
});

describe('a bulk assign of five people, one of whom has left', () => {
  it('creates four, fails one with the server’s message, and waits 600 ms between items', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    const people = facts.peopleOf('Demo Company').slice(20, 25);
    const leaver = people[2]!;
    await t.db.update(employees).set({ active_until: '2025-12-31' }).where(eq(employees.id, leaver.id));
    try {
      const ids: string[] = [];
      for (const p of people) {
        const id = uuidv7();
        ids.push(id);
        await mutate(
          d.db,
          assetAssign,
          { id, asset_type_id: typeId('Headset'), owner_employee_id: p.id, price: '189.00', insert_method: 'bulk' },
          { label: `Headset for ${p.name}` },
        );
      }
      expect(await d.replay()).toBe('done');

      const writes = d.net.calls.filter((c) => c.method === 'POST' && c.path === '/api/assets/add');
      expect(writes.map((c) => c.status)).toEqual([200, 200, 400, 200, 200]);
      // One sleep before each item after the first, of the bulk's delay.
      expect(d.delays).toEqual([BULK_ASSIGN_DELAY_MS, BULK_ASSIGN_DELAY_MS, BULK_ASSIGN_DELAY_MS, BULK_ASSIGN_DELAY_MS]);
      const failed = await d.db.outbox.toArray();
      expect(failed.map((i) => [i.entity_id, i.state, i.error])).toEqual([[ids[2], 'failed', messages.assets.personLeft(leaver.name)]]);
      expect(d.notices).toEqual([
        { kind: 'conflict', title: messages.assets.couldNotCreate, text: `Headset for ${leaver.name}: ${messages.assets.personLeft(leaver.name)}` },
      ]);

      for (const [i, id] of ids.entries()) {
        const server = await serverAsset(id);
        if (i === 2) expect(server).toBeNull();
        else expect(server).toMatchObject({ owner_employee_id: people[i]!.id, insert_method: 'bulk', asset_name: 'Headset' });
      }
      // The refused one leaves the device's mirror too.
      expect(await d.db.mirror('assets').get(ids[2]!)).toBeUndefined();
    } finally {
      await t.db.update(employees).set({ active_until: leaver.active_until }).where(eq(employees.id, leaver.id));
    }
  });
});
