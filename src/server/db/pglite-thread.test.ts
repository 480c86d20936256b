import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBackground } from './background-work';
import { openDatabase, type Database } from './database';

// The embedded database on disk runs in its own thread (pglite-thread.ts): what the app relies on
// from PGlite holds through it: answers, dates as text, transactions that commit or roll back,
// savepoints, PostgreSQL's errors with their code, and calls kept in order.

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  database = await openDatabase({ dataDir: dir });
  await database.db.execute(sql`create table t (id int primary key, at timestamptz, day date, note text)`);
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw query's rows (the app's Db type leaves a raw answer's shape to the driver). */
const select = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const rows = () => select<{ id: number; note: string }>(sql`select id, note from t order by id`);

describe('the embedded database in its own thread', () => {
  it('answers rows, with dates and times as PostgreSQL writes them', async () => {
    await database.db.execute(sql`insert into t values (1, '2026-12-02T10:00:00Z', '2026-12-02', 'one')`);
    expect(await select(sql`select at, day from t where id = 1`)).toEqual([{ at: '2026-12-02 10:00:00+00', day: '2026-12-02' }]);
  });

  it('commits a transaction, rolls back one that throws, and keeps a savepoint apart', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, note) values (2, 'two')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t (id, note) values (3, 'three')`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, note) values (4, 'four')`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await rows()).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
    ]);
  });

  it("gives PostgreSQL's error with its code, and goes on after it", async () => {
    // drizzle wraps it (DrizzleQueryError) as it does PGlite's own: the database's error is its cause.
    const err = await database.db.execute(sql`insert into t (id) values (1)`).catch((e: unknown) => e);
    expect((err as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(await rows()).toHaveLength(2);
  });

  it('runs a query asked while a transaction is open after it ends, in order', async () => {
    const order: string[] = [];
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t (id, note) values (5, 'five')`);
      await t.execute(sql`select count(*) from t`);
      order.push('tx');
    });
    const read = rows().then((r) => order.push(`read ${r.length}`));
    await Promise.all([tx, read]);
    expect(order).toEqual(['tx', 'read 3']);
  });

  it("answers a request's query before background work's asked earlier", async () => {
    const order: string[] = [];
    const run = (name: string, query: ReturnType<typeof sql>) => select(query).then(() => order.push(name));
    // The thread is kept busy by a first query while the others arrive, so that all three wait
    // together: sent to an idle thread, the first background query would rightly start at once.
    const busy = run('busy', sql`select count(*) from generate_series(1, 1000000)`);
    const first = inBackground(() => run('background 1', sql`select count(*) from t`));
    const second = inBackground(() => run('background 2', sql`select 1`));
    const request = run('request', sql`select 1`);
    await Promise.all([busy, first, second, request]);
    expect(order).toEqual(['busy', 'request', 'background 1', 'background 2']);
  });
});
