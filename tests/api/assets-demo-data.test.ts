import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../src/server/db/schema/activity';
import { tags } from '../../src/server/db/schema/tags';
import { DEMO_PEOPLE_WITHOUT_ASSETS } from '../../src/server/seed/demo-assets';
import { assignError, draftOfAsset, normalizeAsset } from '../../src/shared/assets/asset-rules';
import type { AssetListItem } from '../../src/shared/assets/assets.schema';
import { allAssetsApi, allAssetTypes } from '../helpers/assets-api';
import { fieldsOf } from '../helpers/custom-fields-api';
import { changedIds, pullAll } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// The demo assets: about 250 over the Demo Company's people, each passing the assign rules, and
// reaching the device with the first pull.
const { t, facts } = useApiTest();
let demo: AssetListItem[];
let other: AssetListItem[];
beforeAll(async () => {
  demo = await allAssetsApi(await t.as(DEMO_EMAILS.admin));
  other = await allAssetsApi(await t.as(DEMO_EMAILS.other));
});

describe('the demo assets', () => {
  it('are 250 in the Demo Company (15 archived) and 10 in Other Company, over 12 and 3 types; 4 more came with an import undone again', async () => {
    const imported = demo.filter((a) => a.serial_number?.startsWith('JB-DEMO-'));
    expect(imported.map((a) => [a.asset_name, a.insert_method, a.deleted])).toEqual(Array(4).fill(['Headset', 'import', 1]));
    expect(demo).toHaveLength(250 + 4);
    expect(demo.filter((a) => a.deleted === 1)).toHaveLength(15 + 4);
    expect(other).toHaveLength(10);
    expect((await allAssetTypes(await t.as(DEMO_EMAILS.admin))).map((ty) => ty.name).sort()).toEqual([
      'Access badge',
      'Desk chair',
      'Docking station',
      'Headset',
      'Keyboard',
      'Laptop',
      'Monitor',
      'Mouse',
      'Printer',
      'Smartphone',
      'Tablet',
      'Webcam',
    ]);
    expect(new Set(other.map((a) => a.asset_name))).toEqual(new Set(['Laptop', 'Smartphone', 'Monitor']));
  });

  it('each passes the assign rules and saves as it is, with an owner who has not left', () => {
    const current = new Set([...facts.peopleOf('Demo Company'), ...facts.peopleOf('Other Company')].map((p) => p.id));
    for (const a of [...demo, ...other]) {
      expect(assignError(draftOfAsset(a)), a.id).toBeNull();
      expect({ ...a, ...normalizeAsset(draftOfAsset(a)) }).toEqual(a);
      expect(current.has(a.owner_employee_id!), a.id).toBe(true);
      expect(a.vendor && a.serial_number && a.price).toBeTruthy();
    }
  });

  it('gives several people 2 to 4 assets, none more, and leaves ten people with none', () => {
    const active = demo.filter((a) => a.deleted === 0);
    const perPerson = new Map<string, number>();
    for (const a of active) perPerson.set(a.owner_employee_id!, (perPerson.get(a.owner_employee_id!) ?? 0) + 1);
    const counts = [...perPerson.values()];
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    expect(counts.filter((n) => n >= 2).length).toBeGreaterThan(20);
    expect(counts.filter((n) => n >= 3).length).toBeGreaterThan(3);
    const holders = new Set(demo.map((a) => a.owner_employee_id));
    expect(facts.peopleOf('Demo Company').filter((p) => !holders.has(p.id))).toHaveLength(DEMO_PEOPLE_WITHOUT_ASSETS);
    // The signed-in demo people hold a laptop, a phone and a monitor each (and maybe more).
    for (const email of [DEMO_EMAILS.admin, DEMO_EMAILS.manager]) {
      const person = facts.peopleOf('Demo Company').find((p) => p.email === email)!;
      expect(active.filter((a) => a.owner_employee_id === person.id).map((a) => a.asset_name)).toEqual(
        expect.arrayContaining(['Laptop', 'Monitor', 'Smartphone']),
      );
    }
  });

  it('mixes insert methods, vendors and prices as an office buys', () => {
    const methods = new Set(demo.map((a) => a.insert_method));
    expect(methods).toEqual(new Set(['manual', 'bulk', 'import']));
    for (const vendor of ['Dell', 'Apple', 'Lenovo', 'HP', 'Logitech', 'Samsung', 'Jabra', 'Steelcase'])
      expect(
        demo.some((a) => a.vendor === vendor),
        vendor,
      ).toBe(true);
    const laptops = demo.filter((a) => a.asset_name === 'Laptop').map((a) => Number(a.price));
    expect(Math.min(...laptops)).toBeGreaterThan(900);
    expect(demo.filter((a) => a.asset_name === 'Access badge').every((a) => Number(a.price) < 20)).toBe(true);
  });

  it('has two asset custom fields with values, a few tags and a short history', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    expect((await fieldsOf(admin, 'asset')).map((f) => [f.name, f.type])).toEqual([
      ['Inventory number', 'auto_incrementing_int'],
      ['Warranty until', 'date'],
    ]);
    const ids = demo.map((a) => a.id);
    expect(
      (
        await t.db
          .select()
          .from(tags)
          .where(and(eq(tags.related_object, 'asset'), inArray(tags.related_object_id, ids)))
      ).length,
    ).toBeGreaterThan(3);
    const items = await t.db
      .select()
      .from(activity)
      .where(and(eq(activity.related_object, 'asset'), inArray(activity.related_object_id, ids)));
    expect(new Set(items.map((i) => i.event_type))).toEqual(new Set(['asset_added', 'asset_updated', 'note_added']));
  });

  it('reaches the device with the first pull: every type and every asset the admin sees', async () => {
    const pages = await pullAll(await t.as(DEMO_EMAILS.admin));
    expect(new Set(changedIds(pages, 'assets'))).toEqual(new Set(demo.map((a) => a.id)));
    expect(changedIds(pages, 'asset_types')).toHaveLength(12);
  });
});
