import { describe, expect, it } from 'vitest';
import { emptyTrainingDraft, type TrainingDraft } from '../../../shared/trainings/training-rules';
import type { TrainingItem } from '../../../shared/trainings/trainings.schema';
import { createErrors, createPlan, formKind, type CreateContext } from './create-plan';
import { NEW_PROGRAM } from './program-choice';

const IDS = { training: '0190a000-0000-7000-8000-000000000001', program: '0190a000-0000-7000-8000-000000000002' };
const PROGRAM = '0190a000-0000-7000-8000-0000000000aa';
const draft = (p: Partial<TrainingDraft> = {}): TrainingDraft => ({
  ...emptyTrainingDraft(),
  name: 'First aid',
  cost: '450.5',
  leverancier: 'Red Cross',
  ...p,
});
const ctx = (p: Partial<CreateContext> = {}): CreateContext => ({ choice: 0, programId: NEW_PROGRAM, firstSession: null, sessionCount: 0, fla: true, ...p });
const first: TrainingItem = {
  ...{
    id: '0190a000-0000-7000-8000-0000000000bb',
    name: 'Session 1',
    is_program: 0,
    program_id: PROGRAM,
    program_name: null,
    cost: '120.00',
    date: '2026-03-01',
    leverancier: 'Acme',
  },
  ...{
    is_visible_for_employees: 2,
    is_price_visible_for_employees: 0,
    selected_teams: '0190a000-0000-7000-8000-0000000000cc',
    falls_under_fla: 1,
    start_date: '2026-03-01',
    end_date: '2026-03-02',
  },
  ...{
    certificate_to_achieve: 1,
    type_of_training: 'informal',
    location_of_training: 'online',
    additional_information: 'Bring a laptop',
    training_amount_selection: 'days',
    training_amount_days: 1.5,
    training_amount_minutes: null,
  },
  ...{ created_at: '2026-01-01T00:00:00Z', version: 1, updated_at: '2026-01-01T00:00:00Z' },
};

describe('formKind and createErrors', () => {
  it('needs the full form for a single training and a new program, only the program for a session', () => {
    expect(formKind(ctx())).toBe('single');
    expect(formKind(ctx({ choice: 1 }))).toBe('first_session');
    expect(formKind(ctx({ choice: 1, programId: PROGRAM, firstSession: first }))).toBe('session');
    // A program with no session left to copy from is filled in full.
    expect(formKind(ctx({ choice: 1, programId: PROGRAM }))).toBe('single');
    expect(createErrors(draft({ name: '', cost: '' }), ctx({ choice: 1, programId: PROGRAM, firstSession: first }))).toEqual({});
    expect(Object.keys(createErrors(draft(), ctx({ choice: 1 })))).toEqual(['program_name']);
    expect(createErrors(draft(), ctx({ choice: 1, programId: '' })).program_id).toBe('please choose a program');
  });
});

describe('createPlan', () => {
  it('sends a single training with the client-made id', () => {
    const plan = createPlan(draft(), ctx(), IDS);
    expect(plan.program).toBeNull();
    expect(plan.training).toMatchObject({ id: IDS.training, name: 'First aid', cost: '450.5', leverancier: 'Red Cross', is_first_training: 0 });
    expect(plan.training.program_id).toBeUndefined();
  });

  it('makes a new program first, then its first session', () => {
    const plan = createPlan(draft({ program_name: ' Safety ' }), ctx({ choice: 1 }), IDS);
    expect(plan.program).toEqual({ id: IDS.program, program_name: 'Safety' });
    expect(plan.training).toMatchObject({ id: IDS.training, program_id: IDS.program, is_first_training: 1, name: 'First aid' });
  });

  it('copies the first session into a session of an existing program, named Session N when unnamed', () => {
    const plan = createPlan(
      draft({ name: '', cost: '', date: '2026-04-01' }),
      ctx({ choice: 1, programId: PROGRAM, firstSession: first, sessionCount: 2 }),
      IDS,
    );
    expect(plan.program).toBeNull();
    expect(plan.training).toMatchObject({
      id: IDS.training,
      program_id: PROGRAM,
      is_first_training: 0,
      name: 'Session 3',
      date: '2026-04-01',
      cost: '120.00',
      leverancier: 'Acme',
      is_visible_for_employees: 2,
      selected_teams: first.selected_teams,
      falls_under_fla: 1,
      training_amount_days: 1.5,
      location_of_training: 'online',
    });
  });

  it('leaves the FLA fields out without trainings_fla', () => {
    const plan = createPlan(draft({ falls_under_fla: 1 }), ctx({ fla: false }), IDS);
    expect(plan.training.falls_under_fla).toBe(0);
    expect('start_date' in plan.training).toBe(false);
    expect('training_amount_selection' in plan.training).toBe(false);
  });
});
