import { createHash, randomBytes } from 'node:crypto';
import { addHours } from 'date-fns';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema/auth';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, p: { userId: string; companyId: string }): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = addHours(new Date(), SESSION_DAYS * 24);
  await db.insert(sessions).values({ token_hash: hashToken(token), user_id: p.userId, company_id: p.companyId, expires_at: expiresAt });
  // Sign-in is a good moment to sweep a user's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.user_id, p.userId), lt(sessions.expires_at, new Date())));
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token_hash, hashToken(token)), gt(sessions.expires_at, new Date())));
  return row ?? null;
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)));
}

export async function setImpersonation(db: Db, token: string, userId: string | null): Promise<void> {
  await db
    .update(sessions)
    .set({ impersonated_user_id: userId })
    .where(eq(sessions.token_hash, hashToken(token)));
}
