import { describe, expect, it } from 'vitest';
import {
  isPushMonthAllowed,
  isPushMonthOffered,
  needsMealVoucherDate,
  payoutDateOrTomorrow,
  pushMonthOptions,
  suggestedPushMonth,
  tomorrowDmy,
} from './push-month';

const day = (iso: string) => new Date(`${iso}T10:00:00`);

describe('the push page’s months (software-contracts-push.md section 9)', () => {
  it('offers two months back to one ahead, across a new year', () => {
    expect(pushMonthOptions(day('2026-01-15'))).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
    expect(isPushMonthOffered({ year: 2025, month: 10 }, day('2026-01-15'))).toBe(false);
    expect(isPushMonthOffered({ year: 2026, month: 2 }, day('2026-01-15'))).toBe(true);
  });

  it('lets the server take a month offered on the device’s day, a day either side of its own', () => {
    expect(isPushMonthAllowed({ year: 2026, month: 3 }, day('2026-01-31'))).toBe(true);
    expect(isPushMonthAllowed({ year: 2026, month: 3 }, day('2026-01-30'))).toBe(false);
    expect(isPushMonthAllowed({ year: 2025, month: 11 }, day('2026-02-01'))).toBe(true);
    expect(isPushMonthAllowed({ year: 2025, month: 11 }, day('2026-02-02'))).toBe(false);
  });

  it('suggests last month until the 19th and the current month from day 20', () => {
    expect(suggestedPushMonth(day('2026-03-19'))).toEqual({ year: 2026, month: 2 });
    expect(suggestedPushMonth(day('2026-03-20'))).toEqual({ year: 2026, month: 3 });
    expect(suggestedPushMonth(day('2026-01-05'))).toEqual({ year: 2025, month: 12 });
  });
});

describe('payment dates', () => {
  it('default to tomorrow as dd/mm/yyyy, also over a month’s end', () => {
    expect(tomorrowDmy(day('2026-02-28'))).toBe('01/03/2026');
  });

  it('keep a valid typed date and reset anything else to tomorrow', () => {
    const today = day('2026-11-29');
    expect(payoutDateOrTomorrow('05/12/2026', today)).toBe('05/12/2026');
    expect(payoutDateOrTomorrow(' 5/12/2026 ', today)).toBe('5/12/2026');
    expect(payoutDateOrTomorrow('31/02/2026', today)).toBe('30/11/2026');
    expect(payoutDateOrTomorrow('tomorrow', today)).toBe('30/11/2026');
    expect(payoutDateOrTomorrow('', today)).toBe('30/11/2026');
  });

  it('asks the meal-voucher date only when someone has a benefit code H01 to H07', () => {
    expect(needsMealVoucherDate(['B10', null])).toBe(false);
    expect(needsMealVoucherDate(['B10', 'h03'])).toBe(true);
    expect(needsMealVoucherDate(['H07'])).toBe(true);
    expect(needsMealVoucherDate(['H08', 'H00'])).toBe(false);
  });
});
