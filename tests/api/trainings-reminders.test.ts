import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { REMINDER_MESSAGE_MAX_LENGTH, reminderItemSchema, type ReminderItem } from '../../src/shared/trainings/reminders.schema';
import type { ParticipantItem } from '../../src/shared/trainings/trainings.schema';
import { managerScope } from '../helpers/demo-facts';
import { changedIds, pullAll, removedIds, syncHeaders } from '../helpers/sync-api';
import { DEMO_EMAILS, errorOf, type Client } from '../helpers/test-app';
import { addParticipantApi, addTrainingApi, postTraining, useTrainingsTest } from '../helpers/trainings-api';

// POST /api/trainings/reminders/add, /edit and /delete: a participant's reminders (date, message,
// done), for the participants a user sees, and mirrored by the pull like the participants.
const s = useTrainingsTest();

/** Where the admin's pull stands now, to see later removals. */
const cursorNow = async () => (await pullAll(s.admin)).at(-1)!.cursor;

const post = (c: Client, path: 'add' | 'edit' | 'delete', body: Record<string, unknown>, h = {}) =>
  c.request({ method: 'POST', url: `/api/trainings/reminders/${path}`, payload: body, headers: syncHeaders(h) });

async function ok(c: Client, path: 'add' | 'edit' | 'delete', body: Record<string, unknown>) {
  const res = await post(c, path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReminderItem | null }>().data;
}

/** A new training with one participant of the manager's teams and one outside them. */
async function setUp(): Promise<{ inside: ParticipantItem; outside: ParticipantItem }> {
  const { members } = managerScope(s.facts);
  const training = await addTrainingApi(s.admin);
  const insider = s.people.find((p) => members.has(p.id))!;
  const outsider = s.people.find((p) => !members.has(p.id))!;
  return { inside: await addParticipantApi(s.admin, training.id, insider.id), outside: await addParticipantApi(s.admin, training.id, outsider.id) };
}

describe('a participant’s reminders', () => {
  it('are added with the client’s id, edited (done, date, message) and deleted, each change pulled', async () => {
    const { inside } = await setUp();
    const id = uuidv7();
    const added = await ok(s.admin, 'add', { id, participant_id: inside.id, date: '2026-12-15', message: '  Book the hotel ' });
    expect(reminderItemSchema.strict().parse(added)).toMatchObject({
      id,
      participant_id: inside.id,
      training_id: inside.training_id,
      employee_id: inside.employee_id,
      date: '2026-12-15',
      message: 'Book the hotel',
      done: 0,
    });
    const done = await ok(s.admin, 'edit', { reminder_id: id, done: 1, base: { done: 0 } });
    expect(done).toMatchObject({ done: 1, message: 'Book the hotel' });
    expect(changedIds(await pullAll(s.admin), 'training_reminders')).toContain(id);
    const stale = await post(s.admin, 'edit', { reminder_id: id, message: 'Mine', base: { message: 'Something else' } });
    expect(stale.statusCode).toBe(409);
    const cursor = await cursorNow();
    expect(await ok(s.admin, 'delete', { reminder_id: id })).toBeNull();
    expect(removedIds(await pullAll(s.admin, { cursor }), 'training_reminders')).toContain(id);
    expect((await post(s.admin, 'delete', { reminder_id: id })).statusCode).toBe(404);
  });

  it('refuse bad input with 400 and the message, and change nothing', async () => {
    const { inside } = await setUp();
    const m = messages.trainings;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ participant_id: inside.id, message: 'x' }, 'date', m.reminderDateRequired],
      [{ participant_id: inside.id, date: '2026-02-30', message: 'x' }, 'date', messages.validation.invalidDate],
      [{ participant_id: inside.id, date: '2026-12-01', message: '   ' }, 'message', m.reminderMessageRequired],
      [
        { participant_id: inside.id, date: '2026-12-01', message: 'x'.repeat(REMINDER_MESSAGE_MAX_LENGTH + 1) },
        'message',
        messages.validation.tooLong(REMINDER_MESSAGE_MAX_LENGTH),
      ],
      [{ participant_id: 'nope', date: '2026-12-01', message: 'x' }, 'participant_id', expect.any(String) as unknown as string],
      [{ participant_id: uuidv7(), date: '2026-12-01', message: 'x' }, 'participant_id', m.participantNotFound],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(s.admin, 'add', { id: uuidv7(), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fields?.[field]).toEqual(message);
    }
    const kept = await ok(s.admin, 'add', { id: uuidv7(), participant_id: inside.id, date: '2026-12-01', message: 'Kept' });
    for (const body of [{ done: 2 }, { message: '' }, { date: 'tomorrow' }, { base: { colour: 'x' } }]) {
      expect((await post(s.admin, 'edit', { reminder_id: kept!.id, ...body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(changedIds(await pullAll(s.admin), 'training_reminders').filter((x) => x === kept!.id)).toHaveLength(1);
    const pulled = (await pullAll(s.admin)).flatMap((p) => (p.changes.training_reminders ?? []) as unknown as ReminderItem[]);
    expect(pulled.filter((r) => r.participant_id === inside.id).map((r) => [r.message, r.done])).toEqual([['Kept', 0]]);
  });

  it('follow the rights: read-only may not write; a team-only manager only for people of their teams, and sees only those', async () => {
    const { inside, outside } = await setUp();
    const body = (p: ParticipantItem) => ({ id: uuidv7(), participant_id: p.id, date: '2026-12-01', message: 'Bring ID' });
    expect((await post(await s.t.as(DEMO_EMAILS.readonly), 'add', body(inside))).statusCode).toBe(403);
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const mine = await ok(manager, 'add', body(inside));
    const refused = await post(manager, 'add', body(outside));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(messages.trainings.participantNotFound);
    const theirs = await ok(s.admin, 'add', body(outside));
    expect((await post(manager, 'edit', { reminder_id: theirs!.id, done: 1 })).statusCode).toBe(404);
    expect((await post(manager, 'delete', { reminder_id: theirs!.id })).statusCode).toBe(404);
    const seen = changedIds(await pullAll(manager), 'training_reminders');
    expect(seen).toContain(mine!.id);
    expect(seen).not.toContain(theirs!.id);
    const other = await s.t.as(DEMO_EMAILS.other);
    expect((await post(other, 'add', body(inside))).statusCode).toBe(400);
    expect((await post(other, 'edit', { reminder_id: mine!.id, done: 1 })).statusCode).toBe(404);
  });

  it('go with their participant', async () => {
    const { inside } = await setUp();
    const r = await ok(s.admin, 'add', { id: uuidv7(), participant_id: inside.id, date: '2026-12-01', message: 'Gone soon' });
    const cursor = await cursorNow();
    const res = await postTraining(s.admin, 'participants/remove', { training_id: inside.training_id, employee_id: inside.employee_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(removedIds(await pullAll(s.admin, { cursor }), 'training_reminders')).toContain(r!.id);
  });
});
