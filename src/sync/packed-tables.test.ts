// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import Dexie, { liveQuery, type Table } from 'dexie';
import { describe, expect, it } from 'vitest';
import { PACK_MAX_ROWS, packedTables, putPacked } from './packed-tables';

// A packed table must read exactly as the same rows stored one per record, through every Dexie
// call the app makes (and those it may): the same writes go to a packed and a plain database, and
// every read is compared.

type Car = { id: string; version: number; plate: string; related_employee_id?: string | null; deleted: 0 | 1; brand: string };
type Activity = { id: string; version: number; related_object: string; related_object_id: string; happened_at: string };
const STORES = { cars: 'id, related_employee_id, deleted', activity: 'id, [related_object+related_object_id+happened_at]', meta: 'key' };

class Db extends Dexie {
  cars!: Table<Car, string>;
  activity!: Table<Activity, string>;
  constructor(name: string, packed: boolean) {
    super(name);
    this.version(1).stores(STORES);
    if (packed) this.use(packedTables(['cars', 'activity']));
  }
}
let n = 0;
const pair = () => {
  n++;
  return { packed: new Db(`packed-${n}`, true), plain: new Db(`plain-${n}`, false) };
};
/** A page of a download: one pack in the packed database, rows one by one in the plain one. */
const page = (db: Db, rows: Car[], packed: boolean) =>
  db.transaction('rw', db.cars, async () => {
    if (packed) await putPacked(db, 'cars', rows);
    else await db.cars.bulkPut(rows);
  });

const car = (i: number, extra: Partial<Car> = {}): Car => ({
  id: `c${String(i).padStart(4, '0')}`,
  version: i,
  plate: `P-${i}`,
  related_employee_id: i % 11 === 0 ? null : `e${i % 10}`,
  deleted: i % 7 === 0 ? 1 : 0,
  brand: 'VW',
  ...extra,
});

/** Cars 1 to n. */
const carsUpTo = (n: number) => Array.from({ length: n }, (_, i) => car(i + 1));

/** Every read shape the app uses on mirror tables, and the Collection calls it may use. */
async function reads(db: Db) {
  const c = db.cars;
  return {
    all: await c.toArray(),
    count: await c.count(),
    get: await Promise.all(['c0001', 'c0007', 'c0150', 'nope'].map((id) => c.get(id))),
    bulkGet: await c.bulkGet(['c0003', 'x', 'c0120', 'c0044']),
    byPerson: await c.where('related_employee_id').equals('e3').toArray(),
    anyOf: await c.where('related_employee_id').anyOf(['e1', 'e2']).toArray(),
    idsAnyOf: await c.where('id').anyOf(['c0002', 'c0149', 'zz']).toArray(),
    notDeleted: await c.where('deleted').equals(0).count(),
    below: await c.where('related_employee_id').below('e4').count(),
    filterFirst: await c.filter((x) => x.brand === 'edited').first(),
    filterCount: await c
      .where('deleted')
      .equals(0)
      .filter((x) => x.related_employee_id === 'e1')
      .count(),
    reverseKeys: await c.orderBy('related_employee_id').reverse().limit(4).primaryKeys(),
    uniqueKeys: await c.orderBy('related_employee_id').uniqueKeys(),
    paged: await c.offset(10).limit(3).toArray(),
    each: await (async () => {
      const seen: string[] = [];
      await c
        .where('related_employee_id')
        .equals('e4')
        .each((x) => seen.push(x.id));
      return seen;
    })(),
  };
}

describe('a packed table reads as the same rows stored one by one', () => {
  it('after pages, edits, deletes, re-adds, updates, modify and a clear, in a random order', async () => {
    const { packed, plain } = pair();
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = () => Math.floor(random() * 200);
    const step = async (what: (db: Db, isPacked: boolean) => Promise<unknown>) => {
      await what(packed, true);
      await what(plain, false);
      expect(await reads(packed)).toEqual(await reads(plain));
    };
    for (let round = 0; round < 80; round++) {
      const op = random();
      const id = pick();
      if (op < 0.2) {
        // A page, sometimes with rows again in a newer version, sometimes only new rows (then the
        // sorted entries already made are extended, not made again).
        const fresh = random() < 0.5;
        const rows = Array.from({ length: 30 }, (_, k) =>
          car(fresh ? 1000 + round * 30 + k : pick(), { version: 1000 + round, brand: round % 2 ? 'VW' : 'Volvo' }),
        );
        const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
        await step((db, isPacked) => page(db, unique, isPacked));
      } else if (op < 0.45) await step((db) => db.cars.put(car(id, { related_employee_id: `e${round % 10}`, brand: 'edited' })));
      else if (op < 0.65) await step((db) => db.cars.delete(car(id).id));
      else if (op < 0.8) await step((db) => db.cars.update(car(id).id, { brand: 'edited', deleted: 1 }));
      else if (op < 0.9)
        await step((db) =>
          db.cars
            .where('related_employee_id')
            .equals(`e${id % 10}`)
            .modify({ plate: `M-${round}` }),
        );
      else if (op < 0.93) await step((db) => db.cars.clear());
      else
        await step((db) =>
          db.cars
            .where('related_employee_id')
            .equals(`e${id % 10}`)
            .delete(),
        );
      if (round === 0) await step((db, isPacked) => page(db, carsUpTo(150), isPacked));
    }
  });

  it('reads a compound index range backwards with a limit, as the activity feed does', async () => {
    const { packed, plain } = pair();
    const acts = Array.from({ length: 30 }, (_, i) => ({
      id: `a${i}`,
      version: i,
      related_object: 'car',
      related_object_id: i % 2 ? 'x' : 'y',
      happened_at: `2026-01-${String(i + 1).padStart(2, '0')}`,
    }));
    await packed.transaction('rw', packed.activity, () => putPacked(packed, 'activity', acts));
    await plain.activity.bulkPut(acts);
    for (const db of [packed, plain])
      await db.activity.put({ id: 'a99', version: 99, related_object: 'car', related_object_id: 'x', happened_at: '2026-02-01' });
    const feed = (db: Db) =>
      db.activity
        .where('[related_object+related_object_id+happened_at]')
        .between(['car', 'x', Dexie.minKey], ['car', 'x', Dexie.maxKey])
        .reverse()
        .limit(3)
        .toArray();
    expect((await feed(packed)).map((a) => a.id)).toEqual(['a99', 'a29', 'a27']);
    expect(await feed(packed)).toEqual(await feed(plain));
    // A prefix of the compound index (Dexie's virtual index).
    expect(await packed.activity.where('[related_object+related_object_id]').equals(['car', 'y']).count()).toBe(15);
  });
});

describe('packs', () => {
  it('hold a page in records of PACK_MAX_ROWS rows at most, and a later page wins over an earlier one for the same row', async () => {
    const { packed } = pair();
    await page(packed, carsUpTo(100), true);
    await page(packed, [car(10, { version: 5000, brand: 'newer' })], true);
    expect((await packed.cars.get('c0010'))?.brand).toBe('newer');
    const records = () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(packed.name);
        open.onsuccess = () => {
          const count = open.result.transaction('cars').objectStore('cars').count();
          count.onsuccess = () => (resolve(count.result), open.result.close());
        };
      });
    expect(await records()).toBe(3); // the directory and two packs
    await page(
      packed,
      Array.from({ length: 2 * PACK_MAX_ROWS + 1 }, (_, i) => car(1000 + i)),
      true,
    );
    expect(await records()).toBe(6); // three more packs
    expect(await packed.cars.count()).toBe(100 + 2 * PACK_MAX_ROWS + 1);
  });

  it('hand out copies: changing a row read changes nothing stored', async () => {
    const { packed } = pair();
    await page(packed, [car(1)], true);
    const row = (await packed.cars.get('c0001'))!;
    row.brand = 'scribbled';
    expect((await packed.cars.get('c0001'))?.brand).toBe('VW');
    expect((await packed.cars.toArray())[0]?.brand).toBe('VW');
  });

  it('wake liveQuery on a pack write and on a change of a packed row', async () => {
    const { packed } = pair();
    await page(packed, carsUpTo(20), true);
    const seen: number[] = [];
    const sub = liveQuery(() => packed.cars.where('related_employee_id').equals('e2').count()).subscribe((v) => seen.push(v));
    const settle = () => new Promise((r) => setTimeout(r, 60));
    await settle();
    await packed.cars.update('c0012', { related_employee_id: 'e8' });
    await settle();
    await page(packed, [car(102)], true);
    await settle();
    sub.unsubscribe();
    expect(seen).toEqual([2, 1, 2]);
  });

  it('are seen by another connection (the pull worker, another tab), with its own copy kept current', async () => {
    const { packed } = pair();
    const other = new Db(packed.name, true);
    await page(packed, carsUpTo(10), true);
    expect(await other.cars.count()).toBe(10);
    await page(packed, [car(50)], true);
    await packed.cars.delete('c0001');
    expect(await other.cars.count()).toBe(10);
    expect(await other.cars.get('c0001')).toBeUndefined();
    await packed.cars.clear();
    expect(await other.cars.count()).toBe(0);
    other.close();
  });

  it('are read and written inside one transaction with the rows stored alone', async () => {
    const { packed } = pair();
    await packed.transaction('rw', packed.cars, async () => {
      await putPacked(packed, 'cars', [car(1), car(2)]);
      await packed.cars.put(car(2, { brand: 'alone' }));
      expect((await packed.cars.get('c0002'))?.brand).toBe('alone');
      expect(await packed.cars.count()).toBe(2);
    });
    expect(() => putPacked(packed, 'cars', [car(3)])).toThrow(/inside a transaction/);
  });
});
