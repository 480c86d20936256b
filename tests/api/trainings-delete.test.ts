import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/shared/ids';
import { trainingsMessages } from '../../src/shared/trainings/trainings.messages';
import { activityPage } from '../helpers/activity-api';
import { managerScope } from '../helpers/demo-facts';
import { addParticipantApi, addProgramApi, addTrainingApi, postTraining, useTrainingsTest } from '../helpers/trainings-api';
import type { Client } from '../helpers/test-app';

// Deleting a training (and a program, with its sessions): a team-only manager only when every
// participant is a person of its teams, and each deletion stays in the activity of the people
// who followed it and of the program that keeps its other sessions.
const setup = useTrainingsTest();
const { admin, manager } = setup;
let inTeams: { id: string }[];
let outside: { id: string }[];
beforeAll(() => {
  const { members } = managerScope(setup.facts);
  inTeams = setup.people.filter((p) => members.has(p.id));
  outside = setup.people.filter((p) => !members.has(p.id));
});

const exists = async (c: Client, id: string) => (await c.get(`/api/trainings/${id}/detail`)).statusCode === 200;
const deleteTraining = (c: Client, id: string) => postTraining(c, 'delete', { training_id: id }, { key: uuidv7() });

describe('a team-only manager', () => {
  it('may not delete a training with a participant outside its teams, and nothing goes', async () => {
    const training = await addTrainingApi(admin);
    await addParticipantApi(admin, training.id, inTeams[0]!.id);
    await addParticipantApi(admin, training.id, outside[0]!.id);
    const res = await deleteTraining(manager, training.id);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(trainingsMessages.deleteOutsideTeams);
    expect(await exists(admin, training.id)).toBe(true);
    expect((await admin.get(`/api/trainings/${training.id}/participants`)).json<{ data: unknown[] }>().data).toHaveLength(2);
  });

  it('may not delete a program when one of its sessions has a participant outside its teams', async () => {
    const { program, sessions } = await addProgramApi(admin, 1);
    await addParticipantApi(admin, sessions[0]!.id, inTeams[1]!.id);
    await addParticipantApi(admin, sessions[1]!.id, outside[1]!.id);
    expect((await deleteTraining(manager, program.id)).statusCode).toBe(403);
    for (const id of [program.id, sessions[0]!.id, sessions[1]!.id]) expect(await exists(admin, id)).toBe(true);
  });

  it('deletes a training whose participants are all in its teams, and each person’s feed records it', async () => {
    const training = await addTrainingApi(admin);
    await addParticipantApi(admin, training.id, inTeams[2]!.id);
    const res = await deleteTraining(manager, training.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(admin, training.id)).toBe(false);
    const feed = await activityPage(admin, 'employee', inTeams[2]!.id);
    expect(feed.data.find((i) => i.event_type === 'training_deleted')?.event_info_json).toMatchObject({
      training_id: training.id,
      training_name: training.name,
    });
  });
});

describe('an admin', () => {
  it('deletes a session with anyone in it; its program and the people record the deletion', async () => {
    const { program, sessions } = await addProgramApi(admin, 1);
    await addParticipantApi(admin, sessions[1]!.id, outside[2]!.id);
    expect((await deleteTraining(admin, sessions[1]!.id)).statusCode).toBe(200);
    const programFeed = await activityPage(admin, 'training', program.id);
    expect(programFeed.data.find((i) => i.event_type === 'training_deleted')?.event_info_json).toMatchObject({ training_id: sessions[1]!.id });
    const personFeed = await activityPage(admin, 'employee', outside[2]!.id);
    expect(personFeed.data.some((i) => i.event_type === 'training_deleted' && i.event_info_json.training_id === sessions[1]!.id)).toBe(true);
  });
});
