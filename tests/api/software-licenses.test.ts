import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { softwareLicenses } from '../../src/server/db/schema/software';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { uuidv7 } from '../../src/shared/ids';
import { softwareMessages } from '../../src/shared/software/software.messages';
import { licenseAddBodySchema, licenseEditBodySchema, licenseItemSchema, licenseStateBodySchema } from '../../src/shared/software/software.schema';
import { SYNC_HEADERS } from '../../src/shared/sync/protocol';
import { activityPage } from '../helpers/activity-api';
import { useApiTest } from '../helpers/api-test';
import { expectBadInputRejected } from '../helpers/bad-input';
import { managerScope } from '../helpers/demo-facts';
import { addLicenseApi, addProductApi, getOk, postSoftware, type LicenseListItem } from '../helpers/software-api';
import { errorOf } from '../helpers/test-app';
import type { LicenseItem } from '../../src/shared/software/software.schema';

// POST /api/software/licenses/add, /delete (deactivates), /reactivate and /edit, and
// GET /api/software/licenses/{id}/detail (software-contracts-push.md sections 3, 4 and 7).
const { t, facts, admin, manager, readonly, other } = useApiTest();

const licenseRows = () => t.db.select().from(softwareLicenses);
const people = () => facts.peopleOf('Demo Company');
const inTeams = () => people().filter((p) => managerScope(facts).members.has(p.id));
const outsideTeams = () => people().filter((p) => !managerScope(facts).members.has(p.id));
const today = () => new Date().toISOString().slice(0, 10);
const data = (res: { json: <T>() => T }) => res.json<{ data: LicenseItem }>().data;

describe('assigning a licence', () => {
  it('saves an active licence from the device’s day, in the mirror’s shape, with license_assigned on the licence, person and product', async () => {
    const product = await addProductApi(admin);
    const person = people()[3]!;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const body = { id: uuidv7(), product_id: product.id, employee_id: person.id, date_enabled: yesterday };
    const res = await postSoftware(admin, 'licenses/add', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: string }>().id).toBe(body.id);
    expect(licenseItemSchema.strict().parse(data(res))).toMatchObject({
      id: body.id,
      product_id: product.id,
      employee_id: person.id,
      employee_name: person.name,
      active: 1,
      date_enabled: yesterday,
      date_deactivated: null,
      username: null,
      insert_method: 'manual',
    });
    const info = {
      license_id: body.id,
      product_id: product.id,
      product_name: product.name,
      employee_id: person.id,
      employee_name: person.name,
      date: yesterday,
    };
    for (const [type, id] of [
      ['license', body.id],
      ['employee', person.id],
      ['product', product.id],
    ] as const) {
      expect((await activityPage(admin, type, id)).data[0]).toMatchObject({ event_type: 'license_assigned', event_info_json: info });
    }
  });

  it('takes the day of the change when the device’s day is far from it', async () => {
    const product = await addProductApi(admin);
    const res = await postSoftware(admin, 'licenses/add', { product_id: product.id, employee_id: people()[4]!.id, date_enabled: '2001-01-01' });
    expect(data(res).date_enabled).toBe(today());
    // A change made offline three days ago, on a device already on the next day (its time zone).
    const made = new Date(Date.now() - 3 * 86_400_000);
    const deviceDate = new Date(made.getTime() + 86_400_000).toISOString().slice(0, 10);
    const replay = await admin.request({
      method: 'POST',
      url: '/api/software/licenses/add',
      payload: { product_id: product.id, employee_id: people()[5]!.id, date_enabled: deviceDate },
      headers: { [SYNC_HEADERS.madeAt]: made.toISOString() },
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(data(replay).date_enabled).toBe(deviceDate);
    const wrongClock = await admin.request({
      method: 'POST',
      url: '/api/software/licenses/add',
      payload: { product_id: product.id, employee_id: people()[7]!.id, date_enabled: today() },
      headers: { [SYNC_HEADERS.madeAt]: made.toISOString() },
    });
    expect(data(wrongClock).date_enabled).toBe(made.toISOString().slice(0, 10));
  });

  it('refuses a second active licence of the same product, a deleted product, a person who left and an unknown product', async () => {
    const product = await addProductApi(admin);
    const person = people()[6]!;
    await addLicenseApi(admin, product.id, person.id);
    const twice = await postSoftware(admin, 'licenses/add', { product_id: product.id, employee_id: person.id });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice)).toMatchObject({
      message: softwareMessages.alreadyHasLicense(person.name, product.name),
      fields: { employee_id: expect.any(String) },
    });

    const gone = await addProductApi(admin);
    await postSoftware(admin, 'products/delete', { product_id: gone.id });
    const deleted = await postSoftware(admin, 'licenses/add', { product_id: gone.id, employee_id: person.id });
    expect(errorOf(deleted)).toMatchObject({
      message: softwareMessages.productDeletedNoLicenses,
      fields: { product_id: softwareMessages.productDeletedNoLicenses },
    });

    const former = facts.peopleOf('Demo Company', { includeFormer: true }).find((p) => !p.active)!;
    const left = await postSoftware(admin, 'licenses/add', { product_id: product.id, employee_id: former.id });
    expect(left.statusCode).toBe(400);
    expect(errorOf(left).message).toBe(softwareMessages.personLeft(former.name));

    const unknown = await postSoftware(admin, 'licenses/add', { product_id: uuidv7(), employee_id: person.id });
    expect(errorOf(unknown).message).toBe(softwareMessages.productNotFound);
  });

  it('lets the team-only manager assign to people of their teams only; the read-only user not at all', async () => {
    const product = await addProductApi(admin);
    expect((await postSoftware(manager, 'licenses/add', { product_id: product.id, employee_id: inTeams()[0]!.id })).statusCode).toBe(200);
    const outside = await postSoftware(manager, 'licenses/add', { product_id: product.id, employee_id: outsideTeams()[0]!.id });
    expect(outside.statusCode).toBe(400);
    expect(errorOf(outside).message).toBe(softwareMessages.personNotFound);
    expect((await postSoftware(readonly, 'licenses/add', { product_id: product.id, employee_id: inTeams()[1]!.id })).statusCode).toBe(403);
  });

  it('answers a replayed assign once', async () => {
    const product = await addProductApi(admin);
    const body = { id: uuidv7(), product_id: product.id, employee_id: people()[8]!.id };
    const key = uuidv7();
    const first = await postSoftware(admin, 'licenses/add', body, { key });
    const second = await postSoftware(admin, 'licenses/add', body, { key });
    expect(second.headers[REPLAYED_HEADER]).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await licenseRows()).filter((l) => l.product_id === product.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const product = await addProductApi(admin);
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/software/licenses/add',
      schema: licenseAddBodySchema,
      valid: { id: uuidv7(), product_id: product.id, employee_id: people()[9]!.id },
      snapshot: licenseRows,
    });
  });
});

describe('deactivating, reactivating and editing a licence', () => {
  it('deactivates on the device’s day, refuses it twice, reactivates and refuses that twice', async () => {
    const product = await addProductApi(admin);
    const l = await addLicenseApi(admin, product.id, people()[10]!.id);
    const off = await postSoftware(admin, 'licenses/delete', { license_id: l.id, date: today() });
    expect(off.statusCode, off.body).toBe(200);
    expect(data(off)).toMatchObject({ active: 0, date_deactivated: today() });
    const twice = await postSoftware(admin, 'licenses/delete', { license_id: l.id });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(softwareMessages.alreadyDeactivated);
    expect((await activityPage(admin, 'license', l.id)).data[0]).toMatchObject({ event_type: 'license_deactivated' });

    const on = await postSoftware(admin, 'licenses/reactivate', { license_id: l.id });
    expect(on.statusCode, on.body).toBe(200);
    expect(data(on)).toMatchObject({ active: 1, date_deactivated: null });
    const again = await postSoftware(admin, 'licenses/reactivate', { license_id: l.id });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(softwareMessages.alreadyActive);
    expect((await activityPage(admin, 'product', product.id)).data[0]).toMatchObject({ event_type: 'license_reactivated' });
  });

  it('does not reactivate a licence while the person holds another active one of the product', async () => {
    const product = await addProductApi(admin);
    const person = people()[11]!;
    const l = await addLicenseApi(admin, product.id, person.id);
    await postSoftware(admin, 'licenses/delete', { license_id: l.id });
    await addLicenseApi(admin, product.id, person.id);
    const res = await postSoftware(admin, 'licenses/reactivate', { license_id: l.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(softwareMessages.alreadyHasLicense(person.name, product.name));
  });

  it('sets the username with base checking, and records license_updated', async () => {
    const product = await addProductApi(admin);
    const l = await addLicenseApi(admin, product.id, people()[12]!.id);
    const res = await postSoftware(admin, 'licenses/edit', { license_id: l.id, username: ' jdoe ', base: { username: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).username).toBe('jdoe');
    expect((await activityPage(admin, 'license', l.id)).data[0]).toMatchObject({
      event_type: 'license_updated',
      event_info_json: { changes: [{ field: 'username', old: null, new: 'jdoe' }] },
    });
    const stale = await postSoftware(admin, 'licenses/edit', { license_id: l.id, username: 'x', base: { username: 'someone' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: LicenseItem }>().current.username).toBe('jdoe');
    const cleared = await postSoftware(admin, 'licenses/edit', { license_id: l.id, username: '' });
    expect(data(cleared).username).toBeNull();
  });

  it('keeps the team-only manager to their teams’ licences (404 outside), and the read-only user out (403)', async () => {
    const product = await addProductApi(admin);
    const outside = await addLicenseApi(admin, product.id, outsideTeams()[1]!.id);
    const inside = await addLicenseApi(admin, product.id, inTeams()[2]!.id);
    for (const path of ['licenses/delete', 'licenses/reactivate'] as const) {
      const res = await postSoftware(manager, path, { license_id: outside.id });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(softwareMessages.licenseNotFound);
    }
    expect((await manager.get(`/api/software/licenses/${outside.id}/detail`)).statusCode).toBe(404);
    expect((await postSoftware(manager, 'licenses/delete', { license_id: inside.id })).statusCode).toBe(200);
    expect((await postSoftware(readonly, 'licenses/reactivate', { license_id: inside.id })).statusCode).toBe(403);
    expect((await postSoftware(readonly, 'licenses/edit', { license_id: inside.id, username: 'x' })).statusCode).toBe(403);
    expect((await other.get(`/api/software/licenses/${inside.id}/detail`)).statusCode).toBe(404);
  });

  it('refuses bad input to delete, reactivate and edit with 400 and changes nothing', async () => {
    const product = await addProductApi(admin);
    const l = await addLicenseApi(admin, product.id, people()[13]!.id);
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/software/licenses/edit',
      schema: licenseEditBodySchema,
      valid: { license_id: l.id, username: 'valid-name' },
      snapshot: licenseRows,
    });
    for (const path of ['delete', 'reactivate']) {
      await expectBadInputRejected({
        app: t.app,
        cookie: admin.cookie,
        method: 'POST',
        url: `/api/software/licenses/${path}`,
        schema: licenseStateBodySchema,
        valid: { license_id: l.id },
        snapshot: licenseRows,
      });
    }
  });
});

describe('a licence’s detail', () => {
  it('answers { details, custom_fields } with the spec’s fields', async () => {
    const product = await addProductApi(admin, { url: 'detail.example.com' });
    const person = people()[14]!;
    const l = await addLicenseApi(admin, product.id, person.id);
    const { details, custom_fields } = await getOk<{ details: LicenseListItem; custom_fields: { name: string }[] }>(
      admin,
      `/api/software/licenses/${l.id}/detail`,
    );
    expect(details).toMatchObject({
      id: l.id,
      name: product.name,
      url: 'detail.example.com',
      product: { id: product.id, name: product.name, deleted: 0 },
      person: { name: person.name },
      person_id: person.id,
      active: 1,
    });
    expect(custom_fields.map((f) => f.name)).toEqual(['Seat number', 'Licence key']);
    const [row] = await t.db.select().from(softwareLicenses).where(eq(softwareLicenses.id, l.id));
    expect(row!.date_enabled).toBe(details.date_enabled);
  });
});
