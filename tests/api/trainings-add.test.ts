import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trainings } from '../../src/server/db/schema/trainings';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { trainingItemSchema, type TrainingItem } from '../../src/shared/trainings/trainings.schema';
import { activityPage } from '../helpers/activity-api';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';
import { addProgramApi, getOk, okWrite, postTraining, useTrainingsTest, validTraining } from '../helpers/trainings-api';

// POST /api/trainings/programs/add and /api/trainings/add: programs, single trainings, first
// sessions (of a program made before or in the same write) and later sessions.
const s = useTrainingsTest();

const added = (res: { json: <T>() => T }) => res.json<{ id: string; data: TrainingItem }>();

describe('a program', () => {
  it('is a row with is_program 1 named by program_name, with the client’s id', async () => {
    const id = uuidv7();
    const res = await postTraining(s.admin, 'programs/add', { id, program_name: '  Sales academy 2027 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(added(res).id).toBe(id);
    expect(trainingItemSchema.strict().parse(added(res).data)).toMatchObject({ id, name: 'Sales academy 2027', is_program: 1, program_id: null, cost: null });
    const feed = (await activityPage(s.admin, 'training', id)).data;
    expect(feed.map((a) => a.event_type)).toEqual(['training_added']);
  });

  it('needs a name', async () => {
    for (const program_name of ['', '   ', null, undefined]) {
      const res = await postTraining(s.admin, 'programs/add', { id: uuidv7(), program_name });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: messages.trainings.programNameRequired, fields: { program_name: messages.trainings.programNameRequired } });
    }
  });

  it('refuses an id already taken (409)', async () => {
    const { program } = await addProgramApi(s.admin, 0);
    const res = await postTraining(s.admin, 'programs/add', { id: program.id, program_name: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(messages.trainings.idTaken);
  });
});

describe('a single training', () => {
  it('saves the form’s fields, normalised, and writes training_added', async () => {
    const body = validTraining({ name: '  First aid refresher ', cost: '1299,5', leverancier: ' Red Cross Flanders ' });
    const res = await postTraining(s.admin, 'add', body);
    expect(res.statusCode, res.body).toBe(200);
    const { id, data } = added(res);
    expect(id).toBe(body.id);
    expect(trainingItemSchema.strict().parse(data)).toMatchObject({
      name: 'First aid refresher',
      cost: '1299.50',
      leverancier: 'Red Cross Flanders',
      is_program: 0,
      program_id: null,
      falls_under_fla: 0,
      selected_teams: '',
    });
    const [row] = await s.t.db.select().from(trainings).where(eq(trainings.id, id));
    expect(row?.updated_by).toBe(s.facts.userId(DEMO_EMAILS.admin));
    expect((await activityPage(s.admin, 'training', id)).data[0]).toMatchObject({
      event_type: 'training_added',
      event_info_json: { name: 'First aid refresher', is_program: 0 },
    });
  });

  it('needs a name and a cost of at least 0', async () => {
    const noName = await postTraining(s.admin, 'add', validTraining({ name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName)).toMatchObject({ message: messages.trainings.nameRequired, fields: { name: messages.trainings.nameRequired } });
    const noCost = await postTraining(s.admin, 'add', validTraining({ cost: null }));
    expect(errorOf(noCost).fields).toEqual({ cost: messages.trainings.costRequired });
    const negative = await postTraining(s.admin, 'add', validTraining({ cost: '-1' }));
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(errorOf(negative).fields ?? {})).toEqual(['cost']);
    expect((await postTraining(s.admin, 'add', validTraining({ cost: 0 }))).statusCode).toBe(200);
  });

  it('with visibility 2 needs a team, of the company', async () => {
    const none = await postTraining(s.admin, 'add', validTraining({ is_visible_for_employees: 2, selected_teams: '' }));
    expect(errorOf(none).fields).toEqual({ selected_teams: messages.trainings.selectTeam });
    const foreign = s.facts.teamsOf('Other Company')[0]!.id;
    const other = await postTraining(s.admin, 'add', validTraining({ is_visible_for_employees: 2, selected_teams: foreign }));
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).fields).toEqual({ selected_teams: messages.trainings.teamNotFound });
    const [a, b] = s.facts.teamsOf('Demo Company');
    const ok = await okWrite<TrainingItem>(s.admin, 'add', validTraining({ is_visible_for_employees: 2, selected_teams: `${a!.id}, ${b!.id},${a!.id}` }));
    expect(ok.selected_teams).toBe(`${a!.id},${b!.id}`);
    const hidden = await okWrite<TrainingItem>(s.admin, 'add', validTraining({ is_visible_for_employees: 0, selected_teams: a!.id }));
    expect(hidden.selected_teams).toBe('');
  });

  it('takes names, suppliers and additional information of 500 characters, not 501', async () => {
    for (const field of ['name', 'leverancier']) {
      expect((await postTraining(s.admin, 'add', validTraining({ [field]: 'x'.repeat(500) }))).statusCode).toBe(200);
      const long = await postTraining(s.admin, 'add', validTraining({ [field]: 'x'.repeat(501) }));
      expect(long.statusCode).toBe(400);
      expect(Object.keys(errorOf(long).fields ?? {})).toEqual([field]);
    }
    const info = await okWrite<TrainingItem>(s.admin, 'add', validTraining({ additional_information: 'i'.repeat(500) }));
    expect(info.additional_information).toHaveLength(500);
    const tooMuch = await postTraining(s.admin, 'add', validTraining({ additional_information: 'i'.repeat(501) }));
    expect(Object.keys(errorOf(tooMuch).fields ?? {})).toEqual(['additional_information']);
  });

  it('refuses an id already taken (409)', async () => {
    const body = validTraining();
    expect((await postTraining(s.admin, 'add', body)).statusCode).toBe(200);
    const again = await postTraining(s.admin, 'add', { ...body, name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.trainings.idTaken);
  });
});

describe('sessions', () => {
  it('a first session goes into a program made before, which must be a program with no session yet', async () => {
    const { program, sessions } = await addProgramApi(s.admin, 0);
    expect(sessions[0]).toMatchObject({ program_id: program.id, program_name: program.name, is_program: 0 });
    const second = await postTraining(s.admin, 'add', validTraining({ program_id: program.id, is_first_training: 1, program_name: program.name }));
    expect(errorOf(second).message).toBe(messages.trainings.programHasSessions);
    const single = await okWrite<TrainingItem>(s.admin, 'add', validTraining());
    const notProgram = await postTraining(s.admin, 'add', validTraining({ program_id: single.id, is_first_training: 1, program_name: 'x' }));
    expect(errorOf(notProgram)).toMatchObject({ message: messages.trainings.notAProgram, fields: { program_id: messages.trainings.notAProgram } });
  });

  it('a first session with a new program id makes the program in the same write; the program name is required', async () => {
    const programId = uuidv7();
    const missing = await postTraining(s.admin, 'add', validTraining({ program_id: programId, is_first_training: 1 }));
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ program_name: messages.trainings.programNameRequired });
    const first = await okWrite<TrainingItem>(
      s.admin,
      'add',
      validTraining({ program_id: programId, is_first_training: 1, program_name: 'Welcome programme 2027' }),
    );
    expect(first).toMatchObject({ program_id: programId, program_name: 'Welcome programme 2027' });
    const [program] = await s.t.db.select().from(trainings).where(eq(trainings.id, programId));
    expect(program).toMatchObject({ is_program: 1, name: 'Welcome programme 2027' });
  });

  it('a later session copies the first session’s fields, is named Session N and has no date unless given', async () => {
    const { program, sessions } = await addProgramApi(s.admin, 1, { cost: '99', leverancier: 'Vlerick Business School', is_visible_for_employees: 0 });
    expect(sessions[1]).toMatchObject({
      name: 'Session 2',
      date: null,
      cost: '99.00',
      leverancier: 'Vlerick Business School',
      is_visible_for_employees: 0,
      program_id: program.id,
    });
    const third = await okWrite<TrainingItem>(s.admin, 'add', { id: uuidv7(), program_id: program.id, is_first_training: 0, date: '2027-01-10', cost: '120' });
    expect(third).toMatchObject({ name: 'Session 3', date: '2027-01-10', cost: '120.00', leverancier: 'Vlerick Business School' });
    const named = await okWrite<TrainingItem>(s.admin, 'add', { id: uuidv7(), program_id: program.id, name: 'Closing day' });
    expect(named.name).toBe('Closing day');
  });

  it('refuses, not ignores, a first session left unmarked and program fields without a program', async () => {
    const m = messages.trainings;
    const empty = await okWrite<TrainingItem>(s.admin, 'programs/add', { id: uuidv7(), program_name: 'Program with no session yet' });
    for (const flag of [{}, { is_first_training: 0 }]) {
      const res = await postTraining(s.admin, 'add', { id: uuidv7(), program_id: empty.id, name: 'Kick-off', ...flag });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: m.firstSessionNeedsFlag, fields: { is_first_training: m.firstSessionNeedsFlag } });
    }
    const noCost = await postTraining(s.admin, 'add', { id: uuidv7(), program_id: empty.id, name: 'Kick-off', is_first_training: 1 });
    expect(errorOf(noCost).fields).toMatchObject({ cost: m.costRequired });
    const named = await postTraining(s.admin, 'add', validTraining({ program_name: 'Nowhere' }));
    expect(errorOf(named)).toMatchObject({ message: m.programNameNeedsProgram, fields: { program_name: m.programNameNeedsProgram } });
    const first = await postTraining(s.admin, 'add', validTraining({ is_first_training: 1 }));
    expect(errorOf(first)).toMatchObject({ message: m.firstTrainingNeedsProgram, fields: { program_id: m.firstTrainingNeedsProgram } });
    const detail = await getOk<{ details: { sessions: unknown[] } }>(s.admin, `/api/trainings/${empty.id}/detail`);
    expect(detail.details.sessions).toEqual([]);
  });

  it('a later session needs an existing program', async () => {
    const res = await postTraining(s.admin, 'add', { id: uuidv7(), program_id: uuidv7(), is_first_training: 0 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: messages.trainings.programNotFound, fields: { program_id: messages.trainings.programNotFound } });
    const otherCompanyProgram = await addProgramApi(await s.t.as(DEMO_EMAILS.other), 0);
    const foreign = await postTraining(s.admin, 'add', { id: uuidv7(), program_id: otherCompanyProgram.program.id, is_first_training: 0 });
    expect(errorOf(foreign).message).toBe(messages.trainings.programNotFound);
  });
});
