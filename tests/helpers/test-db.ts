import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, newPglite, openDatabase, openPglite, type Database } from '../../src/server/db/database';
import { ensureDemoData } from '../../src/server/seed/demo';

/** With `demo`, the database holds the demo companies and their files are copied into `demo.filesDir`. */
export type TestDatabaseOptions = { demo?: { filesDir: string } };

/**
 * A fresh, migrated database for one test file (docs/architecture.md section 9).
 *
 * - Without DATABASE_URL: an in-memory PGlite (about 2 s to open: share it per file).
 * - With DATABASE_URL: a new database `t_<random>` is created on that server (the role needs
 *   CREATEDB), opened by swapping the database name in the URL, and dropped again by close().
 *
 * Migrating and seeding the demo companies cost each file a few seconds, so both are done once per
 * run and copied: a PGlite data directory saved in the temp folder, or a template database on the
 * server. Both are named by what made them (migrations, server and shared code, the day, since the
 * demo's dates are relative to it).
 */
export async function openTestDatabase(opts: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return opts.demo ? openDemoPglite(opts.demo.filesDir) : openMigratedPglite();

  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = opts.demo ? await demoTemplate(serverUrl, opts.demo.filesDir) : null;
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
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

async function onServer<T>(serverUrl: string, work: string | ((client: pg.Client) => Promise<T>)): Promise<T | void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if (typeof work === 'string') await client.query(work);
    else return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The template database with the demo companies, made by the first file that needs it. Files of
 * the same run wait on an advisory lock while it is made; it is renamed into place only once whole.
 */
async function demoTemplate(serverUrl: string, filesDir: string): Promise<string> {
  const key = demoKey();
  const template = `tpl_demo_${key}`;
  const files = join(tmpdir(), `workplace-test-pg-demo-${key}-files`);
  await onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (rowCount && existsSync(files)) return;
      await client.query(`drop database if exists "${template}"`);
      const partial = `${template}_partial`;
      await client.query(`drop database if exists "${partial}"`);
      await client.query(`create database "${partial}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${partial}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
      try {
        await seedFiles(files, (dir) => ensureDemoData(database.db, { filesDir: dir }));
      } finally {
        await database.close();
      }
      await client.query(`alter database "${partial}" rename to "${template}"`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  cpSync(files, filesDir, { recursive: true });
  return template;
}

/**
 * A new in-memory PGlite starts with initdb (about 2.5 s); loading a data directory already
 * migrated takes about 0.4 s. The first test file to need one leaves the migrated directory in the
 * system's temp folder, named by the migrations' contents, and the others start from it.
 */
async function openMigratedPglite(): Promise<Database> {
  const snapshot = join(tmpdir(), `workplace-test-pglite-${migrationsKey()}.tar`);
  if (existsSync(snapshot)) return openPglite(newPglite({ loadDataDir: new Blob([readFileSync(snapshot)]) }));
  const database = await openDatabase({ dataDir: null });
  await saveSnapshot(database, snapshot);
  return database;
}

/**
 * The same for a database with the demo companies. Its data directory and its uploaded files are
 * kept together in one folder, renamed into place once whole: files running at the same time make
 * demo rows with different ids, so a data directory must never meet another file's uploads.
 */
async function openDemoPglite(filesDir: string): Promise<Database> {
  const snapshot = join(tmpdir(), `workplace-test-pglite-demo-${demoKey()}`);
  if (existsSync(snapshot)) {
    cpSync(join(snapshot, 'files'), filesDir, { recursive: true });
    return openPglite(newPglite({ loadDataDir: new Blob([readFileSync(join(snapshot, 'db.tar'))]) }));
  }
  const database = await openMigratedPglite();
  await ensureDemoData(database.db, { filesDir });
  const partial = `${snapshot}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(filesDir, join(partial, 'files'), { recursive: true });
  writeFileSync(join(partial, 'db.tar'), await dumpOf(database));
  try {
    renameSync(partial, snapshot);
  } catch {
    // Another file saved its own first; keep that one whole.
    rmSync(partial, { recursive: true, force: true });
  }
  return database;
}

/** Fills a new folder and renames it into place, so a file running at the same time never reads half of it. */
async function seedFiles(dir: string, fill: (partial: string) => Promise<unknown>): Promise<void> {
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await fill(partial);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}

async function dumpOf(database: Database): Promise<Buffer> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}

async function saveSnapshot(database: Database, snapshot: string): Promise<void> {
  const partial = `${snapshot}.${process.pid}.partial`;
  writeFileSync(partial, await dumpOf(database));
  renameSync(partial, snapshot);
}

function migrationsKey(): string {
  const hash = createHash('sha256');
  // A data directory is only good for the PGlite that wrote it.
  const pglite = join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite)) hash.update(readFileSync(pglite));
  hashFiles(hash, MIGRATIONS_FOLDER, (name) => name.endsWith('.sql') || name.endsWith('.json'));
  return hash.digest('hex').slice(0, 16);
}

/** The demo depends on the migrations, on the server's and the shared code, and on today's date. */
function demoKey(): string {
  const hash = createHash('sha256').update(migrationsKey()).update(new Date().toISOString().slice(0, 10));
  for (const folder of ['src/server', 'src/shared']) hashFiles(hash, join(process.cwd(), folder), (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  return hash.digest('hex').slice(0, 16);
}

function hashFiles(hash: ReturnType<typeof createHash>, folder: string, take: (name: string) => boolean): void {
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (take(name) && statSync(join(folder, name)).isFile()) hash.update(name).update(readFileSync(join(folder, name)));
  }
}
