import { z } from 'zod';
import { isoDateInput, textInput } from '../input-schemas';
import { calendarMessages } from './calendar.messages';

// Days off (software-contracts-push.md section 2, "Days-off push"): the company's day-off types and
// people's requests. A request covers whole days from start_date to end_date; its first day may
// start at noon ('pm') and its last may end at noon ('am'); a one-day request is 'full', 'am' or 'pm'.

export const DAY_OFF_STATUSES = ['requested', 'approved', 'declined'] as const;
export type DayOffStatus = (typeof DAY_OFF_STATUSES)[number];

export const DAY_PARTS = ['full', 'am', 'pm'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** A request's details, as typed by who asked. */
export const MAX_DAY_OFF_DETAILS = 400;
/** The reason given when declining. */
export const MAX_DECLINE_REASON = 400;
/** A request spans at most this many days (a year). */
export const MAX_DAY_OFF_SPAN_DAYS = 366;

export interface DayOffTypeItem {
  id: string;
  name: string;
  /** The short name used in the calendar's cells and the payroll's mapping form. */
  alias: string;
  /** A CSS colour of the calendar's cells. */
  color: string;
  updated_at: string;
}

export interface DayOffRequestItem {
  id: string;
  employee_id: string;
  day_off_type_id: string;
  start_date: string;
  end_date: string;
  start_part: DayPart;
  end_part: DayPart;
  details: string;
  status: DayOffStatus;
  requested_by_name: string;
  created_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  decline_reason: string | null;
  updated_at: string;
}

const dayOffPeriod = {
  start_date: isoDateInput,
  end_date: isoDateInput,
  start_part: z.enum(DAY_PARTS).default('full'),
  end_part: z.enum(DAY_PARTS).default('full'),
};

/** POST /api/calendar/requests/add: a request made for a person (by them or for them). */
export const dayOffAddBodySchema = z
  .object({
    id: z.uuid(),
    employee_id: z.uuid({ error: calendarMessages.selectPerson }),
    day_off_type_id: z.uuid({ error: calendarMessages.selectType }),
    ...dayOffPeriod,
    details: textInput(MAX_DAY_OFF_DETAILS).default(''),
  })
  .superRefine((b, ctx) => {
    for (const issue of periodIssues(b)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type DayOffAddBody = z.infer<typeof dayOffAddBodySchema>;

/** POST /api/calendar/requests/{request_id}/approve */
export const dayOffApproveBodySchema = z.object({ request_id: z.uuid() });
/** POST /api/calendar/requests/{request_id}/decline */
export const dayOffDeclineBodySchema = z.object({ request_id: z.uuid(), reason: textInput(MAX_DECLINE_REASON).default('') });

/** What is wrong with a request's dates and halves (the form and the server). */
export function periodIssues(p: { start_date: string; end_date: string; start_part: DayPart; end_part: DayPart }): { field: string; message: string }[] {
  if (p.end_date < p.start_date) return [{ field: 'end_date', message: calendarMessages.endBeforeStart }];
  const span = (Date.parse(p.end_date) - Date.parse(p.start_date)) / 86_400_000 + 1;
  if (span > MAX_DAY_OFF_SPAN_DAYS) return [{ field: 'end_date', message: calendarMessages.tooLong(MAX_DAY_OFF_SPAN_DAYS) }];
  if (p.start_date === p.end_date) return p.start_part === p.end_part ? [] : [{ field: 'end_part', message: calendarMessages.oneDayOnePart }];
  const issues = [];
  if (p.start_part === 'am') issues.push({ field: 'start_part', message: calendarMessages.firstDayAfternoon });
  if (p.end_part === 'pm') issues.push({ field: 'end_part', message: calendarMessages.lastDayMorning });
  return issues;
}
