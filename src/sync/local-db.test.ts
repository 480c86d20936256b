// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { carEdit } from '../shared/fleet/fleet.mutations';
import { LOCAL_SCHEMA_VERSION, LocalDb, localDbStores } from './local-db';
import { mutate } from './outbox';

/** The app as its next version will be: one more mirrored table. */
class NextVersionDb extends Dexie {
  constructor(name: string) {
    super(name);
    this.version(LOCAL_SCHEMA_VERSION + 1).stores({ ...localDbStores(), licenses: 'id, employee_id' });
  }
}

describe('a new app version with a new local schema', () => {
  it('upgrades in one tab, tells the old tab to reload, and keeps unsent changes', async () => {
    const name = `upgrade-${Date.now()}`;
    const oldTab = new LocalDb(name);
    const carId = '0190d8a0-0000-7000-8000-000000000001';
    await oldTab.mirror('cars').put({ id: carId, version: 1, type: 'car', brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Red' });
    await mutate(oldTab, carEdit, { car_id: carId, color: 'Blue' });
    let toldToReload = false;
    oldTab.on('versionchange', () => {
      toldToReload = true;
    });

    const newTab = new NextVersionDb(name);
    await newTab.open();

    expect(toldToReload).toBe(true);
    expect(newTab.verno).toBe(LOCAL_SCHEMA_VERSION + 1);
    const outbox = await newTab.table('outbox').toArray();
    expect(outbox.map((i) => [i.name, i.args.color])).toEqual([['car.edit', 'Blue']]);
    expect((await newTab.table('cars').get(carId))?.color).toBe('Blue');
    expect(await newTab.table('licenses').count()).toBe(0);
    newTab.close();
  });
});
