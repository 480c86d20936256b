/* eslint-disable prefer-spread -- a mutation's apply, not Function.prototype.apply */
import { describe, expect, it } from 'vitest';
import { TRAINING_BULK_DELAY_MS } from './trainings.schema';
import {
  participantAdd,
  participantRemove,
  participantResult,
  participantStatus,
  trainingAdd,
  trainingAddToProgram,
  trainingDelete,
  trainingEdit,
  trainingProgramAdd,
  trainingRemoveFromProgram,
} from './trainings.mutations';

// What the device shows before the server answers: the same normalised values the server stores.
const id = '0190d8a0-0000-7000-8000-0000000000d1';
const programId = '0190d8a0-0000-7000-8000-0000000000d2';
const person = '0190d8a0-0000-7000-8000-0000000000e1';
const participantId = '0190d8a0-0000-7000-8000-0000000000f1';

describe('training mutations applied on the device', () => {
  const program = trainingProgramAdd.apply(null, trainingProgramAdd.args.parse({ id: programId, program_name: ' Sales academy ' }))!;
  const session = trainingAdd.apply(
    null,
    trainingAdd.args.parse({
      id,
      program_id: programId,
      is_first_training: 1,
      name: 'Kick-off',
      cost: '1200,5',
      falls_under_fla: 1,
      start_date: '2026-03-02',
      end_date: '2026-03-02',
      training_amount_selection: 'minutes',
      training_amount_minutes: 450,
    }),
  )!;

  it('adds a program by its name and a session pointing at it', () => {
    expect(program).toMatchObject({ id: programId, name: 'Sales academy', is_program: 1, program_id: null, cost: null });
    expect(session).toMatchObject({
      id,
      is_program: 0,
      program_id: programId,
      name: 'Kick-off',
      cost: '1200.5',
      falls_under_fla: 1,
      training_amount_minutes: 450,
      training_amount_days: null,
    });
  });

  it('edits only the fields sent (a program: its name only), with their old values as base', () => {
    const args = trainingEdit.args.parse({ training_id: id, leverancier: 'Vlerick' });
    expect(trainingEdit.changedFields!(args)).toEqual(['leverancier']);
    expect(trainingEdit.apply(session, args)).toMatchObject({ leverancier: 'Vlerick', name: 'Kick-off', cost: '1200.5', training_amount_minutes: 450 });
    expect(trainingEdit.apply(program, trainingEdit.args.parse({ training_id: programId, program_name: 'Sales school' }))).toMatchObject({
      name: 'Sales school',
      is_program: 1,
    });
  });

  it('moves a session out of and into a program, and deletes', () => {
    const single = trainingRemoveFromProgram.apply(session, { training_id: id })!;
    expect(single.program_id).toBeNull();
    expect(trainingAddToProgram.apply(single, { training_id: id, program_id: programId })!.program_id).toBe(programId);
    expect(trainingDelete.apply(session, { training_id: id })).toBeNull();
  });
});

describe('participant mutations: one at a time, 500 ms apart', () => {
  const added = participantAdd.apply(null, participantAdd.args.parse({ id: participantId, training_id: id, employee_id: person }))!;

  it('adds a reserved participant whose result is still to be completed', () => {
    expect(added).toMatchObject({ id: participantId, training_id: id, employee_id: person, status: 'reserved', result: 'to_be_completed' });
  });

  it('sets status and result, sending the old value as base', () => {
    expect(participantStatus.apply(added, { participant_id: participantId, status: 'followed' })).toMatchObject({
      status: 'followed',
      result: 'to_be_completed',
    });
    expect(participantResult.apply(added, { participant_id: participantId, result: 'passed' })).toMatchObject({ status: 'reserved', result: 'passed' });
    expect(participantStatus.changedFields!({ participant_id: participantId, status: 'followed' })).toEqual(['status']);
    expect(participantStatus.request({ participant_id: participantId, status: 'followed' }, { status: 'reserved' }).body).toEqual({
      participant_id: participantId,
      status: 'followed',
      base: { status: 'reserved' },
    });
  });

  it('removes by training and person, as the spec sends it', () => {
    const args = participantRemove.args.parse({ participant_id: participantId, training_id: id, employee_id: person });
    expect(participantRemove.request(args, null)).toEqual({
      method: 'POST',
      path: '/api/trainings/participants/remove',
      body: { training_id: id, employee_id: person },
    });
    expect(participantRemove.apply(added, args)).toBeNull();
  });

  it('waits 500 ms after each item and names its refusals as the spec does', () => {
    for (const m of [participantAdd, participantRemove, participantStatus, participantResult]) expect(m.delayMs).toBe(TRAINING_BULK_DELAY_MS);
    expect(participantAdd.refusedTitle).toBe('unable to add person');
    expect(participantRemove.refusedTitle).toBe('Unable to remove person');
  });
});
