import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  comparePersonTrainings,
  compareSessions,
  draftOfBody,
  draftOfTraining,
  emptyTrainingDraft,
  firstTrainingError,
  normalizeTraining,
  trainingErrors,
  trainingRowHref,
  truncatedInformation,
  type TrainingDraft,
} from './training-rules';
import { trainingAddBodySchema } from './trainings.schema';

const team = '0190d8a0-0000-7000-8000-0000000000c1';
const valid = (over: Partial<TrainingDraft> = {}): TrainingDraft => ({ ...emptyTrainingDraft(), name: 'First aid', cost: '450', ...over });
const fla = (over: Partial<TrainingDraft> = {}) =>
  valid({ falls_under_fla: 1, start_date: '2026-03-01', end_date: '2026-03-02', training_amount_selection: 'days', training_amount_days: '2', ...over });

describe('a single training or first session (trainings.md section 5)', () => {
  it('needs a name and a cost of at least 0', () => {
    expect(trainingErrors(emptyTrainingDraft(), 'single', false)).toEqual({ name: messages.trainings.nameRequired, cost: messages.trainings.costRequired });
    expect(trainingErrors(valid(), 'single', false)).toEqual({});
    expect(trainingErrors(valid({ cost: '0' }), 'single', false)).toEqual({});
    expect(trainingErrors(valid({ cost: '-1' }), 'single', false)).toEqual({ cost: 'must be positive' });
    expect(trainingErrors(valid({ cost: '1,234' }), 'single', false)).toEqual({ cost: 'too many decimals' });
    expect(trainingErrors(valid({ cost: 'abc' }), 'single', false)).toEqual({ cost: 'invalid number' });
  });
  it('needs the program name for a first session, and nothing but the program for a later session', () => {
    expect(trainingErrors(valid(), 'first_session', false)).toEqual({ program_name: messages.trainings.programNameRequired });
    expect(trainingErrors(valid({ program_name: 'Sales academy' }), 'first_session', false)).toEqual({});
    expect(trainingErrors(emptyTrainingDraft(), 'session', true)).toEqual({});
    expect(trainingErrors(emptyTrainingDraft(), 'program', false)).toEqual({ program_name: messages.trainings.programNameRequired });
  });
  it('needs a team when visibility is 2', () => {
    expect(trainingErrors(valid({ is_visible_for_employees: 2 }), 'single', false)).toEqual({ selected_teams: messages.trainings.selectTeam });
    expect(trainingErrors(valid({ is_visible_for_employees: 2, selected_teams: [team] }), 'single', false)).toEqual({});
  });
});

describe('the FLA block (only with trainings_fla)', () => {
  it('is checked only when the flag is on and the training falls under FLA', () => {
    const missing = valid({ falls_under_fla: 1 });
    expect(trainingErrors(missing, 'single', false)).toEqual({});
    expect(trainingErrors(missing, 'single', true)).toEqual({
      start_date: messages.trainings.startDateRequired,
      end_date: messages.trainings.endDateRequired,
      training_amount_selection: messages.trainings.amountRequired,
    });
    expect(trainingErrors(fla(), 'single', true)).toEqual({});
  });
  it("toasts 'please fill all forms' for missing FLA data, else the first error", () => {
    expect(firstTrainingError(trainingErrors(valid({ falls_under_fla: 1 }), 'single', true))).toBe('please fill all forms');
    expect(firstTrainingError(trainingErrors(fla({ start_date: '2026-03-03' }), 'single', true))).toBe(messages.trainings.startAfterEnd);
    expect(firstTrainingError(trainingErrors(fla({ name: '' }), 'single', true))).toBe(messages.trainings.nameRequired);
    expect(firstTrainingError({})).toBeNull();
  });
  it('accepts start = end', () => {
    expect(trainingErrors(fla({ end_date: '2026-03-01', training_amount_days: '1' }), 'single', true)).toEqual({});
  });
});

describe('saving', () => {
  it('keeps the FLA block only when it applies, money as a decimal string, days rounded', () => {
    const saved = normalizeTraining(fla({ cost: '450,5', training_amount_days: '1.3', additional_information: '  Bring boots ' }), true);
    expect(saved).toMatchObject({ cost: '450.5', falls_under_fla: 1, training_amount_days: 1.5, additional_information: 'Bring boots', selected_teams: '' });
    expect(normalizeTraining(fla(), false)).toMatchObject({ falls_under_fla: 0, start_date: null, training_amount_days: null, type_of_training: 'formal' });
    expect(normalizeTraining(fla({ falls_under_fla: 0 }), true)).toMatchObject({ start_date: null, end_date: null, training_amount_selection: null });
  });
  it('reads a body as the form would have it, and a saved training back', () => {
    const body = trainingAddBodySchema.parse({ name: 'GDPR', cost: 120, selected_teams: `${team},${team}`, is_visible_for_employees: '2', falls_under_fla: 0 });
    const draft = draftOfBody(body);
    expect(draft).toMatchObject({ name: 'GDPR', cost: '120', selected_teams: [team], is_visible_for_employees: 2 });
    const saved = {
      ...normalizeTraining(draft, true),
      id: 'x',
      is_program: 0 as const,
      program_id: null,
      program_name: null,
      created_at: '',
      version: 1,
      updated_at: '',
    };
    expect(draftOfTraining(saved)).toMatchObject({ name: 'GDPR', cost: '120', selected_teams: [team] });
  });
});

describe('display', () => {
  it("truncates additional information above 45 characters to its first 50 with 'show more'", () => {
    expect(truncatedInformation('x'.repeat(45))).toEqual({ shown: 'x'.repeat(45), truncated: false });
    expect(truncatedInformation('y'.repeat(46))).toEqual({ shown: 'y'.repeat(46), truncated: true });
    expect(truncatedInformation('z'.repeat(80)).shown).toHaveLength(50);
    expect(truncatedInformation(null)).toEqual({ shown: '', truncated: false });
  });
  it('links list rows to a program, a training or a participant (trainings.md section 2)', () => {
    expect(trainingRowHref({ kind: 'program', id: 'p', training_id: 'p', employee_id: null })).toBe('/trainings/programs/p');
    expect(trainingRowHref({ kind: 'training', id: 't', training_id: 't', employee_id: null })).toBe('/trainings/t');
    expect(trainingRowHref({ kind: 'participant', id: 'pp', training_id: 't', employee_id: 'e' })).toBe('/trainings/t/employees/pp');
  });
});

describe('a program’s sessions in order', () => {
  it('by date with undated ones last, then when made, then id (as the server orders them)', () => {
    const s = (id: string, date: string | null, created_at = '2026-01-01T00:00:00.000Z') => ({ id, date, created_at });
    const sessions = [
      s('d', null),
      s('c', '2026-05-01'),
      s('b', '2026-03-01', '2026-02-01T00:00:00.000Z'),
      s('a', '2026-03-01', '2026-02-01T00:00:00.000Z'),
      s('e', '2026-03-01'),
    ];
    expect([...sessions].sort(compareSessions).map((x) => x.id)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });
});

describe('a person’s trainings in order', () => {
  it('newest date first with undated ones last, then by name ignoring case, then participant id', () => {
    const t = (participant_id: string, date: string | null, name = 'First aid') => ({ participant_id, date, name });
    const rows = [t('a', null), t('b', '2026-01-01'), t('d', '2026-05-01', 'excel'), t('c', '2026-05-01', 'Excel'), t('e', '2026-05-01', 'CPR')];
    expect([...rows].sort(comparePersonTrainings).map((x) => x.participant_id)).toEqual(['e', 'c', 'd', 'b', 'a']);
  });
});
