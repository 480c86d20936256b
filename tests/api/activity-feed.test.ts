import { beforeAll, describe, expect, it } from 'vitest';
import { recordActivities } from '../../src/server/activity/record-activity';
import { carChangeEvents } from '../../src/server/fleet/car-activity';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import { ACTIVITY_PAGE_SIZE, activityItemSchema, activityQuerySchema } from '../../src/shared/activity/activity.schema';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../src/shared/format';
import { SYNC_HEADERS } from '../../src/shared/sync/protocol';
import { activityPage, addItems, noteOn, postNote, withoutActivity } from '../helpers/activity-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { carsOf, postCarEdit, syncHeaders } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// getActivity pages, what a car edit writes into the car's feed, and the time an item carries:
// when the change was made on the device, not when it reached the server.
const { t, facts, admin } = useApiTest();
let demoId: string;
let demoCars: Awaited<ReturnType<typeof carsOf>>;
beforeAll(async () => {
  demoId = facts.companyId('Demo Company');
  const active = (await carsOf(t.db, demoId)).filter((c) => c.deleted === 0 && c.type === 'car');
  const quiet = await withoutActivity(
    t.db,
    active.map((c) => c.id),
  );
  demoCars = active.filter((c) => quiet.has(c.id));
});

const used = new Set<string>();
/** A demo car no other test of this file used. */
function freshCar(where: (c: (typeof demoCars)[number]) => boolean = () => true) {
  const car = demoCars.find((c) => !used.has(c.id) && where(c))!;
  used.add(car.id);
  return car;
}
const minutesApart = (a: string, b: Date) => Math.abs(new Date(a).getTime() - b.getTime()) / 60_000;

describe('getActivity', () => {
  it('pages by 50, newest first: 51 items answer 50 and then 1, and a page past the end is empty', async () => {
    const car = freshCar();
    const ids = await addItems(t.db, { companyId: demoId, userId: facts.userId(DEMO_EMAILS.admin), type: 'car', objectId: car.id, count: 51 });
    const first = await activityPage(admin, 'car', car.id);
    const second = await activityPage(admin, 'car', car.id, 1);
    expect(first.data).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(second.data).toHaveLength(1);
    expect([first.count, second.count]).toEqual([51, 51]);
    expect([...first.data, ...second.data].map((i) => i.id)).toEqual([...ids].reverse());
    expect((await activityPage(admin, 'car', car.id, 2)).data).toEqual([]);
  });

  it('answers the spec’s fields: who did it, their avatar and the time as dd/mm/yyyy HH:mm', async () => {
    const car = freshCar();
    await addItems(t.db, { companyId: demoId, userId: facts.userId(DEMO_EMAILS.admin), type: 'car', objectId: car.id, count: 1 });
    const [item] = (await activityPage(admin, 'car', car.id)).data;
    const parsed = activityItemSchema.strict().parse(item);
    expect(parsed).toMatchObject({
      related_object: 'car',
      related_object_id: car.id,
      related_user_id: facts.userId(DEMO_EMAILS.admin),
      real_name: 'Sophie Laurent',
    });
    expect(parsed.date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(parsed.date_formatted).toBe(formatDateTime(parsed.happened_at, DEFAULT_TIME_ZONE));
  });

  it('answers an object without items with an empty page, and refuses a bad page with 400', async () => {
    const car = freshCar();
    expect(await activityPage(admin, 'car', car.id)).toEqual({ data: [], count: 0 });
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: `/api/activity/car/${car.id}`,
      schema: activityQuerySchema,
      valid: { page: 1 },
      minCases: 3,
    });
    for (const url of [`/api/activity/spaceship/${car.id}`, '/api/activity/car/not-an-id']) expect((await admin.get(url)).statusCode, url).toBe(400);
  });
});

describe('a car edit', () => {
  it('writes one car_updated item listing each changed field with its old and new value', async () => {
    const car = freshCar();
    const res = await postCarEdit(admin, { car_id: car.id, color: 'Racing green', model: car.model, plate: '1-NEW-001' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = await activityPage(admin, 'car', car.id);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ event_type: 'car_updated', real_name: 'Sophie Laurent' });
    // The model was sent unchanged: not listed.
    expect(data[0]!.event_info_json.changes).toEqual([
      { field: 'plate', old: car.plate, new: '1-NEW-001' },
      { field: 'color', old: car.color, new: 'Racing green' },
    ]);
  });

  it('writes nothing when nothing changed', async () => {
    const car = freshCar();
    expect((await postCarEdit(admin, { car_id: car.id, color: car.color ?? '' })).statusCode).toBe(200);
    expect((await activityPage(admin, 'car', car.id)).count).toBe(0);
  });

  it('records a new person on the car and on both people’s feeds', async () => {
    const car = freshCar((c) => c.related_employee_id !== null);
    const viewer = await admin.me();
    const before = { ...car, person_name: 'Old Person', updated_at: '' } as unknown as CarListItem;
    const newcomer = facts.peopleOf('Demo Company').find((p) => p.id !== car.related_employee_id)!;
    const after = { ...before, related_employee_id: newcomer.id, person_name: newcomer.name };
    await withCompanyWrite(t.db, { companyId: demoId, userId: viewer.user.id }, (tx) =>
      recordActivities(tx, { viewer, madeAt: null }, carChangeEvents(before, after)),
    );
    expect((await activityPage(admin, 'car', car.id)).data[0]).toMatchObject({
      event_type: 'car_owner_changed',
      event_info_json: {
        old_employee_id: car.related_employee_id,
        old_employee_name: 'Old Person',
        new_employee_id: newcomer.id,
        new_employee_name: newcomer.name,
      },
    });
    expect((await activityPage(admin, 'employee', newcomer.id)).data[0]).toMatchObject({ event_type: 'car_assigned', event_info_json: { car_id: car.id } });
    expect((await activityPage(admin, 'employee', car.related_employee_id!)).data[0]).toMatchObject({
      event_type: 'car_unassigned',
      event_info_json: { car_id: car.id },
    });
  });
});

describe('the time of an item', () => {
  it('is when the change was made on the device (X-Mutation-Made-At), for notes and car edits alike', async () => {
    const car = freshCar();
    const madeAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    expect((await postNote(admin, noteOn('car', car.id, 'Written at the desk'))).statusCode).toBe(200);
    // Sent later, from the outbox of a device that was offline three hours ago.
    expect((await postNote(admin, noteOn('car', car.id, 'Written in the tunnel'), { key: crypto.randomUUID(), madeAt })).statusCode).toBe(200);
    const edit = await admin.request({
      method: 'POST',
      url: '/api/cars/edit',
      payload: { car_id: car.id, color: 'Offline blue' },
      headers: { [SYNC_HEADERS.madeAt]: madeAt },
    });
    expect(edit.statusCode).toBe(200);
    const items = (await activityPage(admin, 'car', car.id)).data;
    const made = items.filter((i) => i.happened_at === madeAt);
    expect(made.map((i) => i.event_type).sort()).toEqual(['car_updated', 'note_added']);
    // Sorted by when it happened: what was made offline earlier comes after what was made since.
    expect(items.map((i) => i.event_info_json.text ?? i.event_type)).toEqual(['Written at the desk', expect.any(String), expect.any(String)]);
    expect(minutesApart(items[0]!.happened_at, new Date())).toBeLessThan(1);
  });

  it('names the device that made it and when it reached the server, so an office edit and a tablet’s offline edit stay apart', async () => {
    const car = freshCar();
    const office = crypto.randomUUID();
    const tablet = crypto.randomUUID();
    expect((await postCarEdit(admin, { car_id: car.id, color: 'Office grey' }, { key: crypto.randomUUID(), client: office, seq: 1 })).statusCode).toBe(200);
    const madeAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const offline = await admin.request({
      method: 'POST',
      url: '/api/cars/edit',
      payload: { car_id: car.id, specifics: 'Roof rack fitted' },
      headers: { ...syncHeaders({ key: crypto.randomUUID(), client: tablet, seq: 1 }), [SYNC_HEADERS.madeAt]: madeAt },
    });
    expect(offline.statusCode, offline.body).toBe(200);
    expect((await postCarEdit(admin, { car_id: car.id, color: 'No device red' })).statusCode).toBe(200);
    const [direct, fromOffice, fromTablet] = (await activityPage(admin, 'car', car.id)).data;
    expect([direct?.device_id, fromOffice?.device_id, fromTablet?.device_id]).toEqual([null, office, tablet]);
    expect(fromTablet!.happened_at).toBe(madeAt);
    expect(minutesApart(fromTablet!.received_at, new Date())).toBeLessThan(1);
    expect(minutesApart(fromOffice!.received_at, new Date(fromOffice!.happened_at))).toBeLessThan(1);
  });

  it('is now when the header is in the future, too old or not a time; the write still succeeds', async () => {
    const car = freshCar();
    const cases = [new Date(Date.now() + 3_600_000).toISOString(), new Date(Date.now() - 31 * 86_400_000).toISOString(), 'yesterday'];
    for (const madeAt of cases) {
      const res = await postNote(admin, noteOn('car', car.id, `Clock says ${madeAt}`), { madeAt });
      expect(res.statusCode, madeAt).toBe(200);
      expect(minutesApart(res.json<{ data: { happened_at: string } }>().data.happened_at, new Date()), madeAt).toBeLessThan(1);
    }
  });
});
