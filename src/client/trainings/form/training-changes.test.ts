import { describe, expect, it } from 'vitest';
import { draftOfTraining } from '../../../shared/trainings/training-rules';
import type { TrainingItem } from '../../../shared/trainings/trainings.schema';
import { formEdits, programChanges, trainingChanges } from './training-changes';

const before: TrainingItem = {
  ...{
    id: '0190a000-0000-7000-8000-0000000000bb',
    name: 'First aid',
    is_program: 0,
    program_id: null,
    program_name: null,
    cost: '450.50',
    date: '2026-03-01',
    leverancier: 'Acme',
  },
  ...{
    is_visible_for_employees: 1,
    is_price_visible_for_employees: 1,
    selected_teams: '',
    falls_under_fla: 1,
    start_date: '2026-03-01',
    end_date: '2026-03-02',
  },
  ...{
    certificate_to_achieve: 0,
    type_of_training: 'formal',
    location_of_training: null,
    additional_information: null,
    training_amount_selection: 'days',
    training_amount_days: 1,
    training_amount_minutes: null,
  },
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

  it("leaves a session's program name to the program's own row", () => {
    const session = { ...before, program_id: '0190a000-0000-7000-8000-0000000000aa' };
    expect(trainingChanges(session, draftOfTraining(session, 'Safety 2026'), true)).toEqual({});
  });
});

describe('programChanges', () => {
  it("sends the program's new name only", () => {
    const program = { ...before, is_program: 1 as const, name: 'Safety' };
    expect(programChanges(program, draftOfTraining(program, 'Safety'))).toEqual({});
    expect(programChanges(program, draftOfTraining(program, 'Safety 2026'))).toEqual({ name: 'Safety 2026' });
  });
});

describe('formEdits', () => {
  const program = { ...before, id: '0190a000-0000-7000-8000-0000000000aa', is_program: 1 as const, name: 'Safety' };
  const session = { ...before, program_id: program.id };

  it("renames a session's program with an edit of the program's row, apart from the session's fields", () => {
    expect(formEdits(session, program, draftOfTraining(session, 'Safety'), true)).toEqual([]);
    expect(formEdits(session, program, { ...draftOfTraining(session, 'Safety 2026'), name: 'CPR' }, true)).toEqual([
      { training_id: program.id, name: 'Safety 2026' },
      { training_id: session.id, name: 'CPR' },
    ]);
    expect(formEdits(session, program, draftOfTraining(session, 'Safety 2026'), true)).toEqual([{ training_id: program.id, name: 'Safety 2026' }]);
  });

  it("edits a program's own row by its name only, and a single training by its fields", () => {
    expect(formEdits(program, null, draftOfTraining(program, 'Safety 2026'), true)).toEqual([{ training_id: program.id, name: 'Safety 2026' }]);
    expect(formEdits(before, null, { ...draftOfTraining(before), name: 'CPR' }, true)).toEqual([{ training_id: before.id, name: 'CPR' }]);
  });
});
