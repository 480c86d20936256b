// The calendar with a large mirror: a fresh database with the demo plus `seed-cli.ts --days-off N`
// (N requests over the past year and the next two months, with N / 12 more people), a new profile's first download, then,
// timed in the page: /calendar's month grid from Settings and back, the next month, and the push
// page's people and its anomaly review of everyone, which the device computes from its mirror.
// Run alone with BENCH_ONLY=calendar (bench/README.md).
import type { Browser, Page } from '@playwright/test';
import { addMonths, format } from 'date-fns';
import { freshContext, seededServerWith, stopServer } from './bench-env';
import { nav, timeAction, type Action, type Timing, type Until } from './in-page-timer';
import { figureCell, figures, type Figures } from './list-bench';
import { mirrorCount, signInAndPull, type PullFigures } from './pull-bench';

export interface CalendarFigures {
  requests: number;
  seedSeconds: number;
  pull: PullFigures;
  requestsInMirror: number;
  /** From Settings, click Calendar until the month's grid is there. */
  monthFirst: Figures;
  monthBack: Figures;
  /** The next month's button until its grid shows. */
  nextMonth: Figures;
  /** Push to payroll until the people are listed; then Next until the anomaly review of everyone linked shows. */
  pushPeople: Figures;
  anomalies: Figures;
}

export async function benchCalendar(browser: Browser, o: { requests: number; runs: number; log: (text: string) => void }): Promise<CalendarFigures> {
  // About a dozen requests a person a year, as a company has: people generated to match.
  const people = o.requests >= 10_000 ? Math.round(o.requests / 12) : 0;
  o.log(`Calendar: seeding ${o.requests} day-off requests and ${people} more people (plus the demo's)`);
  const { server, seedSeconds } = await seededServerWith(`calendar-${o.requests}`, [
    ...(people ? ['--people', String(people)] : []),
    '--days-off',
    String(o.requests),
  ]);
  const context = await freshContext(browser, server);
  const page: Page = await context.newPage();
  try {
    const pull = await signInAndPull(page, 600_000);
    const requestsInMirror = await mirrorCount(page, 'day_off_requests');
    if (requestsInMirror < o.requests) throw new Error(`The mirror holds ${requestsInMirror} requests`);
    o.log(`  seeded in ${seedSeconds.toFixed(1)} s; first download ${pull.seconds} s: ${requestsInMirror} requests`);
    const time = (action: Action, until: Until) => timeAction(page, action, until, 120_000);
    const grid = { present: '.calendar-grid' };
    const loads: Timing[] = [];
    const nexts: Timing[] = [];
    const people: Timing[] = [];
    const reviews: Timing[] = [];
    for (let i = 0; i < o.runs; i++) {
      await time(nav('/settings'), { absent: '.calendar-grid' });
      loads.push(await time(nav('/calendar'), grid));
      const next = format(addMonths(new Date(), 1), 'yyyy-MM');
      nexts.push(await time({ click: 'button[aria-label="Next month"]' }, { present: `[data-month="${next}"]` }));
      await time({ click: 'button[aria-label="Previous month"]' }, { present: `[data-month="${format(new Date(), 'yyyy-MM')}"]` });
      people.push(await time({ click: '.push-month-menu a' }, { present: '.push-people tbody tr' }));
      reviews.push(await time({ click: '.push-footer button', text: 'Next' }, { present: '#push-anomalies-title, #push-details-title, #push-confirm-title' }));
    }
    const result = {
      requests: o.requests,
      seedSeconds,
      pull,
      requestsInMirror,
      monthFirst: figures(loads.slice(0, 1)),
      monthBack: figures(loads.slice(1)),
      nextMonth: figures(nexts),
      pushPeople: figures(people),
      anomalies: figures(reviews),
    };
    o.log(
      `  month ${result.monthFirst.median} ms, back ${result.monthBack.median} ms, next month ${result.nextMonth.median} ms, push people ${result.pushPeople.median} ms, anomalies ${result.anomalies.median} ms`,
    );
    return result;
  } finally {
    await context.close();
    await stopServer(server);
  }
}

export function calendarRows(c: CalendarFigures): string[][] {
  const where = `${c.requestsInMirror.toLocaleString('en-GB')} requests in the mirror`;
  return [
    [`/calendar first download (${where})`, `${c.pull.seconds} s (${c.pull.pages} pages, ${c.pull.megabytes.toFixed(1)} MB)`, ''],
    ['/calendar: the month by team, from Settings', figureCell(c.monthFirst), '< 1,000 ms'],
    ['/calendar: back to it', figureCell(c.monthBack), ''],
    ['/calendar: next month', figureCell(c.nextMonth), '< 500 ms'],
    ['push page: the people listed, the month’s anomalies reviewed on the device', figureCell(c.pushPeople), '< 1,000 ms'],
    ['push page: Next to the anomaly review', figureCell(c.anomalies), '< 500 ms'],
  ];
}
