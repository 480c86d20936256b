import { is, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './database';
import { SYNC_VERSION_SEQUENCE } from './schema/columns';

// A list's count, kept between requests until the data changes. Counting 97,000 cars takes PGlite
// 50-70 ms, and every page and every new order of a list asked for the same count again. Every
// write a list can see takes a number from the sync sequence (a row's version, a tombstone, a
// person touched by a team change), so while the sequence stands still, so does the count. Only
// on PGlite: it runs one query at a time, never beside an open transaction, so a number is taken
// and committed before a count can read it; on a server a transaction could hold a taken number
// uncommitted while the count runs, and counting there is fast enough anyway.

const dialect = new PgDialect();
const KEPT = 500;
const counts = new Map<string, { version: string; n: number }>();

/** `count()`, or the same count taken since the last write; `where`: the list's whole condition. */
export async function listCount(db: Db, where: SQL, count: () => Promise<number>): Promise<number> {
  if (!is(db, PgliteDatabase)) return count();
  const query = dialect.sqlToQuery(where);
  // Conditions may read today's date (a person's end date, a segment's "before today").
  const [now] = await db.select({ version: sql<string>`last_value::text || ':' || current_date::text` }).from(sql`${sql.identifier(SYNC_VERSION_SEQUENCE)}`);
  const version = now!.version;
  const key = `${query.sql}\n${JSON.stringify(query.params)}`;
  const kept = counts.get(key);
  if (kept?.version === version) return kept.n;
  const n = await count();
  counts.delete(key);
  counts.set(key, { version, n });
  if (counts.size > KEPT) counts.delete(counts.keys().next().value!);
  return n;
}
