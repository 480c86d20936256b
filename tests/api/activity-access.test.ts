import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activity } from '../../src/server/db/schema/activity';
import { cars } from '../../src/server/db/schema/fleet';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { addItems, getActivity, noteOn, postNote, withoutActivity } from '../helpers/activity-api';
import { carsInsideAndOutside, leakedIds, managerScope } from '../helpers/demo-facts';
import { carsOf, changedIds, pullAll, pullPage, removedIds, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// An object's feed is seen and written by exactly those who may see the object: the fleet right
// and a team-only manager's teams for cars, the teams for people, never another company. The same
// holds for what the pull puts in each mirror.
const { t, facts, admin, manager } = useApiTest();
let demoId: string;
let teamPerson: string;
let outsider: string;
let teamCar: string;
let otherCar: string;
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
  const { members } = managerScope(facts);
  teamPerson = [...members][3]!;
  outsider = facts.peopleOf('Demo Company').find((p) => !members.has(p.id))!.id;
  const all = (await carsOf(t.db, demoId)).filter((c) => c.deleted === 0);
  const quiet = await withoutActivity(
    t.db,
    all.map((c) => c.id),
  );
  const fleet = all.filter((c) => quiet.has(c.id));
  ({ inside: teamCar, outside: otherCar } = carsInsideAndOutside(fleet, members));
  for (const [type, id] of [
    ['car', teamCar],
    ['car', otherCar],
    ['employee', teamPerson],
    ['employee', outsider],
  ] as const) {
    await addItems(t.db, { companyId: demoId, userId: facts.userId(DEMO_EMAILS.admin), type, objectId: id, count: 2 });
  }
});

const status = async (c: Client, type: 'car' | 'employee', id: string) => (await getActivity(c, type, id)).statusCode;
const itemsOf = async (id: string) => t.db.select().from(activity).where(eq(activity.related_object_id, id));

describe('reading a feed', () => {
  it('follows the object: fleet right for cars, teams for a team-only manager', async () => {
    const readonly = await t.as(DEMO_EMAILS.readonly);
    expect([await status(readonly, 'car', teamCar), await status(readonly, 'employee', outsider)]).toEqual([200, 200]);
    // The manager has no fleet right: no car, even of their teams.
    expect([await status(manager, 'car', teamCar), await status(manager, 'employee', teamPerson), await status(manager, 'employee', outsider)]).toEqual([
      404, 200, 404,
    ]);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    expect([await status(manager, 'car', teamCar), await status(manager, 'car', otherCar)]).toEqual([200, 404]);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });

  it('answers another company 404 for every object, without a word of it', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    for (const [type, id] of [
      ['car', teamCar],
      ['employee', teamPerson],
    ] as const) {
      const res = await getActivity(other, type, id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(id);
      expect(res.body).not.toContain('Item 1');
    }
  });
});

describe('adding a note', () => {
  it('is refused to read-only users, and 404 where the object is not seen, writing nothing', async () => {
    const readonly = await t.as(DEMO_EMAILS.readonly);
    expect((await postNote(readonly, noteOn('car', teamCar))).statusCode).toBe(403);
    expect((await postNote(manager, noteOn('employee', outsider))).statusCode).toBe(404);
    expect((await postNote(manager, noteOn('car', teamCar))).statusCode).toBe(404);
    expect((await postNote(await t.as(DEMO_EMAILS.other), noteOn('car', teamCar))).statusCode).toBe(404);
    expect(await itemsOf(teamCar)).toHaveLength(2);
    expect(await itemsOf(outsider)).toHaveLength(2);
  });

  it('is open to every writing user on what they see', async () => {
    expect((await postNote(manager, noteOn('employee', teamPerson, 'Manager note'))).statusCode).toBe(200);
    expect((await postNote(await t.as(DEMO_EMAILS.light), noteOn('car', otherCar, 'Light note'))).statusCode).toBe(200);
  });
});

describe('the mirror (pull)', () => {
  it('gets a team-only manager the items of their teams’ people only, and no car’s', async () => {
    const pages = await pullAll(manager);
    const objects = new Set(pages.flatMap((p) => p.changes.activity ?? []).map((i) => i.related_object_id));
    expect(objects.has(teamPerson)).toBe(true);
    expect([...objects].filter((id) => id === outsider || id === teamCar || id === otherCar)).toEqual([]);
  });

  it('never sends another company’s items', async () => {
    const pages = await pullAll(await t.as(DEMO_EMAILS.other));
    const forbidden = new Set((await t.db.select({ id: activity.id }).from(activity).where(eq(activity.company_id, demoId))).map((r) => r.id));
    expect(forbidden.size).toBeGreaterThan(0);
    expect(leakedIds(JSON.stringify(pages), forbidden)).toEqual([]);
  });

  it('removes a car’s items from a manager’s mirror when its person leaves their teams, and removes them for all when it is deleted', async () => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const start = (await pullAll(manager)).at(-1)!;
    const ids = (await itemsOf(teamCar)).map((i) => i.id).sort();
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) =>
      tx.update(cars).set({ related_employee_id: outsider }).where(eq(cars.id, teamCar)),
    );
    const moved = await pullPage(manager, { cursor: start.cursor, scope: start.scope });
    expect(removedIds([moved], 'activity').sort()).toEqual(ids);
    const forAdmin = (await pullAll(admin)).at(-1)!;
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) => tx.delete(cars).where(eq(cars.id, teamCar)));
    const deleted = await pullPage(admin, { cursor: forAdmin.cursor, scope: forAdmin.scope });
    expect(removedIds([deleted], 'activity').sort()).toEqual(ids);
    expect(changedIds([deleted], 'activity')).toEqual([]);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });
});
