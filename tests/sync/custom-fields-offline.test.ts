// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { customFieldValuesSet } from '../../src/shared/custom-fields/custom-fields.mutations';
import { customValueKey, type CustomFieldRow, type CustomFieldValuesRow } from '../../src/shared/custom-fields/custom-fields.schema';
import { messages } from '../../src/shared/messages';
import type { LocalDb } from '../../src/sync/local-db';
import { mutate } from '../../src/sync/outbox';
import { fieldsOf, storedValues, valueOn } from '../helpers/custom-fields-api';
import { carsOf } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { device } from './device';
import { useApiTest } from '../helpers/api-test';

// Custom field values filled in offline: in the mirror at once, replayed once as
// setCustomFieldValue with the fields' last seen values as base, so two devices filling different
// fields of one vehicle both land while two changing the same field end in a conflict.
const { t, admin } = useApiTest();
let carIds: string[];
const f: Record<string, CustomFieldRow> = {};
beforeAll(async () => {
  carIds = (await carsOf(t.db, (await admin.me()).company.id)).filter((c) => c.deleted === 0).map((c) => c.id);
  for (const field of await fieldsOf(admin, 'car')) f[field.name] = field;
});

type LocalRow = CustomFieldValuesRow & { _pending?: 1 };
const localRow = async (db: LocalDb, id: string) => (await db.mirror('custom_field_values').get(id)) as LocalRow | undefined;
const setOn = (db: LocalDb, carId: string, values: Record<string, string | null>) =>
  mutate(db, customFieldValuesSet, { object_type: 'car' as const, object_id: carId, values });
const calls = (d: Awaited<ReturnType<typeof device>>) => d.net.calls.filter((c) => c.path === '/api/custom_fields/setCustomFieldValue');

describe('values filled in offline', () => {
  it('show at once, are replayed once when back online, and the pull keeps the server’s row', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    const carId = carIds[0]!;
    const lease = f['Monthly lease']!.id;
    d.net.offline = true;
    await setOn(d.db, carId, { [lease]: '612.50', [f['Parking spot']!.id]: 'P2-017' });
    expect(await localRow(d.db, carId)).toMatchObject({
      id: carId,
      [customValueKey(lease)]: '612.50',
      [customValueKey(f['Parking spot']!.id)]: 'P2-017',
      _pending: 1,
    });
    expect(await d.replay()).toBe('offline');

    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    expect(calls(d).filter((c) => c.status === 200)).toHaveLength(1);
    expect(await storedValues(t.db, carId)).toMatchObject({ [lease]: '612.50', [f['Parking spot']!.id]: 'P2-017' });
    await d.pull();
    const after = await localRow(d.db, carId);
    expect(after).toMatchObject({ [customValueKey(lease)]: '612.50', [customValueKey(f['Fleet number']!.id)]: expect.stringMatching(/^\d+$/) });
    expect(after!._pending).toBeUndefined();
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.replay()).toBe('done');
    expect(calls(d)).toHaveLength(1);
  });

  it('on two devices: different fields both land, the same field gives the later device a conflict', async () => {
    const carId = carIds[1]!;
    const [a, b] = [await device(t, DEMO_EMAILS.admin), await device(t, DEMO_EMAILS.support)];
    await a.pull();
    await b.pull();
    a.net.offline = b.net.offline = true;
    await setOn(a.db, carId, { [f['Parking spot']!.id]: 'P-A' });
    await setOn(b.db, carId, { [f['Fuel card number']!.id]: 'FC-B' });
    a.net.offline = b.net.offline = false;
    expect([await a.replay(), await b.replay()]).toEqual(['done', 'done']);
    expect(await storedValues(t.db, carId)).toMatchObject({ [f['Parking spot']!.id]: 'P-A', [f['Fuel card number']!.id]: 'FC-B' });
    expect([a.notices, b.notices]).toEqual([[], []]);

    const lease = f['Monthly lease']!.id;
    await a.pull();
    await b.pull();
    await setOn(a.db, carId, { [lease]: '450' });
    await setOn(b.db, carId, { [lease]: '480' });
    expect(await a.replay()).toBe('done');
    expect(await b.replay()).toBe('done');
    expect((await storedValues(t.db, carId))![lease]).toBe('450');
    expect(b.notices).toEqual([expect.objectContaining({ kind: 'conflict', text: messages.sync.conflict('Monthly lease', 'Sophie Laurent') })]);
    // B's mirror shows the server's row again, with A's value, and the failed change waits in its panel.
    expect(valueOn((await localRow(b.db, carId))!, lease)).toBe('450');
    expect((await localRow(b.db, carId))!._pending).toBeUndefined();
    expect(await b.db.conflicts.count()).toBe(1);
  });
});
