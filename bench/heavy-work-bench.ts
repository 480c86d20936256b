// The server's answers while heavy work runs: a fresh database with 20,000 assets, four Excel exports
// of all of them and an import of 20,000 vehicles started at once, and GET /api/health asked every
// 50 ms from the first request to the last one's end. No browser. Run alone with BENCH_ONLY=heavy
// (bench/README.md).
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startThread } from '../src/server/workers/start-thread';
import { uuidv7 } from '../src/shared/ids';
import type { ImportItem } from '../src/shared/import/import.schema';
import { DEMO_ASSETS } from './asset-bench';
import { seededServerWith, sleep, stopServer, within } from './bench-env';
import { carRows, Session } from './import-server-bench';
import { seconds } from './report';

export interface HealthFigures {
  /** Probes sent (one every PROBE_MS, each timed on its own, so a stall shows in every probe it holds). */
  probes: number;
  p50: number;
  p95: number;
  max: number;
  /** Probes that took longer than the aim. */
  overAim: number;
}

export interface HeavyWorkFigures {
  assets: number;
  importRows: number;
  exports: number;
  seedSeconds: number;
  /** /api/health with nothing else running, as many probes as a second gives. */
  idle: HealthFigures;
  /** /api/health while the exports and the import run. */
  busy: HealthFigures;
  /** Each export's answer time, in the order they were sent (all at once). */
  exportMs: number[];
  /** The exports' file sizes (bytes of the .xlsx). */
  exportBytes: number;
  /** From sending the import until a poll says done. */
  importMs: number;
  /** From the first request to the end of the last. */
  wholeMs: number;
}

const PROBE_MS = 50;
const AIM_MS = 200;
const TIMEOUT_MS = 600_000;
const PROBE_TIMEOUT_MS = 120_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function figures(times: number[]): HealthFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    probes: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
    overAim: times.filter((t) => t > AIM_MS).length,
  };
}

/** Asks /api/health every PROBE_MS from a thread of its own (health-probe.worker.ts) until the answer's `stop` is called; each answer's time. */
function probeHealth(base: string): { stop: () => Promise<number[]> } {
  const worker = startThread(new URL('./health-probe.worker.ts', import.meta.url), {
    workerData: { url: `${base}/api/health`, everyMs: PROBE_MS, timeoutMs: PROBE_TIMEOUT_MS },
  });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  let stopped: Promise<number[]> | null = null;
  return {
    stop: () => {
      if (!stopped) {
        worker.postMessage('stop');
        stopped = times.finally(() => void worker.terminate());
      }
      return stopped;
    },
  };
}

async function exportAssets(session: Session): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const { file_content } = await session.get<{ file_content: string }>('/api/assets/list/excel');
  return { ms: Math.round(performance.now() - started), bytes: Buffer.from(file_content, 'base64').length };
}

async function importCars(session: Session, count: number): Promise<number> {
  const rows = carRows(count, []);
  const id = uuidv7();
  const started = performance.now();
  await session.post('/api/import/car', {
    id,
    file_name: `fleet-${count}.csv`,
    file_hash: createHash('sha256').update(JSON.stringify(rows)).digest('hex'),
    skip_invalid: false,
    rows,
  });
  for (;;) {
    const { data } = await session.get<{ data: ImportItem }>(`/api/import/${id}`);
    if (data.status === 'done') {
      if (data.created_count !== count) throw new Error(`The import created ${data.created_count} of ${count}`);
      return Math.round(performance.now() - started);
    }
    if (data.status !== 'queued' && data.status !== 'running') throw new Error(`Import ended ${data.status}: ${data.error ?? ''}`);
    await sleep(200);
  }
}

export async function benchHeavyWork(o: { assets: number; importRows: number; exports: number; log: (text: string) => void }): Promise<HeavyWorkFigures> {
  o.log(`Heavy work: seeding ${o.assets - DEMO_ASSETS} assets (plus the demo's ${DEMO_ASSETS})`);
  const { server, seedSeconds } = await seededServerWith(`heavy-${o.assets}`, ['--assets', String(o.assets - DEMO_ASSETS)]);
  try {
    const session = await Session.signIn(server.url);
    const idleProbes = probeHealth(server.url);
    await sleep(1000);
    const idle = figures(await idleProbes.stop());
    o.log(`  seeded in ${seedSeconds.toFixed(1)} s; /api/health idle: p95 ${idle.p95} ms, max ${idle.max} ms`);

    const busyProbes = probeHealth(server.url);
    const started = performance.now();
    const work = Promise.all([Promise.all(Array.from({ length: o.exports }, () => exportAssets(session))), importCars(session, o.importRows)]);
    const [exports, importMs] = await within(TIMEOUT_MS, 'heavy work', work).finally(() => void busyProbes.stop().catch(() => undefined));
    const wholeMs = Math.round(performance.now() - started);
    const busy = figures(await busyProbes.stop());
    o.log(
      `  ${o.exports} exports (${exports.map((e) => seconds(e.ms)).join(', ')}) and the import (${seconds(importMs)}) in ${seconds(wholeMs)}: ` +
        `/api/health p50 ${busy.p50} ms, p95 ${busy.p95} ms, max ${busy.max} ms, ${busy.overAim} of ${busy.probes} over ${AIM_MS} ms`,
    );
    return {
      assets: o.assets,
      importRows: o.importRows,
      exports: o.exports,
      seedSeconds,
      idle,
      busy,
      exportMs: exports.map((e) => e.ms),
      exportBytes: exports[0]!.bytes,
      importMs,
      wholeMs,
    };
  } finally {
    await stopServer(server);
  }
}

export function heavyWorkRows(f: HeavyWorkFigures | undefined): string[][] {
  if (!f) return [];
  const n = (x: number) => x.toLocaleString('en-GB');
  const what = `${f.exports} exports of ${n(f.assets)} assets and an import of ${n(f.importRows)} vehicles at once`;
  const b = f.busy;
  return [
    [
      `GET /api/health during ${what} (every ${PROBE_MS} ms)`,
      `max ${b.max} ms, p95 ${b.p95} ms, p50 ${b.p50} ms; ${b.overAim} of ${b.probes} over ${AIM_MS} ms`,
      `max < ${AIM_MS} ms`,
    ],
    [`GET /api/health with nothing else running`, `max ${f.idle.max} ms, p95 ${f.idle.p95} ms (${f.idle.probes} probes)`, ''],
    [
      `${what}: the exports' answers, the import until done`,
      `exports ${f.exportMs.map(seconds).join(', ')} (${n(f.exportBytes)} bytes each); import ${seconds(f.importMs)}; all ${seconds(f.wholeMs)}`,
      '',
    ],
  ];
}
