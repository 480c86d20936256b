import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import type { ParticipantItem, TrainingItem, TrainingListRow } from '../../src/shared/trainings/trainings.schema';
import { leakedIds, managerScope } from '../helpers/demo-facts';
import { savedSegment } from '../helpers/segments-api';
import { DEMO_EMAILS, errorOf, type Client } from '../helpers/test-app';
import { addParticipantApi, addTrainingApi, getOk, postTraining, useTrainingsTest, validTraining, type TrainingWritePath } from '../helpers/trainings-api';

// Roles (trainings.md section 6): everyone of the company reads; read-only users write nothing;
// the team-only manager sees every training but only their teams' people and has no filter
// groups; light access gets no custom fields nor custom segments; another company sees nothing.
const s = useTrainingsTest();
let training: TrainingItem;
let participant: ParticipantItem;
beforeAll(async () => {
  training = await addTrainingApi(s.admin, { name: 'Access training' });
  participant = await addParticipantApi(s.admin, training.id, s.people[40]!.id);
});

type List = { data: TrainingListRow[]; count: number };

describe('read-only users', () => {
  it('read trainings but get 403 on every write', async () => {
    const ro = await s.t.as(DEMO_EMAILS.readonly);
    expect((await getOk<List>(ro, '/api/trainings/list')).count).toBeGreaterThan(0);
    const bodies: [TrainingWritePath, Record<string, unknown>][] = [
      ['programs/add', { id: uuidv7(), program_name: 'x' }],
      ['add', validTraining()],
      ['edit', { training_id: training.id, name: 'x' }],
      ['delete', { training_id: training.id }],
      ['remove_from_program', { training_id: training.id }],
      ['add_to_program', { training_id: training.id, program_id: uuidv7() }],
      ['participants/add', { id: uuidv7(), training_id: training.id, employee_id: s.people[41]!.id }],
      ['participants/remove', { training_id: training.id, employee_id: s.people[40]!.id }],
      ['participants/status', { participant_id: participant.id, status: 'followed' }],
      ['participants/result', { participant_id: participant.id, result: 'passed' }],
    ];
    for (const [path, body] of bodies) {
      const res = await postTraining(ro, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(errorOf(res).code).toBe('forbidden');
    }
  });
});

describe('light access', () => {
  it('writes trainings, but gets no custom fields and no custom segments', async () => {
    const light = await s.t.as(DEMO_EMAILS.light);
    expect((await postTraining(light, 'add', validTraining())).statusCode).toBe(200);
    expect((await getOk<{ custom_fields: unknown[] }>(light, `/api/trainings/participants/${participant.id}`)).custom_fields).toEqual([]);
    const segment = await savedSegment(s.admin, {
      object_type: 'training_participant',
      definition: { match: 'all', conditions: [{ field: 'status', op: 'equals', value: 'reserved' }] },
    });
    expect((await light.get('/api/trainings/list', { segment_id: segment })).statusCode).toBe(403);
    expect((await light.get('/api/trainings/list', { segment_id: 'all' })).statusCode).toBe(200);
  });
});

describe('the team-only manager', () => {
  it('sees every training, only people of their teams, and no filter groups', async () => {
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const all = await getOk<List>(s.admin, '/api/trainings/list', { per_page: 2000 });
    const mine = await getOk<List>(manager, '/api/trainings/list', { per_page: 2000, trainings_filter: 'trainings' });
    expect(mine.data.map((r) => r.id).sort()).toEqual(all.data.map((r) => r.id).sort());
    const { members } = managerScope(s.facts);
    const outsiders = new Set(
      s.facts
        .peopleOf('Demo Company', { includeFormer: true })
        .filter((p) => !members.has(p.id))
        .map((p) => p.id),
    );
    const texts = [
      JSON.stringify(mine),
      (await manager.get(`/api/trainings/${training.id}/participants`, { per_page: 1000 })).body,
      (await manager.get('/api/trainings/list', { segment_id: 'all', per_page: 2000 })).body,
    ];
    for (const text of texts) expect(leakedIds(text, outsiders)).toEqual([]);
  });
});

describe('another company', () => {
  async function other(): Promise<Client> {
    return s.t.as(DEMO_EMAILS.other);
  }

  it('sees none of Demo Company’s trainings, participants or people', async () => {
    const c = await other();
    const demoIds = s.facts.idsOf('Demo Company');
    demoIds.add(training.id);
    demoIds.add(participant.id);
    const texts = [
      (await c.get('/api/trainings/list', { per_page: 2000 })).body,
      (await c.get('/api/trainings/list', { per_page: 2000, segment_id: 'all' })).body,
      (await c.get('/api/trainings/programs')).body,
    ];
    for (const text of texts) expect(leakedIds(text, demoIds)).toEqual([]);
    expect((await c.get(`/api/trainings/${training.id}/detail`)).statusCode).toBe(404);
    expect((await c.get(`/api/trainings/${training.id}/participants`)).statusCode).toBe(404);
    expect((await c.get(`/api/trainings/participants/${participant.id}`)).statusCode).toBe(404);
    expect((await c.get(`/api/trainings/employee/${s.people[40]!.id}`)).statusCode).toBe(404);
  });

  it('cannot change them', async () => {
    const c = await other();
    expect((await postTraining(c, 'edit', { training_id: training.id, name: 'x' })).statusCode).toBe(404);
    expect((await postTraining(c, 'delete', { training_id: training.id })).statusCode).toBe(404);
    expect((await postTraining(c, 'participants/status', { participant_id: participant.id, status: 'followed' })).statusCode).toBe(404);
    expect((await postTraining(c, 'participants/remove', { training_id: training.id, employee_id: s.people[40]!.id })).statusCode).toBe(404);
    const add = await postTraining(c, 'participants/add', { id: uuidv7(), training_id: training.id, employee_id: s.facts.peopleOf('Other Company')[3]!.id });
    expect(add.statusCode).toBe(404);
    expect(errorOf(add).message).toBe(messages.trainings.trainingNotFound);
    expect((await getOk<{ details: TrainingItem }>(s.admin, `/api/trainings/${training.id}/detail`)).details.name).toBe('Access training');
  });
});
