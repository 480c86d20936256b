// Lighthouse (mobile, its default simulated throttling) against a fresh demo company: the sign-in
// page on a new profile; /fleet signed in, on its first visit (the first download running) and on a
// repeat visit (mirror, service worker and caches in place). Also robots.txt and the JS the sign-in
// page loads, gzipped as bundle-size.ts measures it. Run alone with BENCH_ONLY=lighthouse.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import config from '../playwright.config';
import { DEMO_PASSWORD } from '../tests/e2e/sign-in';
import { freePort, seededServerWith, stopServer, within } from './bench-env';
import { measure, sumGzipKB, type Chunk } from './bundle-size';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthousePage {
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Best-practices and accessibility audits that failed, by id. */
  failed: string[];
}

export interface LighthouseFigures {
  pages: LighthousePage[];
  /** GET /robots.txt answers text/plain with a User-agent line (not the app's HTML). */
  robotsServed: boolean;
  /** The build's JS chunks the sign-in page requested, gzipped as bundle-size.ts measures them. */
  signInJsGzipKB: number;
  signInJs: Chunk[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** An audit's id, with the kinds of issue it found where it names them ('inspector-issues (CookieIssue)'). */
function withKinds(id: string, lhr: Lhr): string {
  const items = (lhr.audits[id]?.details as { items?: { issueType?: unknown }[] } | undefined)?.items ?? [];
  const kinds = [...new Set(items.map((i) => i.issueType).filter((k): k is string => typeof k === 'string'))];
  return kinds.length ? `${id} (${kinds.join(', ')})` : id;
}

function pageFigures(name: string, lhr: Lhr): LighthousePage {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const failed = (['accessibility', 'best-practices'] as const).flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => withKinds(r.id, lhr)),
  );
  return {
    name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    failed,
  };
}

/** The build's chunks among a run's script requests, measured as bundle-size.ts measures them. */
function jsOf(lhr: Lhr): Chunk[] {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return items
    .filter((i) => i.resourceType === 'Script')
    .map((i) => /^\/assets\/([^/]+\.js)$/.exec(new URL(i.url).pathname)?.[1])
    .filter((file): file is string => file !== undefined)
    .map(measure);
}

export async function benchLighthouse(log: (text: string) => void): Promise<LighthouseFigures> {
  const { server } = await seededServerWith('lighthouse', ['--cars', '0']);
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  // One persistent profile: Lighthouse opens its tabs in it over the debugging port, so the /fleet
  // runs have the session that the API sign-in below stored.
  const context = await within(
    60_000,
    'Chromium for Lighthouse',
    chromium.launchPersistentContext(profile, {
      ...config.use?.launchOptions,
      args: [...(config.use?.launchOptions?.args ?? []), `--remote-debugging-port=${port}`],
    }),
  );
  try {
    const run = async (name: string, path: string, keepStorage: boolean) => {
      log(`  Lighthouse: ${name}`);
      const result = await within(
        180_000,
        `Lighthouse ${name}`,
        lighthouse(`${server.url}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: keepStorage }),
      );
      if (!result) throw new Error(`Lighthouse ${name}: no result`);
      return result.lhr;
    };
    const signIn = await run('sign-in page, new profile', '/signin', false);
    const js = jsOf(signIn);
    const res = await context.request.post(`${server.url}/api/auth/login`, { data: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
    if (!res.ok()) throw new Error(`sign-in for Lighthouse: ${res.status()}`);
    const first = await run('/fleet, signed in, first visit', '/fleet', true);
    const repeat = await run('/fleet, signed in, repeat visit', '/fleet', true);
    const robots = await context.request.get(`${server.url}/robots.txt`);
    const robotsServed = robots.ok() && /^text\/plain/.test(robots.headers()['content-type'] ?? '') && /^User-agent:/m.test(await robots.text());
    return {
      pages: [pageFigures('sign-in page', signIn), pageFigures('/fleet, first visit', first), pageFigures('/fleet, repeat visit', repeat)],
      robotsServed,
      signInJsGzipKB: sumGzipKB(js),
      signInJs: js,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await stopServer(server);
  }
}

export function lighthouseRows(f: LighthouseFigures): string[][] {
  const rows = f.pages.map((p) => [
    `Lighthouse, ${p.name}: performance / accessibility / best practices`,
    `${p.performance} / ${p.accessibility} / ${p.bestPractices} (FCP ${p.fcpMs} ms, LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${p.cls})${p.failed.length ? `; failing: ${p.failed.join(', ')}` : ''}`,
    '≥ 90 / 100 / 100',
  ]);
  const largest = [...f.signInJs].sort((a, b) => b.gzipKB - a.gzipKB).slice(0, 3);
  rows.push([
    'Sign-in page: JS loaded, gzipped',
    `${f.signInJsGzipKB} kB in ${f.signInJs.length} files; largest: ${largest.map((c) => `${c.file} ${c.gzipKB}`).join(', ')}`,
    '< 100 kB',
  ]);
  rows.push(['robots.txt served', f.robotsServed ? 'yes' : 'no (the app answers it)', 'yes']);
  return rows;
}
