import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/server/db/schema/people';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { participantItemSchema, type ParticipantItem, type TrainingItem } from '../../src/shared/trainings/trainings.schema';
import { activityPage } from '../helpers/activity-api';
import { managerScope } from '../helpers/demo-facts';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';
import { addParticipantApi, addProgramApi, addTrainingApi, getOk, okWrite, postTraining, useTrainingsTest } from '../helpers/trainings-api';

// The participant writes: add (addTrainingEmployee), remove (removeTrainingEmployee) and the
// status and result changes (updateParticipantStatus / Result) with their activity items.
const s = useTrainingsTest();
let training: TrainingItem;
beforeAll(async () => {
  training = await addTrainingApi(s.admin, { name: 'Presentation skills' });
});

const person = (i: number) => s.people[i]!;

describe('adding a participant', () => {
  it('saves a reserved participant still to complete, with the client’s id, and participant_added on the training', async () => {
    const p = person(3);
    const id = uuidv7();
    const res = await postTraining(s.admin, 'participants/add', { id, training_id: training.id, employee_id: p.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ id: string; data: ParticipantItem }>();
    expect(body.id).toBe(id);
    expect(participantItemSchema.strict().parse(body.data)).toMatchObject({
      id,
      training_id: training.id,
      employee_id: p.id,
      person_name: p.name,
      status: 'reserved',
      result: 'to_be_completed',
    });
    const feed = (await activityPage(s.admin, 'training', training.id)).data;
    expect(feed[0]).toMatchObject({ event_type: 'participant_added', event_info_json: { employee_id: p.id, employee_name: p.name } });
  });

  it('refuses a person already taking part, by name', async () => {
    const p = person(4);
    await addParticipantApi(s.admin, training.id, p.id);
    const res = await postTraining(s.admin, 'participants/add', { id: uuidv7(), training_id: training.id, employee_id: p.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: messages.trainings.alreadyParticipant(p.name),
      fields: { employee_id: messages.trainings.alreadyParticipant(p.name) },
    });
  });

  it('refuses a person who has left, one of another company, and a program', async () => {
    const gone = person(5);
    await s.t.db.update(employees).set({ active_until: '2020-01-31' }).where(eq(employees.id, gone.id));
    const left = await postTraining(s.admin, 'participants/add', { id: uuidv7(), training_id: training.id, employee_id: gone.id });
    expect(errorOf(left)).toMatchObject({
      message: messages.trainings.personLeft(gone.name),
      fields: { employee_id: messages.trainings.personLeft(gone.name) },
    });
    await s.t.db.update(employees).set({ active_until: null }).where(eq(employees.id, gone.id));
    const foreign = s.facts.peopleOf('Other Company')[2]!;
    const other = await postTraining(s.admin, 'participants/add', { id: uuidv7(), training_id: training.id, employee_id: foreign.id });
    expect(errorOf(other)).toMatchObject({ message: messages.trainings.personNotFound, fields: { employee_id: messages.trainings.personNotFound } });
    const { program } = await addProgramApi(s.admin, 0);
    const onProgram = await postTraining(s.admin, 'participants/add', { id: uuidv7(), training_id: program.id, employee_id: person(6).id });
    expect(errorOf(onProgram).message).toBe(messages.trainings.programHasNoParticipants);
  });

  it('answers 404 for an unknown training and 409 for an id taken', async () => {
    const unknown = await postTraining(s.admin, 'participants/add', { id: uuidv7(), training_id: uuidv7(), employee_id: person(7).id });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(messages.trainings.trainingNotFound);
    const first = await addParticipantApi(s.admin, training.id, person(8).id);
    const taken = await postTraining(s.admin, 'participants/add', { id: first.id, training_id: training.id, employee_id: person(9).id });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(messages.trainings.participantIdTaken);
  });

  it('lets a team-only manager add only people of their teams', async () => {
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const { members } = managerScope(s.facts);
    const inside = s.people.find((p) => members.has(p.id) && p.id !== person(3).id)!;
    const outside = s.people.find((p) => !members.has(p.id))!;
    expect((await postTraining(manager, 'participants/add', { id: uuidv7(), training_id: training.id, employee_id: inside.id })).statusCode).toBe(200);
    const res = await postTraining(manager, 'participants/add', { id: uuidv7(), training_id: training.id, employee_id: outside.id });
    expect(errorOf(res).message).toBe(messages.trainings.personNotFound);
  });

  it('replays an Idempotency-Key with the first answer and adds nobody twice', async () => {
    const body = { id: uuidv7(), training_id: training.id, employee_id: person(10).id };
    const key = uuidv7();
    const first = await postTraining(s.admin, 'participants/add', body, { key });
    const again = await postTraining(s.admin, 'participants/add', body, { key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(first.body);
  });
});

describe('removing a participant', () => {
  it('answers { data: null, id } and writes participant_removed on the training', async () => {
    const p = person(11);
    const added = await addParticipantApi(s.admin, training.id, p.id);
    const res = await postTraining(s.admin, 'participants/remove', { training_id: training.id, employee_id: p.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null, id: added.id });
    const feed = (await activityPage(s.admin, 'training', training.id)).data;
    expect(feed[0]).toMatchObject({ event_type: 'participant_removed', event_info_json: { employee_id: p.id, employee_name: p.name } });
    const twice = await postTraining(s.admin, 'participants/remove', { training_id: training.id, employee_id: p.id });
    expect(twice.statusCode).toBe(404);
    expect(errorOf(twice).message).toBe(messages.trainings.participantNotFound);
  });

  it('does not let a team-only manager remove someone outside their teams', async () => {
    const { members } = managerScope(s.facts);
    const outside = s.people.find((p) => !members.has(p.id))!;
    // Its own training: the shared one already holds people picked by index, in an order the database chooses.
    const own = await addTrainingApi(s.admin, { name: 'Fire safety refresher' });
    await addParticipantApi(s.admin, own.id, outside.id);
    const res = await postTraining(await s.t.as(DEMO_EMAILS.manager), 'participants/remove', { training_id: own.id, employee_id: outside.id });
    expect(res.statusCode).toBe(404);
    const still = await getOk<{ data: ParticipantItem[] }>(s.admin, `/api/trainings/${own.id}/participants`);
    expect(still.data.map((x) => x.employee_id)).toEqual([outside.id]);
  });
});

describe('status and result', () => {
  it('change with participant_status_changed / participant_result_changed on the participant; the same value writes nothing', async () => {
    const { sessions } = await addProgramApi(s.admin, 0);
    const p = person(12);
    const added = await addParticipantApi(s.admin, sessions[0]!.id, p.id);
    const status = await okWrite<ParticipantItem>(s.admin, 'participants/status', { participant_id: added.id, status: 'followed' });
    expect(status).toMatchObject({ status: 'followed', result: 'to_be_completed' });
    expect(status.version).toBeGreaterThan(added.version);
    const result = await okWrite<ParticipantItem>(s.admin, 'participants/result', {
      participant_id: added.id,
      result: 'passed',
      base: { result: 'to_be_completed' },
    });
    expect(result).toMatchObject({ status: 'followed', result: 'passed' });
    const same = await okWrite<ParticipantItem>(s.admin, 'participants/result', { participant_id: added.id, result: 'passed' });
    expect(same.version).toBe(result.version);
    const feed = (await activityPage(s.admin, 'training_participant', added.id)).data;
    const who = { training_id: sessions[0]!.id, training_name: sessions[0]!.name, employee_id: p.id, employee_name: p.name };
    expect(feed.map((a) => [a.event_type, a.event_info_json])).toEqual([
      ['participant_result_changed', { ...who, old_result: 'to_be_completed', new_result: 'passed' }],
      ['participant_status_changed', { ...who, old_status: 'reserved', new_status: 'followed' }],
    ]);
  });

  it('answers 409 with the current row when base is stale', async () => {
    const added = await addParticipantApi(s.admin, training.id, person(13).id);
    await okWrite(s.admin, 'participants/status', { participant_id: added.id, status: 'not_pursued' });
    const res = await postTraining(s.admin, 'participants/status', { participant_id: added.id, status: 'followed', base: { status: 'reserved' } });
    expect(res.statusCode).toBe(409);
    const body = res.json<{ current: ParticipantItem; changed_by: { name: string } }>();
    expect(body.current).toMatchObject({ id: added.id, status: 'not_pursued' });
    expect(body.changed_by.name).toBe('Sophie Laurent');
  });

  it('answers 404 for a participant not in the scope, and replays a status change once', async () => {
    const { members } = managerScope(s.facts);
    const outside = s.people.filter((p) => !members.has(p.id))[5]!;
    const added = await addParticipantApi(s.admin, training.id, outside.id);
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const hidden = await postTraining(manager, 'participants/status', { participant_id: added.id, status: 'followed' });
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe(messages.trainings.participantNotFound);
    const key = uuidv7();
    const first = await postTraining(s.admin, 'participants/status', { participant_id: added.id, status: 'followed' }, { key });
    await okWrite(s.admin, 'participants/status', { participant_id: added.id, status: 'not_fitting' });
    const replay = await postTraining(s.admin, 'participants/status', { participant_id: added.id, status: 'followed' }, { key });
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.body).toBe(first.body);
    const feed = (await activityPage(s.admin, 'training_participant', added.id)).data;
    expect(feed.filter((a) => a.event_type === 'participant_status_changed')).toHaveLength(2);
  });
});
