import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customFieldValues } from '../../src/server/db/schema/custom-fields';
import { documents } from '../../src/server/db/schema/documents';
import { cars } from '../../src/server/db/schema/fleet';
import { storedFilePath } from '../../src/server/documents/file-store';
import { samplePhoto } from '../../src/server/documents/sample-files';
import { carDeleteBodySchema, carIdBodySchema, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { activityPage } from '../helpers/activity-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { companyFeatures, errorOf, allCarsApi, freshCars, postCar, setCompanyFeatures } from '../helpers/cars-api';
import { fieldNamed, setValues } from '../helpers/custom-fields-api';
import { uploadFile } from '../helpers/documents-api';
import { carRow, carsOf } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// A car's states (fleet-and-assets.md section 4): archive (POST /api/cars/delete) with its end date, unarchive,
// and the permanent delete, support only and from the archive only, which takes its files along.
const { t, facts, admin } = useApiTest();
let demoCars: CarListItem[];
beforeAll(async () => {
  demoCars = await allCarsApi(admin);
});

const fresh = freshCars(() => demoCars);
const freshCar = (deleted: 0 | 1 = 0): CarListItem => fresh.take((c) => c.deleted === deleted);
/** An archived vehicle: one of the demo's, then active ones archived for the test (the demo has four). */
async function archivedCar(): Promise<CarListItem> {
  const demoArchived = fresh.takeIfAny((c) => c.deleted === 1);
  if (demoArchived) return demoArchived;
  const car = freshCar();
  await t.db.update(cars).set({ deleted: 1 }).where(eq(cars.id, car.id));
  return { ...car, deleted: 1 };
}
const dataOf = (res: { json: <T>() => T }) => res.json<{ data: CarListItem | null }>().data;

describe('archiving', () => {
  it('needs an end date of use when an integration pushes end dates', async () => {
    const car = freshCar();
    const res = await postCar(admin, 'delete', { car_id: car.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: 'please fill end date', fields: { date_end: 'please fill end date' } });
    const ok = await postCar(admin, 'delete', { car_id: car.id, date_end: '2026-03-31' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(dataOf(ok)).toMatchObject({ id: car.id, deleted: 1, date_end: '2026-03-31' });
    const item = (await activityPage(admin, 'car', car.id)).data.find((a) => a.event_type === 'car_archived')!;
    expect(item.event_info_json).toEqual({ date_end: '2026-03-31' });
  });

  it('takes no end date without that integration', async () => {
    const companyId = facts.companyId('Demo Company');
    const features = await companyFeatures(t.db, companyId);
    await setCompanyFeatures(t.db, companyId, { ...features, integrations: features.integrations.filter((i) => i !== 'cars/end-date-push') });
    const car = freshCar();
    const res = await postCar(admin, 'delete', { car_id: car.id });
    await setCompanyFeatures(t.db, companyId, features);
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ deleted: 1, date_end: car.date_end });
  });

  it('only active vehicles can be archived or edited', async () => {
    const archived = await archivedCar();
    expect(errorOf(await postCar(admin, 'delete', { car_id: archived.id, date_end: '2026-01-01' })).message).toBe(messages.fleet.onlyActiveArchivable);
    expect(errorOf(await postCar(admin, 'edit', { car_id: archived.id, color: 'Red' })).message).toBe(messages.fleet.onlyActiveEditable);
  });

  it('refuses malformed bodies and changes nothing', async () => {
    const car = freshCar();
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/cars/delete',
      schema: carDeleteBodySchema,
      valid: { car_id: car.id, date_end: '2026-01-31' },
      snapshot: () => t.db.select().from(cars).orderBy(cars.id),
    });
  });
});

describe('unarchiving', () => {
  it('brings an archived vehicle back, and only an archived one', async () => {
    const car = await archivedCar();
    const res = await postCar(admin, 'undelete', { car_id: car.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ id: car.id, deleted: 0 });
    expect((await activityPage(admin, 'car', car.id)).data.map((a) => a.event_type)).toContain('car_unarchived');
    expect(errorOf(await postCar(admin, 'undelete', { car_id: car.id })).message).toBe(messages.fleet.notArchived);
  });

  it('refuses malformed bodies and changes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/cars/undelete',
      schema: carIdBodySchema,
      valid: { car_id: (await archivedCar()).id },
      snapshot: () => t.db.select().from(cars).orderBy(cars.id),
    });
  });
});

describe('deleting for good', () => {
  it('is for support users, and only from the archive', async () => {
    const archived = await archivedCar();
    for (const email of [DEMO_EMAILS.admin, DEMO_EMAILS.light, DEMO_EMAILS.readonly]) {
      expect((await postCar(await t.as(email), 'delete-permanently', { car_id: archived.id })).statusCode, email).toBe(403);
    }
    const support = await t.as(DEMO_EMAILS.support);
    const active = freshCar();
    expect(errorOf(await postCar(support, 'delete-permanently', { car_id: active.id })).message).toBe(messages.fleet.onlyArchivedDeletable);
    expect((await carRow(t.db, active.id)).deleted).toBe(0);
  });

  it('removes the vehicle, its custom values, its files’ rows and their bytes', async () => {
    const car = await archivedCar();
    const companyId = facts.companyId('Demo Company');
    const field = await fieldNamed(admin, 'car', 'Parking spot');
    expect((await setValues(admin, 'car', car.id, { [field.id]: 'P-12' })).statusCode).toBe(200);
    const docId = uuidv7();
    expect(
      (
        await uploadFile(admin, {
          object: 'car',
          id: car.id,
          body: samplePhoto(8, 8),
          contentType: 'image/png',
          docId,
          filename: 'damage.png',
          documentType: 'photo',
        })
      ).statusCode,
    ).toBe(200);
    const path = storedFilePath(t.filesDir, companyId, docId);
    expect(existsSync(path)).toBe(true);

    const res = await postCar(await t.as(DEMO_EMAILS.support), 'delete-permanently', { car_id: car.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toBeNull();
    expect(await t.db.select().from(cars).where(eq(cars.id, car.id))).toEqual([]);
    expect(await t.db.select().from(customFieldValues).where(eq(customFieldValues.id, car.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(documents)
        .where(and(eq(documents.related_object, 'car'), eq(documents.related_object_id, car.id))),
    ).toEqual([]);
    expect(existsSync(path)).toBe(false);
    expect((await admin.get(`/api/cars/${car.id}/detail`)).statusCode).toBe(404);
  });
});

describe('tenant isolation and roles', () => {
  it('another company’s vehicle is not found; read-only users get 403', async () => {
    const foreign = (await carsOf(t.db, facts.companyId('Other Company')))[0]!;
    for (const path of ['delete', 'undelete'] as const)
      expect((await postCar(admin, path, { car_id: foreign.id, date_end: '2026-01-01' })).statusCode, path).toBe(404);
    expect((await postCar(await t.as(DEMO_EMAILS.support), 'delete-permanently', { car_id: foreign.id })).statusCode).toBe(404);
    expect((await carRow(t.db, foreign.id)).deleted).toBe(foreign.deleted);
    const car = freshCar();
    expect((await postCar(await t.as(DEMO_EMAILS.readonly), 'delete', { car_id: car.id, date_end: '2026-01-01' })).statusCode).toBe(403);
  });
});
