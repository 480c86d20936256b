import { describe, expect, it } from 'vitest';
import { periodIssues } from './calendar.schema';
import { daysOfRequest, monthBounds } from './day-off-days';

describe('the working days of a request', () => {
  it('leaves weekends out and gives the first and last day their halves', () => {
    // Friday 6 to Tuesday 10 November 2026, from Friday afternoon to Tuesday morning.
    expect(daysOfRequest({ start_date: '2026-11-06', end_date: '2026-11-10', start_part: 'pm', end_part: 'am' })).toEqual([
      { date: '2026-11-06', part: 'pm' },
      { date: '2026-11-09', part: 'full' },
      { date: '2026-11-10', part: 'am' },
    ]);
  });

  it('keeps a one-day request’s half, and gives nothing for a weekend', () => {
    expect(daysOfRequest({ start_date: '2026-11-04', end_date: '2026-11-04', start_part: 'am', end_part: 'am' })).toEqual([{ date: '2026-11-04', part: 'am' }]);
    expect(daysOfRequest({ start_date: '2026-11-07', end_date: '2026-11-08', start_part: 'full', end_part: 'full' })).toEqual([]);
  });

  it('cuts a request to a month: the days of the month only, whole where the request goes on', () => {
    const { from, to } = monthBounds(2026, 11);
    expect([from, to]).toEqual(['2026-11-01', '2026-11-30']);
    const days = daysOfRequest({ start_date: '2026-10-29', end_date: '2026-11-03', start_part: 'pm', end_part: 'am' }, from, to);
    expect(days).toEqual([
      { date: '2026-11-02', part: 'full' },
      { date: '2026-11-03', part: 'am' },
    ]);
    expect(monthBounds(2028, 2).to).toBe('2028-02-29');
  });
});

describe('a request’s dates and halves (the form and the server)', () => {
  const period = (start_date: string, end_date: string, start_part = 'full', end_part = 'full') =>
    periodIssues({ start_date, end_date, start_part: start_part as 'full', end_part: end_part as 'full' });

  it('takes a whole day, a morning, an afternoon and a longer request from an afternoon to a morning', () => {
    expect(period('2026-11-04', '2026-11-04')).toEqual([]);
    expect(period('2026-11-04', '2026-11-04', 'pm', 'pm')).toEqual([]);
    expect(period('2026-11-04', '2026-11-06', 'pm', 'am')).toEqual([]);
  });

  it('refuses an end before the start, a morning to start or an afternoon to end a longer request, and more than a year', () => {
    expect(period('2026-11-06', '2026-11-04').map((i) => i.field)).toEqual(['end_date']);
    expect(period('2026-11-04', '2026-11-06', 'am', 'pm').map((i) => i.field)).toEqual(['start_part', 'end_part']);
    expect(period('2026-11-04', '2026-11-04', 'am', 'pm').map((i) => i.field)).toEqual(['end_part']);
    expect(period('2026-01-01', '2027-01-02').map((i) => i.field)).toEqual(['end_date']);
  });
});
