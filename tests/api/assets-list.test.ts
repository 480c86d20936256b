import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, assetTypes } from '../../src/server/db/schema/assets';
import { employees } from '../../src/server/db/schema/people';
import { pendingAssetsOf } from '../../src/shared/assets/asset-rules';
import { assetsListQuerySchema, type AssetListItem } from '../../src/shared/assets/assets.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
// The lists' rule on both sides (db/text-sql.ts, the device's list): case folded, accents kept.
import { foldText } from '../../src/shared/segments/segment-values';
import { addAssetApi, useAssetsTest, listAssetsApi } from '../helpers/assets-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { fieldNamed } from '../helpers/custom-fields-api';
import { leakedIds, managerScope } from '../helpers/demo-facts';
import { savedSegment } from '../helpers/segments-api';
import { DEMO_EMAILS, errorOf, type Client } from '../helpers/test-app';

// GET /api/assets/list, /api/assets/{id}/detail and /api/assets/employee/{id}/pendingAssets:
// scope, segments, search, order, custom columns, and what each role sees.
const s = useAssetsTest();
let all: AssetListItem[];
beforeAll(async () => {
  all = (await listAssetsApi(s.admin, { per_page: 2000 })).data;
});

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const cmp = (a: string | null, b: string | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : foldText(a) < foldText(b) ? -1 : foldText(a) > foldText(b) ? 1 : 0;

describe('the list', () => {
  it('pages the active assets, default 10 by asset name, count of all', async () => {
    const first = await listAssetsApi(s.admin);
    expect(first.data).toHaveLength(10);
    expect(first.count).toBe(all.length);
    expect(all.every((a) => a.deleted === 0)).toBe(true);
    const second = await listAssetsApi(s.admin, { page: 1 });
    expect(ids(second.data)).toEqual(ids(all.slice(10, 20)));
    // per_page 2000 with use_readreplica: the spec's one-call fetch.
    expect((await listAssetsApi(s.admin, { per_page: 2000, use_readreplica: '1' })).data).toHaveLength(all.length);
  });

  it('sorts on asset, person and serial number both ways: folded text, ties by id, empty values last', async () => {
    for (const [column, value] of [
      ['asset', (a: AssetListItem) => a.asset_name],
      ['person', (a: AssetListItem) => a.owner_employee_name],
      ['serial_number', (a: AssetListItem) => a.serial_number],
    ] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = (await listAssetsApi(s.admin, { per_page: 2000, orderby_column: column, orderby_direction: direction })).data;
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [value(rows[i - 1]!), value(rows[i]!)];
          const order = a === null || b === null ? cmp(a, b) : direction === 'asc' ? cmp(a, b) : cmp(b, a);
          expect(order <= 0, `${column} ${direction} at ${i}: ${a} / ${b}`).toBe(true);
          if (order === 0) expect(rows[i - 1]!.id < rows[i]!.id).toBe(true);
        }
      }
    }
  });

  it('sorts on a custom field (cf_{id}) and adds the requested ones as custom_fields', async () => {
    const inventory = await fieldNamed(s.admin, 'asset', 'Inventory number');
    const warranty = await fieldNamed(s.admin, 'asset', 'Warranty until');
    const res = await listAssetsApi(s.admin, {
      per_page: 2000,
      orderby_column: `cf_${inventory.id}`,
      orderby_direction: 'desc',
      requested_cf_ids: `${inventory.id},${warranty.id}`,
    });
    const numbers = res.data.map((r) => Number(r.custom_fields![inventory.id]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(res.data.some((r) => /^\d{2}\/\d{2}\/\d{4}$|^\d{4}-\d{2}-\d{2}$/.test(String(r.custom_fields![warranty.id])))).toBe(true);
    const unknown = await s.admin.get('/api/assets/list', { orderby_column: `cf_${uuidv7()}` });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe(messages.people.unknownColumn);
  });

  it('searches asset name, person, serial number and vendor, ignoring case and accents', async () => {
    const sample = all.find((a) => a.serial_number && a.owner_employee_name)!;
    for (const term of ['laptop', sample.owner_employee_name!.toUpperCase(), sample.serial_number!.toLowerCase(), 'steelcase']) {
      const rows = (await listAssetsApi(s.admin, { per_page: 2000, search_term: term })).data;
      const needle = foldText(term);
      const expected = all.filter((a) =>
        [a.asset_name, a.owner_employee_name, a.serial_number, a.vendor].some((v) => v !== null && foldText(v).includes(needle)),
      );
      expect(ids(rows).sort(), term).toEqual(ids(expected).sort());
      expect(rows.length, term).toBeGreaterThan(0);
    }
  });

  it('the archived assets with show_deleted_only=1 or the built-in segment, and a custom segment', async () => {
    const archived = await listAssetsApi(s.admin, { per_page: 2000, show_deleted_only: '1' });
    expect(archived.count).toBeGreaterThanOrEqual(15);
    expect(archived.data.every((a) => a.deleted === 1)).toBe(true);
    expect(ids((await listAssetsApi(s.admin, { per_page: 2000, segment_id: 'archived' })).data).sort()).toEqual(ids(archived.data).sort());
    const segment = await savedSegment(s.admin, {
      object_type: 'asset',
      definition: { match: 'all', conditions: [{ field: 'vendor', op: 'equals', value: 'Apple' }] },
    });
    const apple = await listAssetsApi(s.admin, { per_page: 2000, segment_id: segment });
    expect(apple.count).toBe(all.filter((a) => a.vendor === 'Apple').length);
    expect(apple.count).toBeGreaterThan(0);
  });

  it('a team-only manager sees the assets of their teams’ people only', async () => {
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const { members } = managerScope(s.facts);
    const seen = (await listAssetsApi(manager, { per_page: 2000 })).data;
    expect(seen.length).toBeGreaterThan(0);
    expect(ids(seen).sort()).toEqual(ids(all.filter((a) => a.owner_employee_id && members.has(a.owner_employee_id))).sort());
  });

  it('every role sees the list (no right of its own); the other company sees only its own', async () => {
    for (const email of [DEMO_EMAILS.readonly, DEMO_EMAILS.light])
      expect((await listAssetsApi(await s.t.as(email), { per_page: 2000 })).count).toBe(all.length);
    const other = await s.t.as(DEMO_EMAILS.other);
    const res = await other.get('/api/assets/list', { per_page: 2000 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(10);
    expect(leakedIds(res.body, s.facts.idsOf('Demo Company'))).toEqual([]);
    expect(leakedIds(res.body, new Set(ids(all)))).toEqual([]);
  });

  it('refuses every malformed query with 400', async () => {
    await expectBadInputRejected({
      app: s.t.app,
      cookie: s.admin.cookie,
      method: 'GET',
      url: '/api/assets/list',
      schema: assetsListQuerySchema,
      valid: { per_page: 30, orderby_column: 'person' },
      minCases: 20,
    });
  });
});

describe('the detail', () => {
  it('answers the asset with its owner’s avatar, no policy yet, and its custom fields', async () => {
    const a = all.find((x) => x.owner_employee_id)!;
    const res = await s.admin.get(`/api/assets/${a.id}/detail`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ asset: AssetListItem; asset_policy_details: null; custom_fields: { name: string }[] }>();
    expect(body.asset).toEqual(a);
    expect(body.asset).toHaveProperty('owner_employee_avatar');
    expect(body.asset_policy_details).toBeNull();
    expect(body.custom_fields.map((f) => f.name)).toEqual(expect.arrayContaining(['Inventory number', 'Warranty until']));
  });

  it('404 for an asset not seen (other company, outside the manager’s teams, unknown)', async () => {
    const { members } = managerScope(s.facts);
    const outside = all.find((a) => a.owner_employee_id && !members.has(a.owner_employee_id))!;
    for (const [c, id] of [
      [await s.t.as(DEMO_EMAILS.other), all[0]!.id],
      [await s.t.as(DEMO_EMAILS.manager), outside.id],
      [s.admin, uuidv7()],
    ] as [Client, string][]) {
      const res = await c.get(`/api/assets/${id}/detail`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(messages.assets.assetNotFound);
    }
  });
});

describe('pending assets of a person', () => {
  it('lists the person’s active assets by name, as pendingAssetsOf does on the device', async () => {
    const owner = all.find((a) => a.owner_employee_id && all.filter((b) => b.owner_employee_id === a.owner_employee_id).length >= 2)!.owner_employee_id!;
    const extra = await addAssetApi(s.admin, s.typeNamed('Webcam').id, owner);
    const [archivedOne] = await s.t.db.select().from(assets).where(eq(assets.owner_employee_id, owner));
    await s.t.db.update(assets).set({ deleted: 1 }).where(eq(assets.id, archivedOne!.id));
    const res = await s.admin.get(`/api/assets/employee/${owner}/pendingAssets`);
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json<{ pending_assets: { asset_id: string; asset_name: string }[] }>().pending_assets;
    const now = (await listAssetsApi(s.admin, { per_page: 2000 })).data;
    expect(pending).toEqual(pendingAssetsOf(now, owner));
    expect(pending.map((p) => p.asset_id)).toContain(extra.id);
    expect(pending.map((p) => p.asset_id)).not.toContain(archivedOne!.id);
  });

  it('an empty list for someone without assets; 404 for a person not seen', async () => {
    const holders = new Set(all.map((a) => a.owner_employee_id));
    const without = s.facts.peopleOf('Demo Company').find((p) => !holders.has(p.id))!;
    expect((await s.admin.get(`/api/assets/employee/${without.id}/pendingAssets`)).json()).toEqual({ pending_assets: [] });
    const { members } = managerScope(s.facts);
    const outside = s.facts.peopleOf('Demo Company').find((p) => !members.has(p.id))!;
    expect((await (await s.t.as(DEMO_EMAILS.manager)).get(`/api/assets/employee/${outside.id}/pendingAssets`)).statusCode).toBe(404);
    expect((await (await s.t.as(DEMO_EMAILS.other)).get(`/api/assets/employee/${without.id}/pendingAssets`)).statusCode).toBe(404);
  });
});

// Last: it renames a type and a person (and puts them back), which moves their assets' versions.
describe('the orders after a rename', () => {
  // The type's and the owner's names are kept on the asset for its indexed orders (migration 0020).
  it('orders by a type or an owner renamed behind the list at once', async () => {
    const before = (await listAssetsApi(s.admin, { per_page: 2000 })).data;
    const owned = before.find((a) => a.owner_employee_id)!;
    const [type, owner] = [owned.asset_type_id, owned.owner_employee_id!];
    await s.t.db.update(assetTypes).set({ name: 'Zzz type' }).where(eq(assetTypes.id, type));
    await s.t.db.update(employees).set({ first_name: 'Zz', last_name: 'Owner' }).where(eq(employees.id, owner));
    const ofType = before.filter((a) => a.asset_type_id === type).length;
    const byType = await listAssetsApi(s.admin, { orderby_column: 'asset', orderby_direction: 'desc', per_page: ofType });
    expect(byType.data.map((a) => a.asset_name)).toEqual(Array(ofType).fill('Zzz type'));
    const theirs = before.filter((a) => a.owner_employee_id === owner).length;
    const byOwner = await listAssetsApi(s.admin, { orderby_column: 'person', orderby_direction: 'desc', per_page: theirs });
    expect(byOwner.data.map((a) => a.owner_employee_name)).toEqual(Array(theirs).fill('Zz Owner'));
    // As they were, for the tests after this one.
    const [first, ...rest] = owned.owner_employee_name!.split(' ');
    await s.t.db.update(assetTypes).set({ name: owned.asset_name }).where(eq(assetTypes.id, type));
    await s.t.db
      .update(employees)
      .set({ first_name: first!, last_name: rest.join(' ') })
      .where(eq(employees.id, owner));
    expect((await listAssetsApi(s.admin, { per_page: 2000 })).data.map((a) => [a.id, a.asset_name, a.owner_employee_name])).toEqual(
      before.map((a) => [a.id, a.asset_name, a.owner_employee_name]),
    );
  });
});
