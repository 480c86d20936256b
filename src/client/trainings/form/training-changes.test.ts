import { describe, expect, it } from 'vitest';
import { draftOfTraining } from '../../../shared/trainings/training-rules';
import type { TrainingItem } from '../../../shared/trainings/trainings.schema';
import { programChanges, trainingChanges } from './training-changes';

const before: TrainingItem = {
  ...{ id: '0190a000-0000-7000-8000-0000000000bb', name: 'First aid', is_program: 0, program_id: null, program_name: null, cost: '450.50', date: '2026-03-01', leverancier: 'Acme' },
  ...{ is_visible_for_employees: 1, is_price_visible_for_employees: 1, selected_teams: '', falls_under_fla: 1, start_date: '2026-03-01', end_date: '2026-03-02' },
  ...{ certificate_to_achieve: 0, type_of_training: 'formal', location_of_training: null, additional_information: null, training_amount_selection: 'days', training_amount_days: 1, training_amount_minutes: null },
  ...{ created_at: '2026-01-01T00:00:00Z', version: 1, updated_at: '2026-01-01T00:00:00Z' },
};

describe('trainingChanges', () => {
  it('is empty when nothing changed, money compared as an amount', () => {
    expect(trainingChanges(before, { ...draftOfTraining(before), cost: '450.5' }, true)).toEqual({});
  });

  it('sends only the changed fields, as saved', () => {
    const d = { ...draftOfTraining(before), name: ' CPR ', training_amount_days: '1.5', is_visible_for_employees: 0 as const };
    expect(trainingChanges(before, d, true)).toEqual({ name: 'CPR', training_amount_days: 1.5, is_visible_for_employees: 0 });
  });

  it('neither compares nor sends the FLA fields without trainings_fla', () => {
    const d = { ...draftOfTraining(before), training_amount_days: '2', name: 'CPR' };
    expect(trainingChanges(before, d, false)).toEqual({ name: 'CPR' });
  });

  it('renames a session\'s program through program_name', () => {
    const session = { ...before, program_id: '0190a000-0000-7000-8000-0000000000aa' };
    expect(trainingChanges(session, draftOfTraining(session, 'Safety'), true, 'Safety')).toEqual({});
    expect(trainingChanges(session, draftOfTraining(session, 'Safety 2026'), true, 'Safety')).toEqual({ program_name: 'Safety 2026' });
  });
});

describe('programChanges', () => {
  it('sends the program\'s new name only', () => {
    const program = { ...before, is_program: 1 as const, name: 'Safety' };
    expect(programChanges(program, draftOfTraining(program, 'Safety'))).toEqual({});
    expect(programChanges(program, draftOfTraining(program, 'Safety 2026'))).toEqual({ name: 'Safety 2026' });
  });
});
