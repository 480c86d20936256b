import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { flaAmountErrors, formatHhMm, inclusiveDays, joinMinutes, maxFlaMinutes, roundHalfDay, splitMinutes, stepPicker, type FlaAmount } from './fla-rules';

const span = (start: string, end: string, rest: Partial<FlaAmount>): FlaAmount => ({
  start_date: start,
  end_date: end,
  training_amount_selection: 'days',
  training_amount_days: null,
  training_amount_minutes: null,
  ...rest,
});

describe('the days between start and end (trainings.md section 5: inclusive)', () => {
  it('counts both ends, so start = end is one day', () => {
    expect(inclusiveDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(inclusiveDays('2026-03-01', '2026-03-03')).toBe(3);
    expect(inclusiveDays('2026-02-27', '2026-03-01')).toBe(3);
  });
  it('is 0 for missing, reversed or impossible dates', () => {
    expect(inclusiveDays(null, '2026-03-01')).toBe(0);
    expect(inclusiveDays('2026-03-02', '2026-03-01')).toBe(0);
    expect(inclusiveDays('2026-02-30', '2026-03-01')).toBe(0);
  });
  it('crosses a daylight saving change without losing a day', () => {
    expect(inclusiveDays('2026-03-28', '2026-03-30')).toBe(3);
    expect(maxFlaMinutes('2026-10-24', '2026-10-26')).toBe(1800);
  });
});

describe('the amount in days: half-day steps, at most the inclusive days', () => {
  it('rounds to the nearest half day', () => {
    expect([0.2, 0.3, 1.3, 1.74, 1.76, 2].map(roundHalfDay)).toEqual([0, 0.5, 1.5, 1.5, 2, 2]);
  });
  it('accepts 0.5 steps up to the span and refuses the rest with the days amount error', () => {
    const error = { training_amount_days: messages.trainings.daysAmountError(3) };
    expect(flaAmountErrors(span('2026-03-01', '2026-03-03', { training_amount_days: '0.5' }))).toEqual({});
    expect(flaAmountErrors(span('2026-03-01', '2026-03-03', { training_amount_days: '3' }))).toEqual({});
    expect(flaAmountErrors(span('2026-03-01', '2026-03-03', { training_amount_days: '2,5' }))).toEqual({});
    expect(flaAmountErrors(span('2026-03-01', '2026-03-03', { training_amount_days: '3.5' }))).toEqual(error);
    expect(flaAmountErrors(span('2026-03-01', '2026-03-03', { training_amount_days: '0.3' }))).toEqual(error);
    expect(flaAmountErrors(span('2026-03-01', '2026-03-03', { training_amount_days: '0' }))).toEqual(error);
    expect(flaAmountErrors(span('2026-03-01', '2026-03-03', { training_amount_days: 'two' }))).toEqual(error);
  });
  it('allows one day when start = end', () => {
    expect(flaAmountErrors(span('2026-03-01', '2026-03-01', { training_amount_days: 1 }))).toEqual({});
    expect(flaAmountErrors(span('2026-03-01', '2026-03-01', { training_amount_days: 1.5 }))).toEqual({
      training_amount_days: messages.trainings.daysAmountError(1),
    });
  });
  it('asks for the amount kind first', () => {
    expect(flaAmountErrors(span('2026-03-01', '2026-03-01', { training_amount_selection: null }))).toEqual({
      training_amount_selection: messages.trainings.amountRequired,
    });
  });
});

describe('the amount in minutes: at most 600 per day of the span', () => {
  const minutes = (start: string, end: string, m: number | string) =>
    flaAmountErrors(span(start, end, { training_amount_selection: 'minutes', training_amount_minutes: m }));
  it('accepts 600 on one day and refuses 601 with the hours amount error', () => {
    expect(minutes('2026-03-01', '2026-03-01', 600)).toEqual({});
    expect(minutes('2026-03-01', '2026-03-01', 601)).toEqual({ training_amount_minutes: messages.trainings.hoursAmountError(10) });
  });
  it('allows 1200 over two days, and refuses 0', () => {
    expect(minutes('2026-03-01', '2026-03-02', 1200)).toEqual({});
    expect(minutes('2026-03-01', '2026-03-02', 1201)).toEqual({ training_amount_minutes: messages.trainings.hoursAmountError(20) });
    expect(minutes('2026-03-01', '2026-03-02', 0)).toEqual({ training_amount_minutes: messages.trainings.hoursAmountError(20) });
  });
});

describe('the 24-hour hours:minutes picker', () => {
  it('steps an hour on the hours part and 5 minutes on the minutes part, within 0-23 and 0-59', () => {
    expect(stepPicker(450, 'hours', 1)).toBe(510);
    expect(stepPicker(null, 'hours', -1)).toBe(0);
    expect(stepPicker(23 * 60 + 10, 'hours', 1)).toBe(23 * 60 + 10);
    expect(stepPicker(7, 'minutes', 1)).toBe(10);
    expect(stepPicker(7, 'minutes', -1)).toBe(5);
    expect(stepPicker(5, 'minutes', -1)).toBe(0);
    expect(stepPicker(0, 'minutes', -1)).toBe(0);
    expect(stepPicker(55, 'minutes', 1)).toBe(59);
  });
  it('splits, joins and shows minutes as h:mm', () => {
    expect(splitMinutes(450)).toEqual({ hours: 7, minutes: 30 });
    expect(joinMinutes(25, 75)).toBe(23 * 60 + 59);
    expect(formatHhMm(450)).toBe('7:30');
    expect(formatHhMm(65)).toBe('1:05');
    expect(formatHhMm(null)).toBe('');
  });
});
