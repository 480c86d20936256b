import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface WriteContext {
  companyId: string;
  /** The acting user; the version trigger stamps it as updated_by on every row the write touches. */
  userId: string | null;
}

/**
 * Runs fn in a transaction that holds the company's write lock. Every write to a synced table of
 * a company must go through here.
 *
 * Why: versions come from one sequence, taken when a row is written, but become visible when the
 * transaction commits. Without the lock, T1 could take version 10, T2 version 11, T2 commit, a pull
 * answer cursor 11, and then T1 commit row 10 — which no later pull (version > 11) would ever send.
 * With the lock, a company's writers run one after another: a transaction takes its versions only
 * after the previous one has committed (PostgreSQL marks a transaction committed before it releases
 * its locks), so within a company, commit order is version order, and a pull that has seen version
 * N can never later meet a committed row of that company below N. Companies do not wait for each
 * other (beyond the rare hashtext collision, which only serialises two companies' writes).
 * The lock is transaction-scoped: it cannot leak past commit or rollback, even on a pooled connection.
 */
export async function withCompanyWrite<T>(db: Db, ctx: WriteContext, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ctx.companyId}::text))`);
    if (ctx.userId) await tx.execute(sql`select set_config('workplace.user_id', ${ctx.userId}, true)`);
    return fn(tx);
  });
}

/**
 * Runs fn in one read-only snapshot, so that every table a pull reads shows the same moment:
 * otherwise a write committing between two of its queries could be half seen.
 */
export async function inSnapshot<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txn) => fn(txn as unknown as Db), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
