import { eq, inArray, sql } from 'drizzle-orm';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../shared/auth/auth.schema';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema/auth';

// Failures are counted per email and, more loosely, per address, in the database so that the limit
// holds however many server instances answer.
const IP_FACTOR = 10;
const windowMs = LOGIN_LOCK_MINUTES * 60_000;

const keys = (email: string, ip: string) => ({ email: `email:${email}`, ip: `ip:${ip}` });

/** Minutes left before another attempt is allowed, or 0. */
export async function lockedForMinutes(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  const k = keys(email, ip);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [k.email, k.ip]));
  let until = 0;
  for (const r of rows) {
    const max = r.key === k.ip ? LOGIN_MAX_FAILURES * IP_FACTOR : LOGIN_MAX_FAILURES;
    const end = r.window_start.getTime() + windowMs;
    if (r.failures >= max && end > now.getTime()) until = Math.max(until, end);
  }
  return until ? Math.ceil((until - now.getTime()) / 60_000) : 0;
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const expired = new Date(now.getTime() - windowMs);
  for (const key of Object.values(keys(email, ip))) {
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

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys(email, '').email));
}
