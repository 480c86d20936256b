import { beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../src/server/db/schema/tags';
import { updateTagsBodySchema } from '../../src/shared/tags/tags.schema';
import { activityPage } from '../helpers/activity-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { carsOf } from '../helpers/sync-api';
import { fieldsOf, suggestionsOf, tagsOf, updateTags, usedTagsOf } from '../helpers/tags-api';
import { useApiTest } from '../helpers/api-test';

// The four tag calls: the set replaced, names trimmed and deduplicated, the limits with their
// messages, and suggestions from the names used on objects of the type.
const { t, admin, facts } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  carIds = (await carsOf(t.db, facts.companyId('Demo Company'))).filter((c) => c.deleted === 0).map((c) => c.id);
});

const snapshot = () => t.db.select().from(tags).orderBy(tags.id);

describe('validation', () => {
  it('refuses every malformed body with 400 and writes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/tags/updateTags',
      schema: updateTagsBodySchema,
      valid: { related_object: 'car', related_object_id: carIds[0]!, tag_names: ['Lease'] },
      snapshot,
      validStatus: 200,
    });
  });

  it('refuses an empty name, 51 characters and 21 tags with the messages, writing nothing', async () => {
    const car = carIds[1]!;
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [['  '], 'a tag needs a name'],
      [['x'.repeat(51)], 'a tag may be at most 50 characters'],
      [Array.from({ length: 21 }, (_, i) => `Tag ${i}`), 'an item may have at most 20 tags'],
    ];
    for (const [names, message] of cases) {
      const res = await updateTags(admin, 'car', car, names);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(fieldsOf(res))).toContain(message);
    }
    expect(await snapshot()).toEqual(before);
    const ok = await updateTags(admin, 'car', car, ['x'.repeat(50), ...Array.from({ length: 19 }, (_, i) => `Tag ${i}`)]);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('updateTags and list', () => {
  it('replaces the set, trims names and drops case-insensitive duplicates', async () => {
    const car = carIds[2]!;
    expect(await tagsOf(admin, 'car', car)).toEqual([]);
    const res = await updateTags(admin, 'car', car, [' Lease ', 'Electric', 'lease', 'ELECTRIC', 'Pool']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      id: car,
      related_object: 'car',
      related_object_id: car,
      tag_names: ['Lease', 'Electric', 'Pool'],
    });
    expect(await tagsOf(admin, 'car', car)).toEqual(['Lease', 'Electric', 'Pool']);
    expect((await updateTags(admin, 'car', car, ['Pool'])).statusCode).toBe(200);
    expect(await tagsOf(admin, 'car', car)).toEqual(['Pool']);
    expect((await updateTags(admin, 'car', car, [])).statusCode).toBe(200);
    expect(await tagsOf(admin, 'car', car)).toEqual([]);
  });

  it("writes what was added and removed on the object's feed, and nothing when the set stays the same", async () => {
    const car = carIds[5]!;
    const tagItems = async () => (await activityPage(admin, 'car', car)).data.filter((i) => i.event_type === 'tags_updated');
    await updateTags(admin, 'car', car, ['Lease', 'Winter']);
    await updateTags(admin, 'car', car, ['lease', 'Pool']);
    await updateTags(admin, 'car', car, ['Lease', 'Pool']);
    const items = await tagItems();
    expect(items.map((i) => i.event_info_json)).toEqual([
      { added: ['Pool'], removed: ['Winter'] },
      { added: ['Lease', 'Winter'], removed: [] },
    ]);
    const me = (await admin.get('/api/me')).json<{ user: { name: string } }>();
    expect(items[0]!.real_name).toBe(me.user.name);
  });
});

describe('listUsedTags and suggest', () => {
  it('lists the names used on objects of the type, and suggests by prefix, case-insensitively', async () => {
    await updateTags(admin, 'car', carIds[3]!, ['Winter tyres', 'Lease']);
    await updateTags(admin, 'car', carIds[4]!, ['lease', 'Wagon']);
    const used = await usedTagsOf(admin, 'car');
    expect(used).toEqual(expect.arrayContaining(['Winter tyres', 'Wagon']));
    expect(used.filter((n) => n.toLowerCase() === 'lease')).toHaveLength(1);
    expect(await usedTagsOf(admin, 'employee')).toEqual([]);
    expect(await suggestionsOf(admin, 'car', 'w')).toEqual(['Wagon', 'Winter tyres']);
    expect(await suggestionsOf(admin, 'car', 'WIN')).toEqual(['Winter tyres']);
    expect(await suggestionsOf(admin, 'car', 'zz')).toEqual([]);
    expect((await admin.get('/api/tags/car/listUsedTags', { related_object_subtype: 'any' })).statusCode).toBe(200);
    expect((await admin.get('/api/tags/boat/suggest', { keyword: 'w' })).statusCode).toBe(400);
  });
});
