import { inArray, sql } from 'drizzle-orm';
import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_DELAY_FIRST_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_SLOW_ADDRESS_AFTER_FAILURES,
  LOGIN_SLOW_AFTER_FAILURES,
} from '../../shared/auth/auth.schema';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema/auth';

// Sign-in throttling (docs/architecture.md, "Sign-in throttling"). Failures are counted in the
// database, so the limits hold however many server instances answer, under three keys:
// - an untrusted client's failures count against the email and against its address: each slows
//   the next attempts down, then locks them for a while;
// - a trusted device's (device-cookie.ts) count against that device only, and only they lock it.
// So a stranger's guesses, at one account or at many from a shared address, never lock out the
// account's own browser, and a stolen-cookie attacker is limited like anyone else.

const windowMs = LOGIN_LOCK_MINUTES * 60_000;

/** Who is trying: the email and address, and the device token's nonce when the browser holds a valid one. */
export interface LoginAttempt {
  email: string;
  ip: string;
  device: string | null;
}

interface Key {
  key: string;
  lockAt: number;
  slowAfter: number;
  /** An account's delay doubles with each failure; a shared address's stays short, for the honest people behind it. */
  doubling: boolean;
}

function keysOf(a: LoginAttempt): Key[] {
  const account = { lockAt: LOGIN_MAX_FAILURES, slowAfter: LOGIN_SLOW_AFTER_FAILURES, doubling: true };
  if (a.device) return [{ key: `device:${a.device}`, ...account }];
  return [
    { key: `email:${a.email}`, ...account },
    { key: `ip:${a.ip}`, lockAt: LOGIN_ADDRESS_MAX_FAILURES, slowAfter: LOGIN_SLOW_ADDRESS_AFTER_FAILURES, doubling: false },
  ];
}

export interface Throttle {
  /** Minutes left before another attempt is allowed, or 0. */
  lockedMinutes: number;
  /** How long to hold the answer to this attempt (slowing guessing down before the lock). */
  delayMs: number;
}

export async function throttleOf(db: Db, a: LoginAttempt, now = new Date()): Promise<Throttle> {
  const keys = keysOf(a);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(
      inArray(
        loginFailures.key,
        keys.map((k) => k.key),
      ),
    );
  let until = 0;
  let delayMs = 0;
  for (const r of rows) {
    const end = r.window_start.getTime() + windowMs;
    if (end <= now.getTime()) continue;
    const k = keys.find((x) => x.key === r.key)!;
    if (r.failures >= k.lockAt) until = Math.max(until, end);
    if (r.failures >= k.slowAfter) {
      const ms = k.doubling ? LOGIN_DELAY_FIRST_MS * 2 ** (r.failures - k.slowAfter) : LOGIN_DELAY_FIRST_MS;
      delayMs = Math.max(delayMs, Math.min(LOGIN_DELAY_MAX_MS, ms));
    }
  }
  return { lockedMinutes: until ? Math.ceil((until - now.getTime()) / 60_000) : 0, delayMs };
}

export async function recordFailure(db: Db, a: LoginAttempt, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - windowMs);
  for (const { key } of keysOf(a)) {
    await db
      .insert(loginFailures)
      .values({ key, window_start: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.window_start} < ${expired.toISOString()} then 1 else ${loginFailures.failures} + 1 end`,
          window_start: sql`case when ${loginFailures.window_start} < ${expired.toISOString()} then ${now.toISOString()}::timestamptz else ${loginFailures.window_start} end`,
        },
      });
  }
}

/** After a success: the account's (or the device's) count starts again; the address's stays, it is shared. */
export async function clearFailures(db: Db, a: LoginAttempt): Promise<void> {
  const keys = keysOf(a).filter((k) => !k.key.startsWith('ip:'));
  await db.delete(loginFailures).where(
    inArray(
      loginFailures.key,
      keys.map((k) => k.key),
    ),
  );
}
