// The sandbox's memory: tokens, the days booked, the count of pushes and the mode a test set. Kept
// apart from the HTTP plumbing so the rules (book once per external id, a mode for N calls) read
// in one place.
import { randomBytes } from 'node:crypto';
import type { PayrollPush } from '../../src/server/calendar/payroll/payroll-provider';

export type SandboxMode = 'success' | 'login_failed' | 'service_offline' | 'type_not_found' | 'slow';
export const SANDBOX_MODES: readonly SandboxMode[] = ['success', 'login_failed', 'service_offline', 'type_not_found', 'slow'];

export interface SandboxModeOptions {
  /** slow: how long each answer is held (default 6000 ms, above a caller's usual timeout). */
  delay_ms?: number;
  /** The mode applies to the next N calls it affects, then the sandbox is back to success. */
  times?: number;
}

export interface SandboxDay {
  external_id: string;
  employee_ref: string;
  date: string;
  part: 'full' | 'am' | 'pm';
  payroll_type_id: string;
  /** The idempotency_key of the push that booked the day. */
  push_key: string;
}

const DEFAULT_DELAY_MS = 6000;

export function createSandboxState() {
  let mode: SandboxMode = 'success';
  let delayMs = DEFAULT_DELAY_MS;
  let left: number | undefined;
  let deliveries = 0;
  const tokens = new Set<string>();
  // A Map keeps the order of booking, which is what received() shows.
  const days = new Map<string, SandboxDay>();

  return {
    mode: () => mode,
    delayMs: () => delayMs,
    setMode(next: SandboxMode, opts: SandboxModeOptions = {}) {
      mode = next;
      delayMs = opts.delay_ms ?? DEFAULT_DELAY_MS;
      left = opts.times;
      if (left !== undefined && left <= 0) mode = 'success';
    },
    /**
     * Called when the mode has just shaped an answer: counted only then, so `times: 1` of
     * type_not_found is spent on a push, not on the login before it.
     */
    spend() {
      if (left === undefined) return;
      left -= 1;
      if (left <= 0) {
        mode = 'success';
        left = undefined;
      }
    },
    reset() {
      mode = 'success';
      delayMs = DEFAULT_DELAY_MS;
      left = undefined;
      deliveries = 0;
      tokens.clear();
      days.clear();
    },
    newToken(): string {
      const token = randomBytes(24).toString('hex');
      tokens.add(token);
      return token;
    },
    knows: (token: string | undefined) => token !== undefined && tokens.has(token),
    delivered: () => void deliveries++,
    deliveries: () => deliveries,
    received: (): SandboxDay[] => [...days.values()].map((d) => ({ ...d })),
    /** Books the days not booked before; the caller has checked every type exists first. */
    book(push: PayrollPush): { booked: number; already_booked: number } {
      let booked = 0;
      for (const d of push.days) {
        if (days.has(d.external_id)) continue;
        const { external_id, employee_ref, date, part, payroll_type_id } = d;
        days.set(external_id, { external_id, employee_ref, date, part, payroll_type_id, push_key: push.idempotency_key });
        booked++;
      }
      return { booked, already_booked: push.days.length - booked };
    },
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;
