// What every benchmark needs: a fresh seeded server of its own, Chromium launched as the e2e tests
// launch it, a bound on every wait, and a clean-up that always runs.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import config from '../playwright.config';
import { OwnServer } from '../tests/e2e/own-server';
import { DESKTOP } from '../tests/e2e/sign-in';

const run = promisify(execFile);
export const ROOT = resolve(import.meta.dirname, '..');
export const DATA_ROOT = resolve(ROOT, 'bench/.data');
/** Vehicles of 'Demo Company' on first start (src/server/seed/demo-fleet.ts: 42 + 8 + 10). */
export const DEMO_CARS = 60;

const cleanups: Array<() => Promise<void>> = [];
/** Runs at the end and on error, newest first; each step may fail without stopping the others. */
export async function cleanUp(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch((e: unknown) => console.error('clean-up:', e));
}

export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Asks `probe` every `everyMs` until it answers something other than null, for at most `ms`. */
export async function pollUntil<T>(ms: number, what: string, everyMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const got = await probe();
    if (got !== null) return got;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

export async function sh(command: string, args: string[], env: Record<string, string> = {}, timeoutMs = 180_000): Promise<string> {
  const { stdout } = await run(command, args, { cwd: ROOT, env: { ...process.env, ...env }, timeout: timeoutMs, maxBuffer: 16 << 20 });
  return stdout;
}

export interface Seeded {
  server: OwnServer;
  /** Vehicles of 'Demo Company' in the database: the demo's plus the generated ones. */
  cars: number;
  seedSeconds: number;
}

/** A new database holding `totalCars` vehicles in 'Demo Company' (the demo's 60 + generated), served on a free port. */
export async function seededServer(name: string, totalCars: number): Promise<Seeded> {
  const seeded = await seededServerWith(name, ['--cars', String(totalCars - DEMO_CARS)]);
  return { ...seeded, cars: totalCars };
}

/** A new database seeded with `seedArgs` of seed-cli.ts (e.g. --assets N), served on a free port. */
export async function seededServerWith(name: string, seedArgs: string[]): Promise<Omit<Seeded, 'cars'>> {
  const server = new OwnServer(await freePort(), resolve(DATA_ROOT, name)).fresh();
  const started = Date.now();
  // The seed CLI creates the demo company first when the database is new, then adds the rows.
  // 100,000 cars with their custom values and sort keys take about 3 minutes to seed here.
  await sh(process.execPath, ['--import', 'tsx', 'src/server/seed/seed-cli.ts', ...seedArgs], { DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' }, 480_000);
  const seedSeconds = (Date.now() - started) / 1000;
  cleanups.push(async () => {
    await server.kill();
    server.fresh(); // the 100k database is large; every run seeds anew anyway
  });
  await within(60_000, `server ${name}`, server.start());
  return { server, seedSeconds };
}

/** Stops a server now (not only at the end), so the next measurement has the machine to itself. */
export async function stopServer(server: OwnServer): Promise<void> {
  await server.kill();
  server.fresh();
}

let browser: Browser | null = null;
export async function launchBrowser(): Promise<Browser> {
  browser = await within(60_000, 'Chromium launch', chromium.launch(config.use?.launchOptions));
  cleanups.push(async () => void (await browser?.close()));
  return browser;
}

/** Collects the page's long tasks from its first script on; read with `longTasksSince`. */
const LONG_TASK_OBSERVER = `
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__longTasks.push([e.startTime + performance.timeOrigin, e.duration]);
  }).observe({ type: 'longtask' });
`;

/** A new browser profile (empty IndexedDB, no worker yet) for one server, at desktop size. */
export async function freshContext(b: Browser, server: OwnServer): Promise<BrowserContext> {
  const context = await b.newContext({ baseURL: server.url, viewport: DESKTOP, serviceWorkers: 'allow' });
  context.setDefaultTimeout(60_000);
  // tsx compiles the bench with esbuild's keepNames, which wraps named functions inside the code we
  // hand to page.evaluate in __name(...); the page has no such helper, so give it a no-op one.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript({ content: LONG_TASK_OBSERVER });
  return context;
}
