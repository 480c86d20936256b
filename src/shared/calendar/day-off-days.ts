import { eachDayOfInterval, getDaysInMonth, isWeekend } from 'date-fns';
import { isoDay, parseIsoDate } from '../format';
import type { DayOffRequestItem, DayPart } from './calendar.schema';

// The working days a request takes, as the calendar shows them and the push books them: weekends
// are not days off; a half day is its part.

export interface DayOff {
  date: string;
  part: DayPart;
}

type Period = Pick<DayOffRequestItem, 'start_date' | 'end_date' | 'start_part' | 'end_part'>;

const partOf = (p: Period, date: string): DayPart => {
  if (p.start_date === p.end_date) return p.start_part;
  if (date === p.start_date) return p.start_part === 'pm' ? 'pm' : 'full';
  if (date === p.end_date) return p.end_part === 'am' ? 'am' : 'full';
  return 'full';
};

/** The request's working days, within [from, to] when given (yyyy-mm-dd). */
export function daysOfRequest(p: Period, from?: string, to?: string): DayOff[] {
  const start = from && from > p.start_date ? from : p.start_date;
  const end = to && to < p.end_date ? to : p.end_date;
  const first = parseIsoDate(start);
  const last = parseIsoDate(end);
  if (!first || !last || last < first) return [];
  return eachDayOfInterval({ start: first, end: last })
    .filter((d) => !isWeekend(d))
    .map((d) => isoDay(d))
    .map((date) => ({ date, part: partOf(p, date) }));
}

/** The first and last day of a month (month 1-12). */
export function monthBounds(year: number, month: number): { from: string; to: string } {
  const mm = String(month).padStart(2, '0');
  const last = getDaysInMonth(new Date(year, month - 1, 1));
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** Whether the request has a day in [from, to]. */
export const overlaps = (p: Period, from: string, to: string) => p.start_date <= to && p.end_date >= from;

/** A day off's length in days: a half day is 0.5. */
export const dayLength = (part: DayPart) => (part === 'full' ? 1 : 0.5);
