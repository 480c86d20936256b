import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';

/**
 * A fresh, migrated database for one test file (ARCHITECTURE.md section 9).
 *
 * - Without DATABASE_URL: an in-memory PGlite (about 2 s to open: share it per file).
 * - With DATABASE_URL: a new database `t_<random>` is created on that server (the role needs
 *   CREATEDB), opened by swapping the database name in the URL, and dropped again by close().
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null });

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
