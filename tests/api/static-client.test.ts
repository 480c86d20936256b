import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { openTestDatabase } from '../helpers/test-db';

// The built client as the server sends it: the build's compressed copies (scripts/precompress.ts),
// sent as they are, and the same bytes as the file once decompressed.
describe('the built client', () => {
  let dir: string;
  let database: Database;
  let built: App;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, plate: '1-ABC-${i}' }`).join(', ')}];\n`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'workplace-client-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Workplace</title>${'<!-- shell -->'.repeat(100)}`);
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts'], { env: { ...process.env, BUILD_OUT_DIR: dir } });
    database = await openTestDatabase();
    built = await buildApp({ db: database.db, clientDir: dir, filesDir: join(dir, 'files') });
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string) => built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends a script as brotli or gzip as the browser accepts, the same bytes once decompressed, cached for good', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export {};\n');
  });

  it('sends the app shell for a page of the app, compressed and always revalidated', async () => {
    const res = await get('/fleet', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Workplace</title>');
  });
});

describe('the signing page', () => {
  let dir: string;
  let database: Database;
  let built: App;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'workplace-client-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Workplace</title>');
    database = await openTestDatabase();
    built = await buildApp({ db: database.db, clientDir: dir, filesDir: join(dir, 'files') });
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is kept by no cache (its address is the link), while the app’s other pages are revalidated', async () => {
    const page = await built.app.inject({ method: 'GET', url: '/sign/some-token' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const other = await built.app.inject({ method: 'GET', url: '/fleet' });
    expect(other.headers['cache-control']).toBe('no-cache');
  });
});
