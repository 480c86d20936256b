// Attendance mode on a tablet, offline: a tap on 'Followed' for each of 100 participants, timed in
// the page from the click to the button saying aria-pressed=true (and to the row's 'Waiting to
// sync' badge: the mark is in the mirror and the outbox). Then the connection comes back: how long
// until the server has all 100. The outbox starts each item TRAINING_BULK_DELAY_MS after the
// previous one started (src/sync/replay.ts), so the floor is (100 - 1) × 500 ms = 49.5 s.
// Run alone with BENCH_ONLY=attendance.
import { loadavg } from 'node:os';
import { expect, type Browser, type Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { TRAINING_BULK_DELAY_MS } from '../src/shared/trainings/trainings.schema';
import { offlineBanner, waitForWorker } from '../tests/e2e/offline-helpers';
import { TABLET } from '../tests/e2e/sign-in';
import { attendanceBanner } from '../tests/e2e/trainings-attendance-helpers';
import { activePeople, serverParticipants, trainingWithParticipants } from '../tests/e2e/trainings-helpers';
import { freshContext, pollUntil, seededServerWith, sleep, stopServer, within } from './bench-env';
import { signInAndPull } from './pull-bench';
import { drainFigures, drainResult, seconds, type DrainFigures } from './report';
import { percentile } from './server-list-bench';

export const ATTENDANCE_PEOPLE = 100;
/** Between two taps: a quick trainer, and time for the previous mark's transaction to end. */
const TAP_GAP_MS = 150;
/** Going online this long after the last tap: the send attempt it started (failing offline) has ended. */
const SETTLE_MS = 500;

export interface TapFigures {
  p50: number;
  p95: number;
  max: number;
  min: number;
}

/** The drain: people, delayMs, the floor and the server's time (report.ts DrainFigures). */
export interface AttendanceFigures extends DrainFigures {
  /** Click → the button's aria-pressed=true (the tap shown), ms per tap. */
  pressed: TapFigures;
  /** Click → the row's 'Waiting to sync' badge (the mark in the mirror and the outbox). */
  saved: TapFigures;
  /** From going online to the page's banner going away (no mark left waiting). */
  pageMs: number;
}

const stats = (xs: number[]): TapFigures => {
  const r = (x: number) => Math.round(x * 10) / 10;
  return { p50: r(percentile(xs, 50)), p95: r(percentile(xs, 95)), max: r(Math.max(...xs)), min: r(Math.min(...xs)) };
};

/** Taps 'Followed' on every row in turn, inside the page, and times each tap. */
function tapEveryRow(page: Page, gapMs: number): Promise<{ pressed: number[]; saved: number[] }> {
  return page.evaluate(async (gap) => {
    const rows = [...document.querySelectorAll<HTMLElement>('li.att-row')];
    const pressed: number[] = [];
    const saved: number[] = [];
    for (const row of rows) {
      const button = row.querySelector<HTMLButtonElement>('.att-seg-status [data-value="followed"]')!;
      const times = await new Promise<[number, number]>((resolve, reject) => {
        let t0 = 0;
        let shown = 0;
        const check = () => {
          if (!shown && button.getAttribute('aria-pressed') === 'true') shown = performance.now() - t0;
          if (shown && row.querySelector('.badge-warning')) {
            observer.disconnect();
            clearTimeout(timer);
            resolve([shown, performance.now() - t0]);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(row, { subtree: true, childList: true, attributes: true, characterData: true });
        const timer = setTimeout(() => reject(new Error(`no mark within 10 s on row ${rows.indexOf(row)}`)), 10_000);
        t0 = performance.now();
        button.click();
        check();
      });
      pressed.push(times[0]);
      saved.push(times[1]);
      await new Promise((r) => setTimeout(r, gap));
    }
    return { pressed, saved };
  }, gapMs);
}

export async function benchAttendance(browser: Browser, log: (text: string) => void, count = ATTENDANCE_PEOPLE): Promise<AttendanceFigures> {
  log(`Attendance: ${count} participants, a tap each offline, then online`);
  const { server } = await seededServerWith('attendance', ['--people', '1']);
  const context = await freshContext(browser, server);
  try {
    const page = await context.newPage();
    await page.setViewportSize(TABLET);
    await signInAndPull(page, 120_000);
    const people = await activePeople(context.request, count);
    const name = `Bench attendance ${Date.now().toString(36)}`;
    const { trainingId } = await trainingWithParticipants(context.request, name, people);
    await page.goto(`/trainings/${trainingId}/attendance`);
    await expect(page.getByText(messages.trainings.attendanceFollowed(0, count))).toBeVisible({ timeout: 60_000 });
    await waitForWorker(page);
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);

    await context.setOffline(true);
    log('  offline; tapping');
    const taps = await within(120_000, 'the taps', tapEveryRow(page, TAP_GAP_MS));
    if (taps.pressed.length !== count) throw new Error(`Tapped ${taps.pressed.length} rows, not ${count}`);
    await expect(offlineBanner(page)).toHaveText(messages.sync.offlineBanner(count));
    const pressed = stats(taps.pressed);
    const saved = stats(taps.saved);
    log(`  pressed p50 ${pressed.p50} ms, p95 ${pressed.p95} ms, max ${pressed.max} ms; in the mirror p50 ${saved.p50} ms, p95 ${saved.p95} ms`);
    await sleep(SETTLE_MS);

    const t0 = Date.now();
    await context.setOffline(false);
    const limit = count * TRAINING_BULK_DELAY_MS * 3;
    const serverAt = await pollUntil(limit, 'all marks on the server', 50, async () => {
      const rows = await serverParticipants(context.request, trainingId);
      return rows.filter((p) => p.status === 'followed').length >= count ? Date.now() : null;
    });
    await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: limit });
    await expect(attendanceBanner(page)).toHaveCount(0);
    const pageMs = Date.now() - t0;
    return { ...drainFigures(count, TRAINING_BULK_DELAY_MS, serverAt - t0), pressed, saved, pageMs };
  } finally {
    await context.close();
    await stopServer(server);
  }
}

/** The table rows (report.ts renders them). */
export function attendanceRows(f: AttendanceFigures | undefined): string[][] {
  if (!f) return [];
  const tap = (t: TapFigures) => `p50 ${t.p50} ms, p95 ${t.p95} ms, max ${t.max} ms`;
  return [
    [`Attendance, ${f.people} taps offline (tablet): click → button pressed`, tap(f.pressed), '< 100 ms (instant)'],
    [`Attendance, ${f.people} taps offline: click → saved in the mirror and outbox`, tap(f.saved), ''],
    [`Attendance: ${f.people} marks → all on the server after going online`, drainResult(f), '≤ 1.02 × the floor'],
    [`Attendance: the page's banner gone (nothing waiting)`, `${seconds(f.pageMs)} after going online`, ''],
  ];
}

/** The BENCH_ONLY=attendance page's notes: other work on the machine slows the sync figure most. */
export const attendanceNotes = () => [`Load average (1 min) when written: ${loadavg()[0]!.toFixed(1)}: other work on the machine slows the sync figure most.`];
