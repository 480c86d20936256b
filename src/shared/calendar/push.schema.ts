import { z } from 'zod';
import { parseDmy } from '../format';
import { textInput } from '../input-schemas';
import { pushMessages } from './push.messages';

// The days-off push (software-contracts-push.md sections 3, 4, 8, 9): a command the server's job
// carries out, polled at /calendar/push/{command_id} until it ends.

export const PUSH_STATUSES = ['queued', 'running', 'success', 'failed_internal', 'login_failed', 'service_offline', 'type_not_found'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
export const PUSH_ENDED: readonly PushStatus[] = ['success', 'failed_internal', 'login_failed', 'service_offline', 'type_not_found'];

/** The message for payroll: at most 500 characters (section 5). */
export const MAX_PAYROLL_MESSAGE = 500;
/** The progress page asks for the command every 4 seconds (section 9). */
export const PUSH_POLL_MS = 4000;
/** Meal-voucher benefit codes (section 9): only their people get a meal-voucher payment date. */
export const MEAL_VOUCHER_CODES = ['H01', 'H02', 'H03', 'H04', 'H05', 'H06', 'H07'] as const;
/** People of one push at most. */
export const MAX_PUSH_PEOPLE = 5000;

export interface PushNotification {
  details: { type: string; message: string };
  related_employee: { id: string; name: string } | null;
  /** Red in the warning box (else yellow). */
  severe: boolean;
}

/** The notification of a person a push left out: nothing was sent for them. */
export const NOT_LINKED_NOTIFICATION = 'not_linked_in_payroll';

/** The people a push sent their month for: its people but those it left out as not linked in the payroll. */
export function sentPeopleOf(push: Pick<DaysOffPushItem, 'employee_ids' | 'notifications'>): string[] {
  const left = new Set(push.notifications.filter((n) => n.details.type === NOT_LINKED_NOTIFICATION).map((n) => n.related_employee?.id));
  return push.employee_ids.filter((id) => !left.has(id));
}

/** A push, as /calendar/push/{command_id} and the history show it (getCommandDetail). */
export interface DaysOffPushItem {
  id: string;
  integration_id: string;
  integration_name: string;
  source: string;
  /** A push books the days at the payroll; an export makes the CSV file only. */
  kind: 'push' | 'export';
  year: number;
  month: number;
  employee_ids: string[];
  status: PushStatus;
  notifications: PushNotification[];
  message_for_payroll: string;
  wage_payout_date: string | null;
  meal_voucher_payout_date: string | null;
  days_count: number;
  booked_count: number;
  already_booked_count: number;
  /** The payroll types it no longer knows (type_not_found). */
  missing_payroll_type_ids: string[];
  has_file: boolean;
  pushed_by_name: string;
  created_at: string;
  finished_at: string | null;
  updated_at: string;
}

const yearMonth = {
  year: z.coerce.number().int().min(2000, pushMessages.badMonth).max(2100, pushMessages.badMonth),
  month: z.coerce.number().int().min(1, pushMessages.badMonth).max(12, pushMessages.badMonth),
};
const people = z.array(z.uuid()).min(1, pushMessages.selectPeople).max(MAX_PUSH_PEOPLE);

/** A day typed as dd/mm/yyyy (section 9), carried as yyyy-mm-dd. */
const payoutDate = z.string().transform((s, ctx) => parseDmy(s) ?? (ctx.addIssue({ code: 'custom', message: pushMessages.badPayoutDate }), z.NEVER));

/** pushDaysOff and exportPushDaysOff (section 7). */
export const pushBodySchema = z.object({
  /** Made by the device: the same push sent twice is one command. */
  command_id: z.uuid().optional(),
  ...yearMonth,
  integration_id: z.uuid(),
  employee_ids: people,
  confirm_retry_push: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .default(false)
    .transform(Boolean),
  wage_payout_date: payoutDate,
  meal_voucher_payout_date: payoutDate.nullable().optional().default(null),
  messageForPayroll: textInput(MAX_PAYROLL_MESSAGE, pushMessages.messageTooLong).optional().default(''),
});
export type PushBody = z.input<typeof pushBodySchema>;
export type PushBodyParsed = z.infer<typeof pushBodySchema>;

/** getPossibleAnomalies, fetchPushPerformanceStatus, getEmployeeIdsWithoutIban. */
export const pushPeopleBodySchema = z.object({ ...yearMonth, integration_id: z.uuid(), employee_ids: people });

export const pushHistoryQuerySchema = z.object({ year: yearMonth.year.optional(), month: yearMonth.month.optional() });

export interface MissingDayOffType {
  id: string;
  alias: string;
  name: string;
  payroll_day_off_type_id: string | null;
}

/** What pushDaysOff answers: the command, or why none was made. */
export interface PushAnswer {
  command_id: string | null;
  error: 'please_confirm_retry_set_flag' | 'type_not_found' | null;
  missing_types: MissingDayOffType[];
  already_pushed: string[];
}
