import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys, syncClients } from '../db/schema/sync';

/** How long a key is remembered: far longer than any outbox waits to be replayed. */
export const IDEMPOTENCY_KEY_DAYS = 7;

export interface StoredAnswer {
  userId: string;
  status: number;
  body: string;
  /** The request the key was first used for; null for keys stored before it was kept. */
  requestHash: string | null;
}

export async function findAnswer(db: Db, p: { companyId: string; key: string }): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ userId: idempotencyKeys.user_id, status: idempotencyKeys.status, body: idempotencyKeys.body, requestHash: idempotencyKeys.request_hash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.company_id, p.companyId), eq(idempotencyKeys.key, p.key)));
  return row ?? null;
}

export async function storeAnswer(
  db: Db,
  p: { companyId: string; key: string; userId: string; status: number; body: string; requestHash: string },
): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ company_id: p.companyId, key: p.key, user_id: p.userId, status: p.status, body: p.body, request_hash: p.requestHash });
}

/** Drops keys past their age; cheap (an index range), so it runs with each stored answer. */
export async function purgeOldAnswers(db: Db, companyId: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.company_id, companyId), lt(idempotencyKeys.created_at, sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`)));
}

export async function lastSeq(db: Db, p: { companyId: string; clientId: string; userId: string }): Promise<number | null> {
  const [row] = await db
    .select({ last: syncClients.last_seq })
    .from(syncClients)
    .where(and(eq(syncClients.company_id, p.companyId), eq(syncClients.client_id, p.clientId), eq(syncClients.user_id, p.userId)));
  return row ? Number(row.last) : null;
}

export async function setLastSeq(db: Db, p: { companyId: string; clientId: string; userId: string; seq: number }): Promise<void> {
  await db
    .insert(syncClients)
    .values({ company_id: p.companyId, client_id: p.clientId, user_id: p.userId, last_seq: p.seq })
    .onConflictDoUpdate({
      target: [syncClients.company_id, syncClients.client_id, syncClients.user_id],
      set: { last_seq: p.seq, updated_at: sql`now()` },
    });
}
