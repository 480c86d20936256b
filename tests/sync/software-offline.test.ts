// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../../src/server/db/schema/people';
import { isoDay } from '../../src/shared/format';
import { uuidv7 } from '../../src/shared/ids';
import { licenseAdd, licenseDeactivate, licenseReactivate, productAdd } from '../../src/shared/software/software.mutations';
import { softwareMessages } from '../../src/shared/software/software.messages';
import { LICENSE_ASSIGN_DELAY_MS, type LicenseItem, type ProductItem } from '../../src/shared/software/software.schema';
import { mutate } from '../../src/sync/outbox';
import { activityPage } from '../helpers/activity-api';
import { useApiTest } from '../helpers/api-test';
import { DEMO_EMAILS } from '../helpers/test-app';
import { device, expectWritesPostedInOrder } from './device';

// A product made, licences assigned and one deactivated with no network reach the real app in
// order once it is back, each licence 500 ms after the one before; the days are the device's. A
// person who left meanwhile is refused alone ('Could not assign licence'), the rest goes on.
const { t, facts } = useApiTest();
beforeAll(() => vi.stubGlobal('navigator', { onLine: true }));
afterAll(() => vi.unstubAllGlobals());

const asAdmin = () => t.as(DEMO_EMAILS.admin);
const serverProduct = async (id: string) => {
  const res = await (await asAdmin()).get(`/api/software/products/${id}/detail`);
  return res.statusCode === 200 ? res.json<{ details: ProductItem }>().details : null;
};
const serverLicense = async (id: string) => {
  const res = await (await asAdmin()).get(`/api/software/licenses/${id}/detail`);
  return res.statusCode === 200 ? res.json<{ details: LicenseItem }>().details : null;
};

describe('software made offline', () => {
  it('a product, three licences and a deactivation reach the server in order, with the device’s days', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    d.net.offline = true;
    const today = isoDay(new Date());
    const people = facts.peopleOf('Demo Company').slice(30, 33);
    const productId = uuidv7();
    await mutate(d.db, productAdd, { id: productId, name: 'Offline Notes Pro', url: 'offlinenotes.example', insert_method: 'manual' });
    const licenseIds = people.map(() => uuidv7());
    for (const [i, p] of people.entries()) {
      await mutate(d.db, licenseAdd, { id: licenseIds[i]!, product_id: productId, employee_id: p.id, date_enabled: today, insert_method: 'manual' });
    }
    await mutate(d.db, licenseDeactivate, { license_id: licenseIds[1]!, date: today });
    expect(await d.db.mirror('software_products').get(productId)).toMatchObject({ name: 'Offline Notes Pro', deleted: 0 });
    expect(await d.db.mirror('software_licenses').get(licenseIds[1]!)).toMatchObject({ active: 0, date_deactivated: today });
    expect(await d.replay()).not.toBe('done');
    expect(await serverProduct(productId)).toBeNull();

    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    expect(d.notices).toEqual([]);
    expectWritesPostedInOrder(d, [
      ['/api/software/products/add', 200],
      ['/api/software/licenses/add', 200],
      ['/api/software/licenses/add', 200],
      ['/api/software/licenses/add', 200],
      ['/api/software/licenses/delete', 200],
    ]);
    // A pause after each licence add (the documented per-item delay), none after the others.
    expect(d.delays.filter((ms) => ms === LICENSE_ASSIGN_DELAY_MS).length).toBeGreaterThanOrEqual(3);

    expect(await serverProduct(productId)).toMatchObject({ name: 'Offline Notes Pro', url: 'offlinenotes.example' });
    expect(await serverLicense(licenseIds[0]!)).toMatchObject({ employee_id: people[0]!.id, active: 1, date_enabled: today, date_deactivated: null });
    expect(await serverLicense(licenseIds[1]!)).toMatchObject({ active: 0, date_deactivated: today });
    const feed = (await activityPage(await asAdmin(), 'license', licenseIds[1]!)).data.map((a) => a.event_type);
    expect(feed.sort()).toEqual(['license_assigned', 'license_deactivated']);

    // Reactivated offline too: the day is cleared on both sides.
    d.net.offline = true;
    await mutate(d.db, licenseReactivate, { license_id: licenseIds[1]!, date: today });
    expect(await d.db.mirror('software_licenses').get(licenseIds[1]!)).toMatchObject({ active: 1, date_deactivated: null });
    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    expect(await serverLicense(licenseIds[1]!)).toMatchObject({ active: 1, date_deactivated: null });
  });

  it('a person who left meanwhile is refused alone; the other licences are assigned', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    const people = facts.peopleOf('Demo Company').slice(40, 43);
    const leaver = people[1]!;
    const productId = uuidv7();
    d.net.offline = true;
    await mutate(d.db, productAdd, { id: productId, name: 'Leavers Check', url: 'leavers.example', insert_method: 'manual' });
    const ids = people.map(() => uuidv7());
    for (const [i, p] of people.entries()) {
      await mutate(d.db, licenseAdd, { id: ids[i]!, product_id: productId, employee_id: p.id, date_enabled: isoDay(new Date()), insert_method: 'manual' });
    }
    await t.db.update(employees).set({ active_until: '2025-12-31' }).where(eq(employees.id, leaver.id));
    try {
      d.net.offline = false;
      expect(await d.replay()).toBe('done');
      const adds = d.net.calls.filter((c) => c.method === 'POST' && c.path === '/api/software/licenses/add');
      expect(adds.map((c) => c.status)).toEqual([200, 400, 200]);
      expect(d.notices).toEqual([
        { kind: 'conflict', title: softwareMessages.couldNotAssign, text: expect.stringContaining(softwareMessages.personLeft(leaver.name)) as string },
      ]);
      expect(await serverLicense(ids[0]!)).toMatchObject({ active: 1 });
      expect(await serverLicense(ids[1]!)).toBeNull();
      expect(await serverLicense(ids[2]!)).toMatchObject({ active: 1 });
    } finally {
      await t.db.update(employees).set({ active_until: null }).where(eq(employees.id, leaver.id));
    }
  });
});
