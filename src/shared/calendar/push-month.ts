import { addDays, addMonths, format } from 'date-fns';
import { parseDmy } from '../format';
import { MEAL_VOUCHER_CODES } from './push.schema';

// The push page's months and payment dates (software-contracts-push.md sections 5 and 9).

export interface YearMonth {
  year: number;
  month: number;
}

/** The month n months from today's (n < 0: back). */
export function monthFrom(today: Date, n: number): YearMonth {
  const d = addMonths(new Date(today.getFullYear(), today.getMonth(), 1), n);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

/** Month options from 2 months back to 1 ahead, oldest first. */
export const pushMonthOptions = (today: Date): YearMonth[] => [-2, -1, 0, 1].map((n) => monthFrom(today, n));

/** The month suggested: last month until the 19th, the current one from day 20. */
export const suggestedPushMonth = (today: Date): YearMonth => monthFrom(today, today.getDate() >= 20 ? 0 : -1);

export const isPushMonthOffered = (m: YearMonth, today: Date) => pushMonthOptions(today).some((o) => o.year === m.year && o.month === m.month);

/**
 * The server's check of a month sent to push: offered on the device's day, which may be the day
 * before or after the server's near midnight in another time zone.
 */
export const isPushMonthAllowed = (m: YearMonth, now: Date) => [-1, 0, 1].some((n) => isPushMonthOffered(m, addDays(now, n)));

/** Tomorrow as dd/mm/yyyy: the payment dates' default. */
export const tomorrowDmy = (today: Date) => format(addDays(today, 1), 'dd/MM/yyyy');

/** A typed payment date, or tomorrow when it is not a valid dd/mm/yyyy. */
export const payoutDateOrTomorrow = (typed: string, today: Date) => (parseDmy(typed) ? typed.trim() : tomorrowDmy(today));

/** Whether anyone of the push gets meal vouchers, so the meal-voucher payment date is asked. */
export const needsMealVoucherDate = (benefitCodes: (string | null)[]) =>
  benefitCodes.some((c) => c !== null && (MEAL_VOUCHER_CODES as readonly string[]).includes(c.trim().toUpperCase()));

export const monthName = (m: YearMonth) => format(new Date(m.year, m.month - 1, 1), 'MMMM yyyy');
