import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';

/** The database as every repo sees it: the same for PGlite and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * What autovacuum does on a server: PGlite has none, so without it the planner never learns a
   * table's size (it sorted 100,000 cars it could have read from an index) and an index-only scan
   * still reads the table. A no-op on PostgreSQL.
   */
  maintain: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens and migrates the database: PostgreSQL when a URL is given, otherwise PGlite persisted in
 * dataDir (or in memory when dataDir is null, for tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection ended under the pool (a server restart, an administrator, the network)
    // is an 'error' event: unheard, it would end the process. The pool drops that connection and
    // opens another when next asked.
    pool.on('error', (err) => console.warn(`A database connection was lost while idle: ${err.message}`));
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', maintain: () => Promise.resolve(), close: () => pool.end() };
  }
  if (!opts.dataDir) return openPglite(newPglite({}));
  mkdirSync(opts.dataDir, { recursive: true });
  // On disk (the server, the seed) the database runs in its own thread: its work holds no request.
  const thread = new PgliteThread({ dataDir: `${opts.dataDir}/pglite` });
  await thread.ready;
  return openPglite(thread);
}

/** A PGlite with the extensions the migrations create (pg_trgm for searches); every opener goes through it. */
export const newPglite = (options: PGliteOptions) => new PGlite({ ...options, extensions: { pg_trgm } });

/**
 * Migrates an open PGlite (a no-op when it is current) and wraps it as the app's database; the
 * client is PGlite itself or its thread (pglite-thread.ts), which answers the calls drizzle makes.
 */
export async function openPglite(client: PGlite | PgliteThread): Promise<Database> {
  const db = drizzlePglite(client as PGlite);
  await migratePglite(db, { migrationsFolder });
  const maintain = async () => {
    await client.exec('vacuum analyze');
  };
  return { db: db as unknown as Db, kind: 'pglite', maintain, close: () => client.close() };
}

export const MIGRATIONS_FOLDER = migrationsFolder;
