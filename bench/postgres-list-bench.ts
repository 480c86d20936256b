// GET /api/cars/list on a PostgreSQL server (BENCH_ONLY=postgres, BENCH_DATABASE_URL=postgres://…):
// the database is emptied (its public and drizzle schemas dropped), seeded with 100,000 cars as the
// embedded one is, served, and timed with the same queries as server-list-bench.ts. The aim there
// is a p95 under 20 ms per query. It never runs against DATABASE_URL: only a database named for it.
import { request as playwrightRequest } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD } from '../tests/e2e/sign-in';
import { DEMO_CARS, seededServerWith, stopServer } from './bench-env';
import { benchServerList, type ServerListFigures } from './server-list-bench';

export interface PostgresListFigures {
  cars: number;
  seedSeconds: number;
  /** SELECT version() of the server measured. */
  version: string;
  serverList: ServerListFigures;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const emptied = (url: string) =>
  withClient(url, async (client) => {
    await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public');
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]!.version.split(' ').slice(0, 2).join(' ');
  });

export async function benchPostgresList(opts: { url: string; cars: number; apiRuns: number; log: (text: string) => void }): Promise<PostgresListFigures> {
  const version = await emptied(opts.url);
  opts.log(`${opts.cars} cars on ${version}: seeding`);
  // The seed CLI and the server read DATABASE_URL from the environment they inherit.
  process.env.DATABASE_URL = opts.url;
  try {
    // --demo: on a database server the demo company is made only when asked for.
    const { server, seedSeconds } = await seededServerWith(`postgres-${opts.cars}`, ['--demo', '--cars', String(opts.cars - DEMO_CARS)]);
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const login = await api.post('/api/auth/login', { data: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`sign-in: ${login.status()}`);
    // What autovacuum does a minute after a big insert (PostgreSQL 13+ vacuums after inserts too),
    // done now: without statistics the planner guesses (80–260 ms a query before it), and without
    // the visibility map a count reads the table instead of its index.
    await withClient(opts.url, (client) => client.query('vacuum analyze'));
    opts.log(`  seeded in ${seedSeconds.toFixed(1)} s, vacuumed and analyzed; ${opts.apiRuns} requests per query`);
    const serverList = await benchServerList(api, opts.apiRuns, 60_000);
    await api.dispose();
    await stopServer(server);
    return { cars: opts.cars, seedSeconds, version, serverList };
  } finally {
    delete process.env.DATABASE_URL;
  }
}

export function postgresRows(f: PostgresListFigures): string[][] {
  const n = (x: number) => x.toLocaleString('en-GB');
  return f.serverList.queries.map((q) => [
    `${n(f.cars)} cars on ${f.version}: server list, ${q.name}`,
    `p50 ${q.p50} ms, p95 ${q.p95} ms (${n(q.count)} rows match)`,
    'p95 < 20 ms',
  ]);
}
