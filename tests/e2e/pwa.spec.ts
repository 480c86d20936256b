import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// The installable PWA: manifest, service worker, an offline cold start on any route, and the
// prompt that offers a new version. The worker's `activate` can finish after
// serviceWorker.ready, so everything about the worker is polled.

// The build the server under test serves: playwright.config.ts gives a run on another port its own.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const SW_FILE = join(process.cwd(), E2E_PORT === 3100 ? 'dist/client' : `dist/e2e-${E2E_PORT}`, 'sw.js');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).or(page.getByRole('complementary', { name: 'Main navigation' }));

async function workerState(page: Page): Promise<string | null> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null);
}

/**
 * Waits until the worker is activated and controls this page. The worker claims open tabs when it
 * first activates, but a document still loading at that moment is missed: its next load is controlled.
 */
async function waitForControl(page: Page): Promise<void> {
  await expect.poll(() => workerState(page), { timeout: 15_000 }).toBe('activated');
  if (!(await page.evaluate(() => navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 }).toBe('activated');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the web app manifest is linked, valid, and its icons load; robots.txt is a robots file, not the app', async ({ page, request }) => {
  await page.goto('/signin');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon-180.png');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);

  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({
    name: 'Workplace',
    short_name: 'Workplace',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#f8f9fb',
  });
  expect(typeof manifest.description).toBe('string');

  const wanted = [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ];
  for (const want of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === want.sizes && (i.purpose ?? 'any').split(' ').includes(want.purpose));
    expect(icon, `${want.purpose} icon ${want.sizes}`).toBeDefined();
    expect(icon!.type).toBe('image/png');
    const png = await request.get(icon!.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const [w, h] = pngSize(await png.body());
    expect(`${w}x${h}`).toBe(want.sizes);
  }
  const apple = await request.get('/icons/apple-touch-icon-180.png');
  expect(apple.status()).toBe(200);
  expect(pngSize(await apple.body())).toEqual([180, 180]);
});

test('the service worker becomes active and controls the page after a reload', async ({ page }) => {
  await page.goto('/signin');
  await expect.poll(() => workerState(page), { timeout: 15_000 }).toBe('activated');
  await page.reload();
  await waitForControl(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('offline, the sign-in page (a page of its own) still opens, from the worker', async ({ page, context }) => {
  await page.goto('/signin');
  await page.reload();
  await waitForControl(page);
  await context.setOffline(true);
  const answer = await page.goto('/signin?next=%2Ffleet');
  expect(answer?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Sign in to Workplace' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await context.setOffline(false);
});

/** Signs in, lets the worker take the page and goes offline; the returned path is a person's page. */
async function signInThenGoOffline(page: Page): Promise<string> {
  await signIn(page, 'admin@demo.test');
  await page.goto('/people');
  const firstPerson = page.getByRole('table', { name: 'People' }).locator('tbody tr').first().getByRole('link').first();
  await expect(firstPerson).toBeVisible();
  const personPath = await firstPerson.getAttribute('href');
  expect(personPath).toMatch(/^\/people\/[0-9a-f-]{36}$/);
  await waitForControl(page);
  await page.context().setOffline(true);
  return personPath!;
}

test('offline, a new tab on a deep link gets the app shell from the worker, not a browser error', async ({ page, context }) => {
  const personPath = await signInThenGoOffline(page);
  for (const path of [personPath, '/fleet', '/fleet/abc']) {
    const tab = await context.newPage();
    const answer = await tab.goto(path);
    // The document came from the worker's precache; the (unreachable) server was not asked.
    expect(answer?.status()).toBe(200);
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(tab.url()).not.toMatch(/^chrome-error:/);
    // The app's code ran (its scripts are precached too) and drew something in the root.
    await expect(tab.locator('#root > *').first()).toBeAttached();
    await tab.close();
  }
  // The API is never answered from a cache: offline it fails, and no cache holds an /api/ answer.
  const tab = await context.newPage();
  await expect(tab.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await tab.close();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);
  await context.setOffline(false);
});

test('offline, a new tab on a deep link shows the app with its navigation', async ({ page, context }) => {
  const personPath = await signInThenGoOffline(page);
  const person = await context.newPage();
  await person.goto(personPath);
  await expect(mainNav(person)).toBeVisible();
  // The data comes from the mirror: the person's page is complete without the server.
  await expect(person.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(person.getByText('You are offline')).toBeVisible();
  await person.close();
  const fleet = await context.newPage();
  await fleet.goto('/fleet');
  await expect(fleet.getByRole('table', { name: 'Vehicles' }).locator('tbody tr')).toHaveCount(10);
  await fleet.close();
  await context.setOffline(false);
});

test('a new version shows the update prompt; Later hides it, Reload switches to it', async ({ page }) => {
  await page.goto('/signin');
  await page.reload();
  await waitForControl(page);
  await expect(page.getByText('A new version of Workplace is available')).toHaveCount(0);

  // A new build as the browser sees it: a worker script that differs byte for byte, with the
  // compressed copies the build makes of it (scripts/precompress.ts), which the server sends.
  const original = readFileSync(SW_FILE, 'utf8');
  const changed = `${original}\n// e2e: a new build ${Date.now()}\n`;
  const writeWorker = (text: string) => {
    writeFileSync(SW_FILE, text);
    writeFileSync(`${SW_FILE}.br`, brotliCompressSync(text));
    writeFileSync(`${SW_FILE}.gz`, gzipSync(text));
  };
  writeWorker(changed);
  try {
    // What the hourly check (and every navigation) does.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Workplace is available' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });

    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);

    // The new worker still waits, so the next visit offers it again.
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    const before = await page.evaluate(() => performance.timeOrigin);
    await prompt.getByRole('button', { name: 'Reload' }).click();

    // The waiting worker takes over and the page reloads itself under it.
    await expect.poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before), { timeout: 15_000 }).not.toBe(before);
    await waitForControl(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(prompt).toHaveCount(0);
  } finally {
    // Put the build back, unless something rebuilt it meanwhile.
    if (readFileSync(SW_FILE, 'utf8') === changed) writeWorker(original);
  }
});

interface RawOutboxItem {
  id: string;
  name: string;
  args: unknown;
  idempotency_key: string;
  table: string;
  entity_id: string;
  entity: string;
  base: null;
  label: string;
  created_at: string;
  attempts: number;
  state: 'pending';
}

const carEditItem = (carId: string, color: string): RawOutboxItem => ({
  id: crypto.randomUUID(),
  name: 'car.edit',
  args: { car_id: carId, color },
  idempotency_key: crypto.randomUUID(),
  table: 'cars',
  entity_id: carId,
  entity: `cars:${carId}`,
  base: null,
  label: `Vehicle ${carId.slice(0, 8)}`,
  created_at: new Date().toISOString(),
  attempts: 0,
  state: 'pending',
});

/** In a page: the active database from the registry, and outbox access with plain IndexedDB. */
const inPage = {
  activeDatabase: () =>
    new Promise<string | null>((resolve, reject) => {
      const open = indexedDB.open('workplace-registry');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('active')) return resolve(null);
        const get = db.transaction('active').objectStore('active').get('active');
        get.onsuccess = () => resolve((get.result as { name?: string } | undefined)?.name ?? null);
        get.onerror = () => reject(get.error);
      };
    }),
  outbox: ([name, add]: [string, RawOutboxItem[]]) =>
    new Promise<{ state: string }[]>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('outbox', 'readwrite');
        const store = tx.objectStore('outbox');
        for (const item of add) store.add(item);
        const all = store.getAll();
        tx.oncomplete = () => {
          open.result.close();
          resolve(all.result as { state: string }[]);
        };
        tx.onerror = () => reject(tx.error);
      };
    }),
};

test('the worker replays the outbox of the active database on Background Sync and on request', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet');
  await waitForControl(page);
  const cars = (await (await page.request.get('/api/cars/list?per_page=2')).json()) as { data: { id: string }[] };
  const [first, second] = cars.data;
  expect(second).toBeDefined();

  // The tab recorded which database is in use (src/sync/registry.ts) for the worker to find.
  await expect.poll(() => page.evaluate(inPage.activeDatabase)).toMatch(/^workplace-/);
  const name = (await page.evaluate(inPage.activeDatabase))!;

  // Leave the app for a page of the same origin that is not the app: no tab replays now, only the worker.
  await page.goto('/api/health');
  await page.evaluate(() => {
    const w = window as unknown as { notices: unknown[] };
    w.notices = [];
    new BroadcastChannel('workplace-sync-notices').onmessage = (e) => w.notices.push(e.data);
  });
  const missingCar = '0190a000-0000-7000-8000-000000000000';
  const colorA = `Teal ${Date.now()}`;
  await page.evaluate(inPage.outbox, [name, [carEditItem(first!.id, colorA), carEditItem(missingCar, 'Red')]] as [string, RawOutboxItem[]]);

  // Background Sync (Chromium has it): the tab registers the tag, the worker replays.
  expect(await page.evaluate(() => 'sync' in ServiceWorkerRegistration.prototype)).toBe(true);
  await page.evaluate(async () => {
    const reg = (await navigator.serviceWorker.getRegistration()) as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } };
    await reg.sync.register('outbox-replay');
  });
  const carColor = async (id: string) =>
    ((await (await page.request.get(`/api/cars/${id}/detail`)).json()) as { details: { color: string | null } }).details.color;
  await expect.poll(() => carColor(first!.id), { timeout: 15_000 }).toBe(colorA);
  // The refused change stays as failed, and the open tabs hear about it.
  await expect
    .poll(() => page.evaluate(inPage.outbox, [name, []] as [string, RawOutboxItem[]]), { timeout: 15_000 })
    .toEqual([expect.objectContaining({ state: 'failed' })]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { notices: unknown[] }).notices)).toEqual([expect.objectContaining({ kind: 'conflict' })]);

  // Where Background Sync is missing the tab posts REPLAY to the worker instead.
  const colorB = `Olive ${Date.now()}`;
  await page.evaluate(inPage.outbox, [name, [carEditItem(second!.id, colorB)]] as [string, RawOutboxItem[]]);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.postMessage({ type: 'REPLAY' }));
  await expect.poll(() => carColor(second!.id), { timeout: 15_000 }).toBe(colorB);
});
