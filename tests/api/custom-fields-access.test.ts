import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assets } from '../../src/server/db/schema/assets';
import { customFieldValues } from '../../src/server/db/schema/custom-fields';
import { trainingParticipants } from '../../src/server/db/schema/trainings';
import { softwareLicenses } from '../../src/server/db/schema/software';
import { cars } from '../../src/server/db/schema/fleet';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { customValueKey, type CustomFieldRow } from '../../src/shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../src/shared/objects';
import { customFieldTables, deleteField, fieldsOf, saveField, setValues } from '../helpers/custom-fields-api';
import { carsInsideAndOutside, managerScope } from '../helpers/demo-facts';
import { carsOf, changedIds, pullAll, pullPage, removedIds, setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client, type Response } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// Who may read and write custom fields: not light group access at all, read-only users only read,
// values only on objects the user may see (a team-only manager: their teams' people, and cars
// only with the fleet right), definitions only by admins, and never across companies.
const { t, facts, admin } = useApiTest();
let demoId: string;
let otherId: string;
let teamPerson: string;
let otherPerson: string;
let teamCar: string;
let otherCar: string;
let carField: CustomFieldRow;
let personField: CustomFieldRow;
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
  otherId = facts.companyId('Other Company');
  const scope = managerScope(facts);
  teamPerson = facts.peopleOf('Demo Company').find((p) => scope.members.has(p.id))!.id;
  otherPerson = facts.peopleOf('Demo Company').find((p) => !scope.members.has(p.id))!.id;
  ({ inside: teamCar, outside: otherCar } = carsInsideAndOutside(
    (await carsOf(t.db, demoId)).filter((c) => c.deleted === 0),
    scope.members,
  ));
  carField = (await fieldsOf(admin, 'car')).find((f) => f.name === 'Parking spot')!;
  personField = (await fieldsOf(admin, 'employee')).find((f) => f.name === 'Badge number')!;
});

/** Every custom field call once, on a given object and field; answers each call's status. */
async function everyCall(c: Client, o: { type: ObjectType; id: string; field: CustomFieldRow }): Promise<Record<string, number>> {
  const status = async (res: Promise<Response>) => (await res).statusCode;
  return {
    getCustomFields: await status(c.get('/api/custom_fields/getCustomFields', { object_type: o.type })),
    getCustomFieldOptions: await status(c.get('/api/custom_fields/getCustomFieldOptions', { custom_field_id: o.field.id })),
    values: await status(c.get(`/api/custom_fields/${o.type}/${o.id}/values`)),
    setCustomFieldValue: await status(setValues(c, o.type, o.id, { [o.field.id]: 'X-1' })),
    save: await status(saveField(c, { id: o.field.id, object_type: o.field.object_type, name: o.field.name, type: o.field.type, priority: 99 })),
    delete: await status(deleteField(c, o.field.id)),
  };
}
const allCalls = (status: number) => ({
  getCustomFields: status,
  getCustomFieldOptions: status,
  values: status,
  setCustomFieldValue: status,
  save: status,
  delete: status,
});

describe('roles', () => {
  it('refuses light group access every call with 403, changing nothing', async () => {
    const before = await customFieldTables(t.db, demoId);
    expect(await everyCall(await t.as(DEMO_EMAILS.light), { type: 'car', id: teamCar, field: carField })).toEqual(allCalls(403));
    expect(await customFieldTables(t.db, demoId)).toEqual(before);
  });

  it('lets read-only users read but not write', async () => {
    const before = await customFieldTables(t.db, demoId);
    const answers = await everyCall(await t.as(DEMO_EMAILS.readonly), { type: 'car', id: teamCar, field: carField });
    expect(answers).toEqual({ getCustomFields: 200, getCustomFieldOptions: 200, values: 200, setCustomFieldValue: 403, save: 403, delete: 403 });
    expect(await customFieldTables(t.db, demoId)).toEqual(before);
  });

  it('gives a team-only manager without the fleet right their teams’ people only, and defining nothing', async () => {
    const manager = await t.as(DEMO_EMAILS.manager);
    const before = await customFieldTables(t.db, demoId);
    // No fleet right: not even the car fields' definitions (shared/policy/object-rights.ts).
    expect(await everyCall(manager, { type: 'car', id: teamCar, field: carField })).toEqual({
      getCustomFields: 403,
      getCustomFieldOptions: 404,
      values: 404,
      setCustomFieldValue: 404,
      save: 403,
      delete: 403,
    });
    expect(await everyCall(manager, { type: 'employee', id: otherPerson, field: personField })).toEqual({
      getCustomFields: 200,
      getCustomFieldOptions: 200,
      values: 404,
      setCustomFieldValue: 404,
      save: 403,
      delete: 403,
    });
    expect(await customFieldTables(t.db, demoId)).toEqual(before);
    expect(await everyCall(manager, { type: 'employee', id: teamPerson, field: personField })).toEqual({
      getCustomFields: 200,
      getCustomFieldOptions: 200,
      values: 200,
      setCustomFieldValue: 200,
      save: 403,
      delete: 403,
    });
  });

  it('gives the manager their teams’ cars once they have the fleet right', async () => {
    const manager = await t.as(DEMO_EMAILS.manager);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    expect((await setValues(manager, 'car', teamCar, { [carField.id]: 'P-team' })).statusCode).toBe(200);
    expect((await setValues(manager, 'car', otherCar, { [carField.id]: 'P-other' })).statusCode).toBe(404);
    expect((await manager.get(`/api/custom_fields/car/${otherCar}/values`)).statusCode).toBe(404);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });
});

describe('tenant isolation', () => {
  it('answers another company 404 for every object and field of this one, both ways, and changes nothing', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    const otherCarId = (await carsOf(t.db, otherId))[0]!.id;
    const otherField = (await fieldsOf(other, 'car'))[0]!;
    const demoBefore = await customFieldTables(t.db, demoId);
    const otherBefore = await customFieldTables(t.db, otherId);
    const foreign = { getCustomFields: 200, getCustomFieldOptions: 404, values: 404, setCustomFieldValue: 404, save: 404, delete: 404 };
    expect(await everyCall(other, { type: 'car', id: teamCar, field: carField })).toEqual(foreign);
    expect(await everyCall(admin, { type: 'car', id: otherCarId, field: otherField })).toEqual(foreign);
    expect(await customFieldTables(t.db, demoId)).toEqual(demoBefore);
    expect(await customFieldTables(t.db, otherId)).toEqual(otherBefore);
    // Each sees only its own definitions.
    expect((await fieldsOf(other, 'car')).map((f) => f.name)).toEqual(['Cost centre']);
    expect((await fieldsOf(admin, 'car')).map((f) => f.id)).not.toContain(otherField.id);
  });
});

describe('the mirror (pull)', () => {
  it('sends definitions to everyone who may view them, and values for exactly the objects each user sees', async () => {
    const allIds = (company: 'Demo Company' | 'Other Company') => facts.peopleOf(company, { includeFormer: true }).map((p) => p.id);
    const demoCars = (await carsOf(t.db, demoId)).map((c) => c.id);
    // The demo assets carry values too (their inventory number).
    const demoAssets = await t.db.select({ id: assets.id, owner: assets.owner_employee_id }).from(assets).where(eq(assets.company_id, demoId));
    // And the demo trainings (seen by all) and their participants (seen as their people are).
    const demoTrainings = (
      await t.db
        .select({ id: customFieldValues.id })
        .from(customFieldValues)
        .where(and(eq(customFieldValues.company_id, demoId), eq(customFieldValues.related_object, 'training')))
    ).map((r) => r.id);
    const demoParticipants = await t.db
      .select({ id: customFieldValues.id, person: trainingParticipants.employee_id })
      .from(customFieldValues)
      .innerJoin(trainingParticipants, eq(trainingParticipants.id, customFieldValues.id))
      .where(eq(customFieldValues.company_id, demoId));
    // And the demo software: products (seen by all) and licences (seen as their people are).
    const demoProducts = (
      await t.db
        .select({ id: customFieldValues.id })
        .from(customFieldValues)
        .where(and(eq(customFieldValues.company_id, demoId), eq(customFieldValues.related_object, 'product')))
    ).map((r) => r.id);
    const demoLicenses = await t.db
      .select({ id: customFieldValues.id, person: softwareLicenses.employee_id })
      .from(customFieldValues)
      .innerJoin(softwareLicenses, eq(softwareLicenses.id, customFieldValues.id))
      .where(eq(customFieldValues.company_id, demoId));

    const forAdmin = await pullAll(admin);
    expect(changedIds(forAdmin, 'custom_fields').sort()).toEqual((await customFieldTables(t.db, demoId)).fields.map((f) => f.id).sort());
    expect(changedIds(forAdmin, 'custom_field_values').sort()).toEqual(
      [
        ...demoCars,
        ...demoAssets.map((a) => a.id),
        ...allIds('Demo Company'),
        ...demoTrainings,
        ...demoParticipants.map((p) => p.id),
        ...demoProducts,
        ...demoLicenses.map((l) => l.id),
      ].sort(),
    );
    const row = forAdmin.flatMap((p) => p.changes.custom_field_values ?? []).find((r) => r.id === teamCar)!;
    expect(row).toMatchObject({ id: teamCar, related_object: 'car', related_object_id: teamCar, [customValueKey(carField.id)]: 'P-team' });
    expect(row).not.toHaveProperty('values');

    const scope = managerScope(facts);
    const forManager = changedIds(await pullAll(await t.as(DEMO_EMAILS.manager)), 'custom_field_values');
    const managersAssets = demoAssets.filter((a) => a.owner !== null && scope.members.has(a.owner)).map((a) => a.id);
    const managersParticipants = demoParticipants.filter((p) => scope.members.has(p.person)).map((p) => p.id);
    const managersLicenses = demoLicenses.filter((l) => scope.members.has(l.person)).map((l) => l.id);
    expect(forManager.sort()).toEqual(
      [
        ...allIds('Demo Company').filter((id) => scope.members.has(id)),
        ...managersAssets,
        ...demoTrainings,
        ...managersParticipants,
        ...demoProducts,
        ...managersLicenses,
      ].sort(),
    );

    const light = await pullAll(await t.as(DEMO_EMAILS.light));
    expect(light.every((p) => p.changes.custom_fields === undefined && p.changes.custom_field_values === undefined)).toBe(true);
    expect(light.flatMap((p) => p.removals).filter((r) => r.table.startsWith('custom_field'))).toEqual([]);

    const forOther = await pullAll(await t.as(DEMO_EMAILS.other));
    expect(changedIds(forOther, 'custom_fields')).toHaveLength(1);
    expect(changedIds(forOther, 'custom_field_values').sort()).toEqual((await carsOf(t.db, otherId)).map((c) => c.id).sort());
  });

  it('removes a car’s values from a manager when it leaves their teams, and every row loses a deleted field', async () => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    const manager = await t.as(DEMO_EMAILS.manager);
    const start = (await pullAll(manager)).at(-1)!;
    const outsider = (await carsOf(t.db, demoId)).find((c) => c.id === otherCar)!.related_employee_id!;
    await withCompanyWrite(t.db, { companyId: demoId, userId: null }, (tx) =>
      tx.update(cars).set({ related_employee_id: outsider }).where(eq(cars.id, teamCar)),
    );
    expect(removedIds([await pullPage(manager, { cursor: start.cursor, scope: start.scope })], 'custom_field_values')).toEqual([teamCar]);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);

    const before = (await pullAll(admin)).at(-1)!;
    const doomed = (await fieldsOf(admin, 'car')).find((f) => f.name === 'Service portal')!;
    expect((await deleteField(admin, doomed.id)).statusCode).toBe(200);
    const next = await pullAll(admin, { cursor: before.cursor, scope: before.scope });
    expect(removedIds(next, 'custom_fields')).toEqual([doomed.id]);
    const rows = next.flatMap((p) => p.changes.custom_field_values ?? []);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => customValueKey(doomed.id) in r)).toEqual([]);
  });
});
