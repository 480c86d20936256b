import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cars } from '../../src/server/db/schema/fleet';
import { tags } from '../../src/server/db/schema/tags';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { carsInsideAndOutside, managerScope } from '../helpers/demo-facts';
import { carsOf, changedIds, pullAll, pullPage, removedIds, setRights } from '../helpers/sync-api';
import { suggestionsOf, tagsOf, updateTags, usedTagsOf } from '../helpers/tags-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// An object's tags are read and written by exactly those who may see the object (team scope for
// a team-only manager's cars), written only by roles with 'tags.edit', never across companies.
const { t, facts, admin, manager } = useApiTest();
let demoId: string;
let teamCar: string;
let otherCar: string;
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
  const fleet = (await carsOf(t.db, demoId)).filter((c) => c.deleted === 0);
  ({ inside: teamCar, outside: otherCar } = carsInsideAndOutside(fleet, managerScope(facts).members));
  expect((await updateTags(admin, 'car', teamCar, ['Team secret'])).statusCode).toBe(200);
  expect((await updateTags(admin, 'car', otherCar, ['Other secret'])).statusCode).toBe(200);
});

const namesOf = async (id: string) => (await t.db.select().from(tags).where(eq(tags.id, id)))[0]?.tag_names;

describe('roles', () => {
  it('lets read-only users read but not write', async () => {
    const readonly = await t.as(DEMO_EMAILS.readonly);
    expect(await tagsOf(readonly, 'car', teamCar)).toEqual(['Team secret']);
    expect((await updateTags(readonly, 'car', teamCar, ['Nope'])).statusCode).toBe(403);
    expect(await namesOf(teamCar)).toEqual(['Team secret']);
  });

  it('lets light users write on cars they see', async () => {
    expect((await updateTags(await t.as(DEMO_EMAILS.light), 'car', otherCar, ['Other secret', 'Light'])).statusCode).toBe(200);
    expect(await namesOf(otherCar)).toEqual(['Other secret', 'Light']);
  });
});

describe('team scope', () => {
  it('gives a team-only manager with the fleet right their teams’ cars only, in every call', async () => {
    expect((await manager.get(`/api/tags/car/${teamCar}/list`)).statusCode).toBe(404);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    expect(await tagsOf(manager, 'car', teamCar)).toEqual(['Team secret']);
    expect((await manager.get(`/api/tags/car/${otherCar}/list`)).statusCode).toBe(404);
    expect((await updateTags(manager, 'car', otherCar, ['Mine'])).statusCode).toBe(404);
    expect(await usedTagsOf(manager, 'car')).not.toContain('Other secret');
    expect(await suggestionsOf(manager, 'car', 'other')).toEqual([]);
    expect((await updateTags(manager, 'car', teamCar, ['Team secret', 'Checked'])).statusCode).toBe(200);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });
});

describe('tenant isolation', () => {
  it('answers another company 404 and shows it no names, in calls and in the pull', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    const res = await other.get(`/api/tags/car/${teamCar}/list`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
    expect((await updateTags(other, 'car', teamCar, ['Hijack'])).statusCode).toBe(404);
    expect(await usedTagsOf(other, 'car')).not.toContain('Team secret');
    expect(await suggestionsOf(other, 'car', 'team')).toEqual([]);
    expect(JSON.stringify(await pullAll(other))).not.toContain('secret');
  });
});

describe('the mirror (pull)', () => {
  it('sends a car’s tags to those who see it, removes them when the car leaves a manager’s teams or is deleted', async () => {
    expect(changedIds(await pullAll(admin), 'tags')).toEqual(expect.arrayContaining([teamCar, otherCar]));
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const start = (await pullAll(manager)).at(-1)!;
    expect(changedIds(await pullAll(manager), 'tags')).not.toContain(otherCar);
    const outsider = (await carsOf(t.db, demoId)).find((c) => c.id === otherCar)!.related_employee_id!;
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) =>
      tx.update(cars).set({ related_employee_id: outsider }).where(eq(cars.id, teamCar)),
    );
    expect(removedIds([await pullPage(manager, { cursor: start.cursor, scope: start.scope })], 'tags')).toEqual([teamCar]);
    const forAdmin = (await pullAll(admin)).at(-1)!;
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) => tx.delete(cars).where(eq(cars.id, teamCar)));
    expect(removedIds([await pullPage(admin, { cursor: forAdmin.cursor, scope: forAdmin.scope })], 'tags')).toEqual([teamCar]);
    expect(await namesOf(teamCar)).toBeUndefined();
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });
});
