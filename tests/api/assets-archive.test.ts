import { describe, expect, it } from 'vitest';
import { assets } from '../../src/server/db/schema/assets';
import { assetIdBodySchema, type AssetListItem } from '../../src/shared/assets/assets.schema';
import { messages } from '../../src/shared/messages';
import { activityPage } from '../helpers/activity-api';
import { addAssetApi, useAssetsTest, listAssetsApi, postAsset } from '../helpers/assets-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { managerScope } from '../helpers/demo-facts';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// POST /api/assets/delete (archive, anyone who may edit) and /api/assets/undelete (admins only,
// fleet-and-assets.md sections 4 and 6).
const s = useAssetsTest();

const insider = () => s.facts.peopleOf('Demo Company').find((p) => managerScope(s.facts).members.has(p.id))!;
const fresh = () => addAssetApi(s.admin, s.typeNamed('Tablet').id, insider().id);
const data = (res: { json: <T>() => T }) => res.json<{ data: AssetListItem }>().data;

describe('archiving and unarchiving', () => {
  it('archives an active asset: it leaves the list for the archived one, with asset_archived', async () => {
    const a = await fresh();
    const res = await postAsset(s.admin, 'delete', { asset_id: a.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ id: a.id, deleted: 1 });
    expect((await listAssetsApi(s.admin, { per_page: 2000 })).data.map((x) => x.id)).not.toContain(a.id);
    expect((await listAssetsApi(s.admin, { per_page: 2000, show_deleted_only: '1' })).data.map((x) => x.id)).toContain(a.id);
    const feed = (await activityPage(s.admin, 'asset', a.id)).data;
    expect(feed.find((x) => x.event_type === 'asset_archived')?.event_info_json).toEqual({ asset_name: 'Tablet' });
  });

  it('an admin unarchives it, with asset_unarchived', async () => {
    const a = await fresh();
    await postAsset(s.admin, 'delete', { asset_id: a.id });
    const res = await postAsset(s.admin, 'undelete', { asset_id: a.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).deleted).toBe(0);
    expect((await activityPage(s.admin, 'asset', a.id)).data.map((x) => x.event_type)).toContain('asset_unarchived');
  });

  it('a team-only manager and a light user archive, but may not unarchive (admins only)', async () => {
    for (const email of [DEMO_EMAILS.manager, DEMO_EMAILS.light]) {
      const a = await fresh();
      const c = await s.t.as(email);
      expect((await postAsset(c, 'delete', { asset_id: a.id })).statusCode, email).toBe(200);
      const res = await postAsset(c, 'undelete', { asset_id: a.id });
      expect(res.statusCode, email).toBe(403);
      expect(errorOf(res).code).toBe('forbidden');
    }
  });

  it('read-only users may do neither', async () => {
    const a = await fresh();
    const readonly = await s.t.as(DEMO_EMAILS.readonly);
    expect((await postAsset(readonly, 'delete', { asset_id: a.id })).statusCode).toBe(403);
    expect((await postAsset(readonly, 'undelete', { asset_id: a.id })).statusCode).toBe(403);
  });

  it('says when the asset is in the wrong state', async () => {
    const a = await fresh();
    const notArchived = await postAsset(s.admin, 'undelete', { asset_id: a.id });
    expect(notArchived.statusCode).toBe(400);
    expect(errorOf(notArchived).message).toBe(messages.assets.notArchived);
    await postAsset(s.admin, 'delete', { asset_id: a.id });
    const twice = await postAsset(s.admin, 'delete', { asset_id: a.id });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toBe(messages.assets.onlyActiveArchivable);
  });

  it('an asset of another company is not found', async () => {
    const other = await s.t.as(DEMO_EMAILS.other);
    const a = await fresh();
    for (const path of ['delete', 'undelete'] as const) {
      const res = await postAsset(other, path, { asset_id: a.id });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(messages.assets.assetNotFound);
    }
  });

  it('refuses every malformed body with 400 and changes nothing', async () => {
    const a = await fresh();
    for (const url of ['/api/assets/delete', '/api/assets/undelete']) {
      await expectBadInputRejected({
        app: s.t.app,
        cookie: s.admin.cookie,
        method: 'POST',
        url,
        schema: assetIdBodySchema,
        valid: { asset_id: a.id },
        snapshot: () => s.t.db.select().from(assets).orderBy(assets.id),
        minCases: 5,
      });
    }
  });
});
