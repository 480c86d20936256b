import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, openPglite, type Database } from '../../src/server/db/database';

/**
 * A fresh, migrated database for one test file (docs/architecture.md section 9).
 *
 * - Without DATABASE_URL: an in-memory PGlite (about 2 s to open: share it per file).
 * - With DATABASE_URL: a new database `t_<random>` is created on that server (the role needs
 *   CREATEDB), opened by swapping the database name in the URL, and dropped again by close().
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openMigratedPglite();

  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(serverUrl, name);
      },
    };
  } catch (err) {
    await dropDatabase(serverUrl, name);
    throw err;
  }
}

/**
 * Drops a test database. An autovacuum worker on it belongs to the server, so `with (force)` may
 * not end it and the drop fails: try again shortly, and in the end leave the database behind (it
 * only holds test data) rather than fail a test that passed.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    } catch (err) {
      if (attempt === 5) return console.warn(`Test database ${name} left on the server: ${(err as Error).message}`);
      await new Promise((r) => setTimeout(r, 300 * attempt));
    }
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new in-memory PGlite starts with initdb (about 2.5 s); loading a data directory already
 * migrated takes about 0.4 s. The first test file to need one leaves the migrated directory in the
 * system's temp folder, named by the migrations' contents, and the others start from it.
 */
async function openMigratedPglite(): Promise<Database> {
  const snapshot = join(tmpdir(), `workplace-test-pglite-${migrationsKey()}.tar`);
  if (existsSync(snapshot)) return openPglite(new PGlite({ loadDataDir: new Blob([readFileSync(snapshot)]) }));
  const database = await openDatabase({ dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  // Written aside and renamed, so a file running at the same time never reads half of it.
  const partial = `${snapshot}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, snapshot);
  return database;
}

function migrationsKey(): string {
  const hash = createHash('sha256');
  // A data directory is only good for the PGlite that wrote it.
  const pglite = join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite)) hash.update(readFileSync(pglite));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
