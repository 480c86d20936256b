import { buildApp } from '/work/main/src/server/app';
import { openDatabase } from '/work/main/src/server/db/database';
const database = await openDatabase({ dataDir: '/tmp/pt-data' });
const { app } = await buildApp({ db: database.db, filesDir: '/tmp/pt-data/files' });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.test', password: 'demo1234' } });
const cookie = login.headers['set-cookie'] as string | string[];
const c = (Array.isArray(cookie) ? cookie[0]! : cookie).split(';')[0]!;
let cursor = 0; let more = true; let page = 0;
while (more) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/sync/pull?cursor=${cursor}`, headers: { cookie: c } });
  const body = res.json() as { cursor: number; more: boolean; changes: Record<string, unknown[]> };
  const counts = Object.entries(body.changes).map(([k, v]) => `${k}:${v.length}`).filter((s) => !s.endsWith(':0')).join(' ');
  console.log(`page ${page++} ${(performance.now() - t0).toFixed(0)} ms ${(res.body.length / 1e6).toFixed(2)} MB ${counts}`);
  cursor = body.cursor; more = body.more;
}
await app.close(); await database.close();
