import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cars } from '../../src/server/db/schema/fleet';
import { savedCar } from '../../src/server/fleet/cars.repo';
import { savedAsset } from '../../src/server/assets/assets.repo';
import { assets } from '../../src/server/db/schema/assets';
import { softwareLicenses } from '../../src/server/db/schema/software';
import { savedLicense } from '../../src/server/software/software.repo';
import { employees, teamManagers, teamMembers } from '../../src/server/db/schema/people';
import { trainingParticipants } from '../../src/server/db/schema/trainings';
import { customFieldValues } from '../../src/server/db/schema/custom-fields';
import { valuesRowOf } from '../../src/server/custom-fields/custom-field-values.repo';
import { customValueKey } from '../../src/shared/custom-fields/custom-fields.schema';
import { pull } from '../../src/server/sync/pull';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { pullQuerySchema, type PullAnswer } from '../../src/shared/sync/protocol';
import { PULL_NEXT_HEADER, pullNextOf } from '../../src/shared/sync/pull-next';
import { decodePull, type PullWire } from '../../src/shared/sync/pull-wire';
import { expectBadInputRejected } from '../helpers/bad-input';
import { leakedIds, managerScope } from '../helpers/demo-facts';
import { guardedFieldsPresent } from '../helpers/people-api';
import { carsOf, changedIds, pullAll, pullPage, removedIds, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// What a pull sends after a cursor: later changes only, removals for deletes and for rows that
// left the user's view, a reset when the view itself changed, and never a field or row the user
// may not see.
const { t, facts, admin, manager } = useApiTest();
let demoId: string;
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
});

const latest = async (c: Client): Promise<PullAnswer> => (await pullAll(c)).at(-1)!;
const write = <T>(fn: Parameters<typeof withCompanyWrite<T>>[2]) => withCompanyWrite(t.db, { companyId: demoId, userId: null }, fn);
const managedTeams = () => managerScope(facts).teamIds;
const inTeams = (teamIds: string[]) => facts.peopleOf('Demo Company', { includeFormer: true }).filter((p) => p.team_ids.some((id) => teamIds.includes(id)));

describe('incremental pulls', () => {
  it('answer only what changed after the cursor', async () => {
    const before = await latest(admin);
    const car = (await carsOf(t.db, demoId)).find((c) => c.deleted === 0)!;
    expect((await admin.post('/api/cars/edit', { car_id: car.id, supplier: 'Octavia RS' })).statusCode).toBe(200);
    const next = await pullPage(admin, { cursor: before.cursor, scope: before.scope });
    expect(next.changes).toEqual({
      teams: [],
      employees: [],
      cars: [expect.objectContaining({ id: car.id, supplier: 'Octavia RS' })],
      // The edit's item on the car's activity feed, written in the same write.
      activity: [expect.objectContaining({ related_object: 'car', related_object_id: car.id, event_type: 'car_updated' })],
      tags: [],
      custom_fields: [],
      custom_field_values: [],
      documents: [],
      segments: [],
      asset_types: [],
      assets: [],
      trainings: [],
      training_participants: [],
      training_reminders: [],
      software_products: [],
      software_licenses: [],
      contract_templates: [],
      contracts: [],
      imports: [],
      day_off_types: [],
      day_off_requests: [],
      payroll_integrations: [],
      integration_people: [],
      days_off_pushes: [],
    });
    expect(next.cursor).toBe(next.changes.activity![0]!.version);
    expect({ more: next.more, reset: next.reset, removals: next.removals }).toEqual({ more: false, reset: false, removals: [] });
  });

  it('send a removal (tombstone) for a deleted row', async () => {
    const before = await latest(admin);
    const car = (await carsOf(t.db, demoId))[5]!;
    await write((tx) => tx.delete(cars).where(eq(cars.id, car.id)));
    const next = await pullPage(admin, { cursor: before.cursor, scope: before.scope });
    // (With the car go what hangs on it: its activity items and files, if the demo gave it any, and its custom field values.)
    const attached = ['activity', 'documents', 'custom_field_values'];
    expect(next.removals.filter((r) => !attached.includes(r.table))).toEqual([{ table: 'cars', id: car.id, version: expect.any(Number) }]);
    expect(removedIds([next], 'custom_field_values')).toEqual([car.id]);
    expect(Math.max(...next.removals.map((r) => r.version))).toBe(next.cursor);
    expect(changedIds([next], 'cars')).toEqual([]);
  });

  it('send the person and the team again when a membership changes', async () => {
    const before = await latest(admin);
    const team = facts.teamId('Demo Company', 'Finance');
    const person = facts.peopleOf('Demo Company').find((p) => !p.team_ids.includes(team))!;
    await write((tx) => tx.insert(teamMembers).values({ company_id: demoId, team_id: team, employee_id: person.id }));
    const next = await pullPage(admin, { cursor: before.cursor, scope: before.scope });
    expect(changedIds([next], 'employees')).toEqual([person.id]);
    expect(next.changes.employees![0]!.team_ids).toContain(team);
    expect(next.changes.teams).toEqual([expect.objectContaining({ id: team, member_count: expect.any(Number) })]);
    await write((tx) => tx.delete(teamMembers).where(and(eq(teamMembers.team_id, team), eq(teamMembers.employee_id, person.id))));
  });

  it('send the cars of a renamed person again, with the new person_name', async () => {
    const before = await latest(admin);
    const car = (await carsOf(t.db, demoId)).find((c) => c.related_employee_id)!;
    await write((tx) => tx.update(employees).set({ last_name: 'Renamed' }).where(eq(employees.id, car.related_employee_id!)));
    const next = await pullPage(admin, { cursor: before.cursor, scope: before.scope });
    expect(next.changes.cars!.find((c) => c.id === car.id)?.person_name).toMatch(/ Renamed$/);
  });

  it('send the training participants of a renamed person, or one with a new avatar, again with the new name and avatar', async () => {
    const [participant] = await t.db.select().from(trainingParticipants).limit(1);
    const renamed = await latest(admin);
    await write((tx) => tx.update(employees).set({ last_name: 'Retrained' }).where(eq(employees.id, participant!.employee_id)));
    const afterRename = await pullPage(admin, { cursor: renamed.cursor, scope: renamed.scope });
    expect(afterRename.changes.training_participants!.find((p) => p.id === participant!.id)?.person_name).toMatch(/ Retrained$/);
    await write((tx) => tx.update(employees).set({ avatar: 'avatar-new.png' }).where(eq(employees.id, participant!.employee_id)));
    const afterAvatar = await pullPage(admin, { cursor: afterRename.cursor, scope: afterRename.scope });
    expect(afterAvatar.changes.training_participants!.find((p) => p.id === participant!.id)?.avatar).toBe('avatar-new.png');
  });
});

describe('a team-only manager', () => {
  it('receives no vehicles at all without the fleet right, not even removals', async () => {
    const before = await latest(manager);
    const all = await pullAll(manager);
    expect(all.every((p) => p.changes.cars === undefined)).toBe(true);
    const car = (await carsOf(t.db, demoId)).find((c) => c.related_employee_id && inTeams(managedTeams()).some((p) => p.id === c.related_employee_id))!;
    await write((tx) => tx.delete(cars).where(eq(cars.id, car.id)));
    const next = await pullPage(manager, { cursor: before.cursor, scope: before.scope });
    expect(next.removals.filter((r) => r.table === 'cars')).toEqual([]);
    expect(next.changes.cars).toBeUndefined();
  });

  it('receives only the people and teams of their teams, without phone or wage fields', async () => {
    const pages = await pullAll(manager);
    expect(changedIds(pages, 'employees').sort()).toEqual(
      inTeams(managedTeams())
        .map((p) => p.id)
        .sort(),
    );
    expect(changedIds(pages, 'teams').sort()).toEqual([...managedTeams()].sort());
    const people = pages.flatMap((p) => p.changes.employees ?? []);
    expect(guardedFieldsPresent(people)).toEqual(['seniority_date']);
    expect(guardedFieldsPresent((await pullAll(admin)).flatMap((p) => p.changes.employees ?? []))).toEqual([
      'phone',
      'active_until',
      'recent_contract_start',
      'dimona_statute',
      'seniority_date',
    ]);
  });

  it('with the fleet right: gets the cars of their teams’ people only, and a reset for the new right', async () => {
    const old = await latest(manager);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const first = await pullPage(manager, { cursor: old.cursor, scope: old.scope });
    expect(first.reset).toBe(true);
    const pages = await pullAll(manager, { scope: first.scope });
    const members = new Set(inTeams(managedTeams()).map((p) => p.id));
    const expected = (await carsOf(t.db, demoId)).filter((c) => c.related_employee_id && members.has(c.related_employee_id));
    expect(expected.length).toBeGreaterThan(3);
    expect(changedIds(pages, 'cars').sort()).toEqual(expected.map((c) => c.id).sort());
  });

  it('gets a removal for a car whose person moves out of their teams', async () => {
    const before = await latest(manager);
    const members = new Set(inTeams(managedTeams()).map((p) => p.id));
    const car = (await carsOf(t.db, demoId)).find((c) => c.related_employee_id && members.has(c.related_employee_id))!;
    const outsider = facts.peopleOf('Demo Company').find((p) => !members.has(p.id))!;
    await write((tx) => tx.update(cars).set({ related_employee_id: outsider.id }).where(eq(cars.id, car.id)));
    const next = await pullPage(manager, { cursor: before.cursor, scope: before.scope });
    expect(next.reset).toBe(false);
    expect(removedIds([next], 'cars')).toEqual([car.id]);
    expect(changedIds([next], 'cars')).toEqual([]);
    const forAdmin = await pullPage(admin, { cursor: before.cursor });
    expect(forAdmin.changes.cars!.find((c) => c.id === car.id)?.related_employee_id).toBe(outsider.id);
  });

  it('is told to reset when given a third team, and then gets its people', async () => {
    const old = await latest(manager);
    const third = facts.teamId('Demo Company', 'Finance');
    await write((tx) => tx.insert(teamManagers).values({ company_id: demoId, team_id: third, user_id: facts.userId(DEMO_EMAILS.manager) }));
    const answer = await pullPage(manager, { cursor: old.cursor, scope: old.scope });
    expect(answer.reset).toBe(true);
    expect(answer.scope).not.toBe(old.scope);
    const pages = await pullAll(manager, { scope: answer.scope });
    expect(changedIds(pages, 'teams')).toContain(third);
    expect(changedIds(pages, 'employees')).toEqual(expect.arrayContaining(inTeams([third]).map((p) => p.id)));
  });

  it('is told to reset when someone joins a managed team, and not by changes elsewhere', async () => {
    const old = await latest(manager);
    const sales = facts.teamId('Demo Company', 'Sales');
    const joiner = facts.peopleOf('Demo Company').find((p) => !p.team_ids.includes(sales))!;
    await write((tx) =>
      tx
        .insert(teamMembers)
        .values({ company_id: demoId, team_id: facts.teamId('Demo Company', 'HR'), employee_id: joiner.id })
        .onConflictDoNothing(),
    );
    expect((await pullPage(manager, { cursor: old.cursor, scope: old.scope })).reset).toBe(false);
    await write((tx) => tx.insert(teamMembers).values({ company_id: demoId, team_id: sales, employee_id: joiner.id }));
    const answer = await pullPage(manager, { cursor: old.cursor, scope: old.scope });
    expect(answer.reset).toBe(true);
    expect(changedIds(await pullAll(manager, { scope: answer.scope }), 'employees')).toContain(joiner.id);
  });
});

describe('tenants', () => {
  it('never see another company’s rows, by a full download or after the other company’s changes', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    const otherId = facts.companyId('Other Company');
    const before = await latest(other);
    await write((tx) => tx.update(cars).set({ color: 'Demo only' }).where(eq(cars.company_id, demoId)));
    const forbidden = facts.idsOf('Demo Company', 'Demo Logistics');
    for (const c of await carsOf(t.db, demoId)) forbidden.add(c.id);
    const pages = [...(await pullAll(other)), await pullPage(other, { cursor: before.cursor, scope: before.scope })];
    expect(leakedIds(JSON.stringify(pages), forbidden)).toEqual([]);
    expect(changedIds(pages.slice(0, -1), 'cars').sort()).toEqual((await carsOf(t.db, otherId)).map((c) => c.id).sort());
    expect(pages.at(-1)!.changes.cars).toEqual([]);
  });
});

describe('pages', () => {
  /** Every page from cursor 0 at this page size, read through pull() itself (the route's size is 5,000). */
  async function pagesOf(c: Client, size: number): Promise<PullAnswer[]> {
    const viewer = await c.me();
    const pages: PullAnswer[] = [];
    let cursor = 0;
    for (let guard = 0; guard < 1000; guard++) {
      const page = decodePull(JSON.parse((await pull(t.db, viewer, { cursor }, size)).json) as PullWire);
      pages.push(page);
      cursor = page.cursor;
      if (!page.more) return pages;
    }
    throw new Error('the pull never ended');
  }
  const rowsOf = (pages: PullAnswer[]) =>
    pages.flatMap((p) => Object.entries(p.changes).flatMap(([table, rows]) => rows.map((r) => `${table}:${r.id}:${r.version}`)));

  it('of any size carry every row the user may see exactly once, each page after the last', async () => {
    for (const c of [admin, manager]) {
      const [whole] = await pagesOf(c, 100_000);
      const pages = await pagesOf(c, 61);
      expect(pages.length).toBeGreaterThan(3);
      expect(rowsOf(pages).sort()).toEqual(rowsOf([whole!]).sort());
      for (const [i, page] of pages.entries()) {
        const versions = rowsOf([page]).map((k) => Number(k.split(':')[2]));
        expect(versions.length).toBeLessThanOrEqual(61);
        // Every row of a page lies after the previous page's cursor and up to its own.
        if (i > 0) expect(Math.min(...versions)).toBeGreaterThan(pages[i - 1]!.cursor);
        expect(Math.max(...versions, 0)).toBeLessThanOrEqual(page.cursor);
      }
      expect(pages.at(-1)!.cursor).toBe(whole!.cursor);
    }
  });
});

describe('rows', () => {
  // The pull builds these rows' JSON in the database (db/json-row-sql.ts, custom-field-values.repo.ts);
  // a write's answer and the detail calls read the same columns through the driver (saved*). Both
  // must give the very same row.
  const tables = {
    cars: { table: cars, saved: savedCar },
    assets: { table: assets, saved: savedAsset },
    software_licenses: { table: softwareLicenses, saved: savedLicense },
  };

  it('cars, assets and licences arrive exactly as the list and detail calls shape them', async () => {
    const pages = await pullAll(admin);
    for (const [name, { table, saved }] of Object.entries(tables)) {
      const pulled = pages.flatMap((p) => (p.changes[name as keyof typeof tables] ?? []) as { id: string }[]);
      expect(pulled.length, name).toBe(await t.db.$count(table, eq(table.company_id, demoId)));
      for (const row of pulled) expect(row, name).toStrictEqual(await saved(t.db, demoId, row.id));
    }
    // Every kind of value is there to compare: money, dates, empty ones, a person's name, archived rows.
    const demoCars = pages.flatMap((p) => p.changes.cars ?? []);
    expect(demoCars.some((c) => c.catalogue_value !== null && c.date_end === null && c.person_name !== null)).toBe(true);
    expect(demoCars.some((c) => c.deleted === 1)).toBe(true);
  });

  it('custom values arrive as the detail calls shape them, whatever characters a value holds', async () => {
    const [stored] = await t.db.select().from(customFieldValues).where(eq(customFieldValues.company_id, demoId)).limit(1);
    const fieldId = Object.keys(stored!.values)[0]!;
    const awkward = 'He said "fine" \\ then left\nÉté 😀 </script>';
    await write((tx) =>
      tx
        .update(customFieldValues)
        .set({ values: { ...stored!.values, [fieldId]: awkward } })
        .where(eq(customFieldValues.id, stored!.id)),
    );
    const pulled = (await pullAll(admin)).flatMap((p) => p.changes.custom_field_values ?? []);
    expect(pulled.length).toBe(await t.db.$count(customFieldValues, eq(customFieldValues.company_id, demoId)));
    for (const row of pulled) expect(row).toStrictEqual((await valuesRowOf(t.db, demoId, row.related_object, row.id))!.row);
    expect(pulled.find((r) => r.id === stored!.id)?.[customValueKey(fieldId)]).toBe(awkward);
  });
});

describe('the pull query', () => {
  it('refuses a bad cursor or scope with 400', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/sync/pull',
      schema: pullQuerySchema,
      valid: { cursor: 5, scope: 'abc' },
      minCases: 5,
    });
  });

  it('answers reset only when a scope is sent and differs', async () => {
    const current = await latest(admin);
    expect((await pullPage(admin, { cursor: current.cursor })).reset).toBe(false);
    expect((await pullPage(admin, { cursor: current.cursor, scope: current.scope })).reset).toBe(false);
    const stale = await pullPage(admin, { cursor: current.cursor, scope: 'from-another-life' });
    expect(stale.reset).toBe(true);
    // The device starts its mirror again: from 0, in the new scope.
    const again = await admin.get('/api/sync/pull', { cursor: current.cursor, scope: 'from-another-life' });
    expect(pullNextOf((again.headers[PULL_NEXT_HEADER] as string | undefined) ?? null)).toEqual({ cursor: 0, scope: current.scope });
    expect(changedIds([stale], 'teams').length).toBe(10);
  });
});
