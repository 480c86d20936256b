import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../src/server/db/database';
import { openTestDatabase } from '../helpers/test-db';

// On a server, a connection the pool keeps idle can be ended under it (the server restarts, an
// administrator ends it, a network drops it). The app must carry on with a new one: an unhandled
// 'error' event would end the Node process, every user's requests with it.
describe.runIf(process.env.DATABASE_URL)('a PostgreSQL connection ended while idle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('is dropped from the pool and the next query runs on a new one', async () => {
    const one = async <T>(value: ReturnType<typeof sql<T>>) => (await database.db.select({ value }).from(sql`(select 1) as one`))[0]!.value;
    const pid = () => one(sql<number>`pg_backend_pid()`);
    const before = await pid();
    // From a connection of its own: the pool's idle one is ended by the server.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [before]);
      expect(rows[0]!.ended).toBe(true);
    } finally {
      await admin.end();
    }
    // Let the pool hear of it before asking again.
    await new Promise((r) => setTimeout(r, 200));
    const after = await pid();
    expect(after).not.toBe(before);
    expect(await one(sql<number>`1 + 1`)).toBe(2);
  });
});
