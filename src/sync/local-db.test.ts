// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { carEdit } from '../shared/fleet/fleet.mutations';
import { LOCAL_SCHEMA_VERSION, LocalDb, localDbStores, schemaVersionOf } from './local-db';
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
    await oldTab.untypedMirror('cars').put({ id: carId, version: 1, type: 'car', brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Red' });
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

describe('the local schema version', () => {
  it('grows by itself when an area adds a table or an index, and the upgrade keeps unsent changes', async () => {
    const stores = localDbStores();
    const withTable = { ...stores, licenses: 'id, employee_id' };
    const withIndex = { ...stores, cars: `${stores.cars}, brand` };
    expect(schemaVersionOf(stores)).toBe(LOCAL_SCHEMA_VERSION);
    expect(schemaVersionOf(withTable)).toBeGreaterThan(LOCAL_SCHEMA_VERSION);
    expect(schemaVersionOf(withIndex)).toBeGreaterThan(LOCAL_SCHEMA_VERSION);

    const name = `area-${Date.now()}`;
    const today = new LocalDb(name);
    const carId = '0190d8a0-0000-7000-8000-000000000002';
    await today.untypedMirror('cars').put({ id: carId, version: 1, type: 'car', brand: 'Audi', model: 'A4', plate: '1-ABC-123', color: 'Red' });
    await mutate(today, carEdit, { car_id: carId, color: 'Green' });
    today.close();

    // The next release, with one more area: its stores, at the version they give.
    const next = new Dexie(name);
    next.version(schemaVersionOf(withTable)).stores(withTable);
    await next.open();
    expect((await next.table('outbox').toArray()).map((i) => [i.name, i.args.color])).toEqual([['car.edit', 'Green']]);
    expect((await next.table('cars').get(carId))?.color).toBe('Green');
    expect(await next.table('licenses').count()).toBe(0);
    next.close();
  });
});
