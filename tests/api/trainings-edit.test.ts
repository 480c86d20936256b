import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import type { TrainingItem } from '../../src/shared/trainings/trainings.schema';
import { activityPage } from '../helpers/activity-api';
import { changedIds, pullAll, removedIds } from '../helpers/sync-api';
import { errorOf } from '../helpers/test-app';
import { addParticipantApi, addProgramApi, addTrainingApi, okWrite, postTraining, useTrainingsTest } from '../helpers/trainings-api';

// POST /api/trainings/edit, /delete, /remove_from_program and /add_to_program.
const s = useTrainingsTest();

describe('editing a training', () => {
  it('merges the fields sent over the row, checks the rules and writes training_updated with the changes', async () => {
    const t = await addTrainingApi(s.admin, { name: 'Excel basics', cost: '100' });
    const saved = await okWrite<TrainingItem>(s.admin, 'edit', {
      training_id: t.id,
      name: 'Excel advanced',
      cost: '150,5',
      base: { name: 'Excel basics', cost: '100.00' },
    });
    expect(saved).toMatchObject({ name: 'Excel advanced', cost: '150.50', leverancier: t.leverancier, date: t.date });
    const feed = (await activityPage(s.admin, 'training', t.id)).data;
    expect(feed[0]).toMatchObject({
      event_type: 'training_updated',
      event_info_json: {
        changes: [
          { field: 'name', old: 'Excel basics', new: 'Excel advanced' },
          { field: 'cost', old: '100.00', new: '150.50' },
        ],
      },
    });
    const none = await okWrite<TrainingItem>(s.admin, 'edit', { training_id: t.id, cost: '150.50' });
    expect(none.version).toBe(saved.version);
  });

  it('answers the training’s id (editTraining: id or training_id) and refuses a program_id that would move it', async () => {
    const { program, sessions } = await addProgramApi(s.admin, 0);
    const session = sessions[0]!;
    const res = await postTraining(s.admin, 'edit', { training_id: session.id, program_id: session.program_id, name: 'Kick-off' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: string; data: TrainingItem }>()).toMatchObject({ id: session.id, data: { name: 'Kick-off', program_id: program.id } });
    const single = await addTrainingApi(s.admin);
    for (const [t, program_id] of [
      [session, null],
      [single, program.id],
    ] as const) {
      const moved = await postTraining(s.admin, 'edit', { training_id: t.id, program_id, name: 'Moved' });
      expect(moved.statusCode).toBe(400);
      expect(errorOf(moved)).toMatchObject({ message: messages.trainings.programIdOnEdit, fields: { program_id: messages.trainings.programIdOnEdit } });
    }
    const after = await okWrite<TrainingItem>(s.admin, 'edit', { training_id: single.id, cost: '1' });
    expect(after).toMatchObject({ name: single.name, program_id: null });
  });

  it('refuses what the rules refuse, on the merged draft', async () => {
    const t = await addTrainingApi(s.admin);
    const res = await postTraining(s.admin, 'edit', { training_id: t.id, name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ name: messages.trainings.nameRequired });
    const teams = await postTraining(s.admin, 'edit', { training_id: t.id, is_visible_for_employees: 2 });
    expect(errorOf(teams).fields).toEqual({ selected_teams: messages.trainings.selectTeam });
  });

  it('answers 409 with the current row when base is stale, 404 for an unknown or foreign training', async () => {
    const t = await addTrainingApi(s.admin, { name: 'Negotiation 101' });
    await okWrite(s.admin, 'edit', { training_id: t.id, name: 'Negotiation 102' });
    const res = await postTraining(s.admin, 'edit', { training_id: t.id, name: 'Mine', base: { name: 'Negotiation 101' } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ current: TrainingItem }>().current).toMatchObject({ id: t.id, name: 'Negotiation 102' });
    expect((await postTraining(s.admin, 'edit', { training_id: uuidv7(), name: 'x' })).statusCode).toBe(404);
    const foreign = await addTrainingApi(await s.t.as('other@demo.test'));
    const other = await postTraining(s.admin, 'edit', { training_id: foreign.id, name: 'x' });
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).message).toBe(messages.trainings.trainingNotFound);
  });

  it('renames a program by program_name or name, and needs a name', async () => {
    const { program, sessions } = await addProgramApi(s.admin, 0);
    const renamed = await okWrite<TrainingItem>(s.admin, 'edit', { training_id: program.id, program_name: 'Sales academy 2028' });
    expect(renamed).toMatchObject({ name: 'Sales academy 2028', is_program: 1, cost: null });
    expect((await okWrite<TrainingItem>(s.admin, 'edit', { training_id: program.id, name: 'Sales academy 2029' })).name).toBe('Sales academy 2029');
    const empty = await postTraining(s.admin, 'edit', { training_id: program.id, program_name: '' });
    expect(errorOf(empty).fields).toEqual({ program_name: messages.trainings.programNameRequired });
    // A session's program_name renames its program.
    const session = await okWrite<TrainingItem>(s.admin, 'edit', { training_id: sessions[0]!.id, program_name: 'Welcome 2029' });
    expect(session.program_name).toBe('Welcome 2029');
    const feed = (await activityPage(s.admin, 'training', program.id)).data;
    expect(feed[0]!.event_info_json).toEqual({ changes: [{ field: 'name', old: 'Sales academy 2029', new: 'Welcome 2029' }] });
    // Checked as the session's edit form checks it: the program's name first, with the other fields' errors.
    const unnamed = await postTraining(s.admin, 'edit', { training_id: sessions[0]!.id, program_name: ' ', name: '' });
    expect(errorOf(unnamed)).toMatchObject({
      message: messages.trainings.programNameRequired,
      fields: { program_name: messages.trainings.programNameRequired, name: messages.trainings.nameRequired },
    });
  });
});

describe('delete and program moves', () => {
  it('deleting a program takes its sessions and participants, and the pull sends their tombstones', async () => {
    const cursor = (await pullAll(s.admin)).at(-1)!.cursor;
    const { program, sessions } = await addProgramApi(s.admin, 2);
    const p1 = await addParticipantApi(s.admin, sessions[0]!.id, s.people[20]!.id);
    const p2 = await addParticipantApi(s.admin, sessions[2]!.id, s.people[21]!.id);
    const res = await postTraining(s.admin, 'delete', { training_id: program.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null, id: program.id });
    for (const t of [program, ...sessions]) expect((await s.admin.get(`/api/trainings/${t.id}/detail`)).statusCode).toBe(404);
    const pages = await pullAll(s.admin, { cursor });
    expect(removedIds(pages, 'trainings').sort()).toEqual([program.id, ...sessions.map((x) => x.id)].sort());
    expect(removedIds(pages, 'training_participants').sort()).toEqual([p1.id, p2.id].sort());
    expect(changedIds(pages, 'trainings')).toEqual([]);
    expect((await postTraining(s.admin, 'delete', { training_id: program.id })).statusCode).toBe(404);
  });

  it('removes a session from its program and adds a training to a program, with their activity', async () => {
    const { program, sessions } = await addProgramApi(s.admin, 1);
    const single = await okWrite<TrainingItem>(s.admin, 'remove_from_program', { training_id: sessions[1]!.id });
    expect(single).toMatchObject({ program_id: null, program_name: null });
    const again = await postTraining(s.admin, 'remove_from_program', { training_id: single.id });
    expect(errorOf(again)).toMatchObject({ message: messages.trainings.notInProgram });
    const back = await okWrite<TrainingItem>(s.admin, 'add_to_program', { training_id: single.id, program_id: program.id });
    expect(back).toMatchObject({ program_id: program.id, program_name: program.name });
    const feed = (await activityPage(s.admin, 'training', single.id)).data.map((a) => [a.event_type, a.event_info_json]);
    expect(feed.slice(0, 2)).toEqual([
      ['training_added_to_program', { program_id: program.id, program_name: program.name }],
      ['training_removed_from_program', { program_id: program.id, program_name: program.name }],
    ]);
  });

  it('refuses adding to a program what cannot go there', async () => {
    const { program, sessions } = await addProgramApi(s.admin, 0);
    const other = await addProgramApi(s.admin, 0);
    const inProgram = await postTraining(s.admin, 'add_to_program', { training_id: sessions[0]!.id, program_id: other.program.id });
    expect(errorOf(inProgram).message).toBe(messages.trainings.alreadyInProgram);
    const single = await addTrainingApi(s.admin);
    const notProgram = await postTraining(s.admin, 'add_to_program', { training_id: single.id, program_id: single.id });
    expect(errorOf(notProgram)).toMatchObject({ message: messages.trainings.notAProgram, fields: { program_id: messages.trainings.notAProgram } });
    const programInProgram = await postTraining(s.admin, 'add_to_program', { training_id: program.id, program_id: other.program.id });
    expect(errorOf(programInProgram).message).toBe(messages.trainings.programNotInProgram);
    const unknown = await postTraining(s.admin, 'add_to_program', { training_id: single.id, program_id: uuidv7() });
    expect(errorOf(unknown).message).toBe(messages.trainings.programNotFound);
  });
});
