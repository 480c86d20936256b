import { differenceInCalendarDays } from 'date-fns';
import { parseIsoDate } from '../format';
import { messages } from '../messages';
import {
  FLA_DAYS_STEP,
  FLA_MINUTES_PER_DAY,
  FLA_PICKER_MAX_HOURS,
  FLA_PICKER_MAX_MINUTES,
  FLA_PICKER_MINUTE_STEP,
  type AmountSelection,
} from './trainings.schema';

// The FLA block's rules (trainings.md section 5): start not after end, an amount in half days up to
// the inclusive days between the dates, or in minutes up to 600 per day of the span.

/** The days from start to end, both counted: 1 when start = end; 0 when the dates are missing or reversed. */
export function inclusiveDays(start: string | null, end: string | null): number {
  const from = start ? parseIsoDate(start) : null;
  const to = end ? parseIsoDate(end) : null;
  if (!from || !to) return 0;
  const days = differenceInCalendarDays(to, from) + 1;
  return days > 0 ? days : 0;
}

/** trainings.md section 5: the days amount is rounded to the nearest half day as it is typed. */
export const roundHalfDay = (days: number): number => Math.round(days / FLA_DAYS_STEP) * FLA_DAYS_STEP;

export const maxFlaMinutes = (start: string | null, end: string | null): number => inclusiveDays(start, end) * FLA_MINUTES_PER_DAY;

/** A number as typed ('2,5', '2.5') or sent (2.5); null when it is not one. */
export function parseAmount(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = raw.trim().replace(',', '.');
  if (text === '' || !/^-?\d*(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export interface FlaAmount {
  start_date: string | null;
  end_date: string | null;
  training_amount_selection: AmountSelection | null;
  training_amount_days: string | number | null;
  training_amount_minutes: string | number | null;
}

/** The FLA amount's error on its own field, or none; the dates' own errors are the form's. */
export function flaAmountErrors(f: FlaAmount): Partial<Record<'training_amount_selection' | 'training_amount_days' | 'training_amount_minutes', string>> {
  const days = inclusiveDays(f.start_date, f.end_date);
  if (f.training_amount_selection === null) return { training_amount_selection: messages.trainings.amountRequired };
  if (f.training_amount_selection === 'days') {
    const n = parseAmount(f.training_amount_days);
    const halfSteps = n === null ? NaN : n / FLA_DAYS_STEP;
    const ok = n !== null && n > 0 && Math.abs(halfSteps - Math.round(halfSteps)) < 1e-9 && (days === 0 || n <= days);
    return ok ? {} : { training_amount_days: messages.trainings.daysAmountError(days) };
  }
  const n = parseAmount(f.training_amount_minutes);
  const max = days * FLA_MINUTES_PER_DAY;
  const ok = n !== null && n > 0 && Number.isInteger(n) && (days === 0 || n <= max);
  return ok ? {} : { training_amount_minutes: messages.trainings.hoursAmountError(max / 60) };
}

// The 24-hour hours:minutes picker (trainings.md section 5): hours 0-23, minutes 0-59; the arrow keys step
// 1 hour or 5 minutes. The picker's value is a number of minutes.

export const splitMinutes = (total: number | null): { hours: number; minutes: number } =>
  total === null ? { hours: 0, minutes: 0 } : { hours: Math.floor(total / 60), minutes: total % 60 };

export const joinMinutes = (hours: number, minutes: number): number =>
  Math.min(FLA_PICKER_MAX_HOURS, Math.max(0, Math.trunc(hours))) * 60 + Math.min(FLA_PICKER_MAX_MINUTES, Math.max(0, Math.trunc(minutes)));

/** One arrow-key step of a part of the picker, kept within its range. */
export function stepPicker(total: number | null, part: 'hours' | 'minutes', direction: 1 | -1): number {
  const { hours, minutes } = splitMinutes(total);
  if (part === 'hours') return joinMinutes(Math.min(FLA_PICKER_MAX_HOURS, Math.max(0, hours + direction)), minutes);
  const next =
    direction === 1
      ? Math.min(FLA_PICKER_MAX_MINUTES, (Math.floor(minutes / FLA_PICKER_MINUTE_STEP) + 1) * FLA_PICKER_MINUTE_STEP)
      : Math.max(0, Math.ceil(minutes / FLA_PICKER_MINUTE_STEP - 1) * FLA_PICKER_MINUTE_STEP);
  return joinMinutes(hours, next);
}

/** '7:30' for 450 minutes; how the amount is shown on the detail page. */
export const formatHhMm = (total: number | null): string => {
  if (total === null) return '';
  const { hours, minutes } = splitMinutes(total);
  return `${hours}:${String(minutes).padStart(2, '0')}`;
};
