import { describe, expect, it } from 'vitest';
import { inclusiveDays } from '../../src/shared/trainings/fla-rules';
import { messages } from '../../src/shared/messages';
import type { TrainingItem } from '../../src/shared/trainings/trainings.schema';
import { DEMO_EMAILS, errorOf, type Client } from '../helpers/test-app';
import { flaTraining, okWrite, postTraining, useTrainingsTest } from '../helpers/trainings-api';

// The FLA block (feature flag trainings_fla) at its boundaries: half days up to the inclusive days
// of the span, minutes up to 600 per day, start not after end; ignored for a company without it.
const s = useTrainingsTest();

const status = async (c: Client, over: Record<string, unknown>) => (await postTraining(c, 'add', flaTraining(over))).statusCode;
const fieldsOf = async (over: Record<string, unknown>) => errorOf(await postTraining(s.admin, 'add', flaTraining(over))).fields;
const days = (n: number | string, start = '2026-12-01', end = start) => ({
  start_date: start,
  end_date: end,
  training_amount_selection: 'days',
  training_amount_days: n,
});
const minutes = (n: number, start = '2026-12-01', end = start) => ({
  start_date: start,
  end_date: end,
  training_amount_selection: 'minutes',
  training_amount_minutes: n,
  training_amount_days: null,
});

describe('amount in days', () => {
  it('takes half-day steps above 0: 0.5 and 1 on one day; 0.3, 0 and -0.5 refused', async () => {
    expect(await status(s.admin, days(0.5))).toBe(200);
    expect(await status(s.admin, days('0,5'))).toBe(200);
    expect(await status(s.admin, days(1))).toBe(200);
    for (const n of [0.3, 0, -0.5]) expect(await fieldsOf(days(n))).toEqual({ training_amount_days: messages.trainings.daysAmountError(1) });
  });

  it('takes at most the inclusive days between the dates: 3 days allow 3, not 3.5', async () => {
    expect(inclusiveDays('2026-12-01', '2026-12-03')).toBe(3);
    const saved = await okWrite<TrainingItem>(s.admin, 'add', flaTraining(days(3, '2026-12-01', '2026-12-03')));
    expect(saved).toMatchObject({
      falls_under_fla: 1,
      start_date: '2026-12-01',
      end_date: '2026-12-03',
      training_amount_selection: 'days',
      training_amount_days: 3,
      training_amount_minutes: null,
    });
    expect(await status(s.admin, days(2.5, '2026-12-01', '2026-12-03'))).toBe(200);
    expect(await fieldsOf(days(3.5, '2026-12-01', '2026-12-03'))).toEqual({ training_amount_days: messages.trainings.daysAmountError(3) });
  });
});

describe('amount in minutes', () => {
  it('takes at most 600 per day: start = end gives 600, not 601; two days give 1200', async () => {
    expect(await status(s.admin, minutes(600))).toBe(200);
    expect(await fieldsOf(minutes(601))).toEqual({ training_amount_minutes: messages.trainings.hoursAmountError(10) });
    const two = await okWrite<TrainingItem>(s.admin, 'add', flaTraining(minutes(1200, '2026-12-01', '2026-12-02')));
    expect(two).toMatchObject({ training_amount_selection: 'minutes', training_amount_minutes: 1200, training_amount_days: null });
    expect(await fieldsOf(minutes(1201, '2026-12-01', '2026-12-02'))).toEqual({ training_amount_minutes: messages.trainings.hoursAmountError(20) });
    expect(await fieldsOf(minutes(0))).toEqual({ training_amount_minutes: messages.trainings.hoursAmountError(10) });
  });
});

describe('dates and required fields', () => {
  it('takes start = end and refuses start after end', async () => {
    expect(await status(s.admin, days(1, '2026-12-05', '2026-12-05'))).toBe(200);
    const res = await postTraining(s.admin, 'add', flaTraining(days(1, '2026-12-06', '2026-12-05')));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.end_date).toBe(messages.trainings.startAfterEnd);
  });

  it('asks to fill all forms when dates or the amount are missing', async () => {
    for (const over of [{ start_date: null }, { end_date: null }, { training_amount_selection: null }]) {
      const res = await postTraining(s.admin, 'add', flaTraining(over));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(messages.trainings.fillAllForms);
    }
  });

  it('ignores the FLA fields of a company without the trainings_fla flag', async () => {
    const other = await s.t.as(DEMO_EMAILS.other);
    const saved = await okWrite<TrainingItem>(
      other,
      'add',
      flaTraining({ ...days(7), additional_information: 'x', location_of_training: 'online', type_of_training: 'informal', certificate_to_achieve: 1 }),
    );
    expect(saved).toMatchObject({
      falls_under_fla: 0,
      start_date: null,
      end_date: null,
      training_amount_selection: null,
      training_amount_days: null,
      training_amount_minutes: null,
      additional_information: null,
      location_of_training: null,
      type_of_training: 'formal',
      certificate_to_achieve: 0,
    });
  });

  it('drops the FLA dates and amount when falls_under_fla is 0', async () => {
    const saved = await okWrite<TrainingItem>(s.admin, 'add', flaTraining({ falls_under_fla: 0, ...days(9) }));
    expect(saved).toMatchObject({ falls_under_fla: 0, start_date: null, training_amount_days: null, location_of_training: 'on-site' });
  });
});
