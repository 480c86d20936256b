import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, openPglite, type Database } from '../../src/server/db/database';

/**
 * A fresh, migrated database for one test file (ARCHITECTURE.md section 9).
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
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  } catch (err) {
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw err;
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
