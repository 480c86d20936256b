import { beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../src/server/db/schema/activity';
import { NOTE_MAX_LENGTH, addNoteBodySchema } from '../../src/shared/activity/activity.schema';
import { uuidv7 } from '../../src/shared/ids';
import { activityPage, noteOn, postNote, withoutActivity } from '../helpers/activity-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { carsOf } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// addNote: the spec's 400-character limit and message, and a client-made id that a note written
// offline keeps, whichever way it reaches the server.
const { t, facts, admin } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  carIds = [
    ...(await withoutActivity(
      t.db,
      (await carsOf(t.db, facts.companyId('Demo Company'))).filter((c) => c.deleted === 0).map((c) => c.id),
    )),
  ];
});

const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

describe('validation', () => {
  it('refuses every malformed body with 400 and writes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/activity/addNote',
      schema: addNoteBodySchema,
      valid: noteOn('car', carIds[0]!, 'Tyres changed'),
      snapshot: () => t.db.select().from(activity).orderBy(activity.id),
      minCases: 25,
    });
  });

  it('takes 400 characters and refuses 401 with the spec’s message', async () => {
    const car = carIds[1]!;
    const ok = await postNote(admin, noteOn('car', car, 'x'.repeat(NOTE_MAX_LENGTH)));
    expect(ok.statusCode, ok.body).toBe(200);
    const long = await postNote(admin, noteOn('car', car, 'x'.repeat(NOTE_MAX_LENGTH + 1)));
    expect(long.statusCode).toBe(400);
    // The spec's words, written out rather than imported.
    expect(errorOf(long).fields?.text).toBe('note must be less than 400 characters');
    expect((await activityPage(admin, 'car', car)).count).toBe(1);
  });

  it('refuses an empty or blank note, and trims the rest', async () => {
    const car = carIds[2]!;
    for (const text of ['', '   \n ']) expect(errorOf(await postNote(admin, noteOn('car', car, text))).fields?.text).toBe('please write a note');
    const res = await postNote(admin, noteOn('car', car, '  Oil checked \n'));
    expect(res.json<{ data: { event_info_json: { text: string } } }>().data.event_info_json.text).toBe('Oil checked');
  });
});

describe('the answer and the id', () => {
  it('is the item as getActivity lists it, under the id the client made', async () => {
    const body = noteOn('car', carIds[3]!, 'Scratch on the left door');
    const res = await postNote(admin, body);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({ id: body.id, event_type: 'note_added', event_info_json: { text: 'Scratch on the left door' }, real_name: 'Sophie Laurent' });
    expect((await activityPage(admin, 'car', carIds[3]!)).data).toEqual([data]);
  });

  it('made by the server when the API user sends none', async () => {
    const { id: _, ...body } = noteOn('car', carIds[4]!, 'From a script');
    const res = await postNote(admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { id: string } }>().data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sent twice (a retry without the key) gives one note; an id already used for anything else is refused', async () => {
    const body = noteOn('car', carIds[5]!, 'Sent twice');
    const [a, b] = [await postNote(admin, body), await postNote(admin, body)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect((await activityPage(admin, 'car', carIds[5]!)).count).toBe(1);
    const light = await t.as(DEMO_EMAILS.light);
    const stolen = await postNote(light, { ...body, text: 'Same id, other user' });
    expect(stolen.statusCode).toBe(409);
    expect(errorOf(stolen).code).toBe('conflict');
    const other = await t.as(DEMO_EMAILS.other);
    const foreignCar = (await carsOf(t.db, facts.companyId('Other Company')))[0]!.id;
    const res = await postNote(other, { ...body, related_object_id: foreignCar });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('Sent twice');
  });

  it('replayed with the same Idempotency-Key answers the first answer and adds nothing', async () => {
    const key = uuidv7();
    const note = noteOn('car', carIds[6]!, 'Once');
    const first = await postNote(admin, note, { key });
    const again = await postNote(admin, note, { key });
    expect(again.body).toBe(first.body);
    expect((await activityPage(admin, 'car', carIds[6]!)).count).toBe(1);
  });
});
