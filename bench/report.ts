// The figures as a table (stdout and bench/results/latest.md) and as JSON for later comparison.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, release, platform } from 'node:os';
import { resolve } from 'node:path';
import type { AssetSizeResult } from './asset-bench';
import { attendanceRows, type AttendanceFigures } from './attendance-bench';
import { bulkRows, type BulkFigures } from './bulk-assign-bench';
import { importRows, type ImportFigures } from './import-bench';
import { importServerRows, type ImportServerFigures } from './import-server-bench';
import { heavyWorkRows, type HeavyWorkFigures } from './heavy-work-bench';
import type { BundleFigures } from './bundle-size';
import { lighthouseRows, type LighthouseFigures } from './lighthouse-bench';
import { ROOT } from './bench-env';
import { allRowsCell, figureCell, type ListFigures } from './list-bench';
import type { OfflineEditFigures } from './offline-edit-bench';
import { pullRows, type PullFigures, type StoreFloor } from './pull-bench';
import type { ServerListFigures } from './server-list-bench';
import { softwareRows, type SoftwareFigures } from './software-bench';
import { calendarRows, type CalendarFigures } from './calendar-bench';
import type { ListPlan } from './explain-list';

export interface SizeResult {
  cars: number;
  seedSeconds: number;
  pull: PullFigures;
  list: ListFigures;
  /** GET /api/cars/list timed from Node (server-list-bench.ts). */
  serverList: ServerListFigures;
  /** The slowest of those queries, explained (the largest size only). */
  plan?: ListPlan;
}

export interface Results {
  date: string;
  machine: Record<string, string | number>;
  bundle: BundleFigures;
  /** Lighthouse on the sign-in page and /fleet (lighthouse-bench.ts). */
  lighthouse?: LighthouseFigures;
  lists: SizeResult[];
  firstPull: { cars: number; runs: PullFigures[]; medianSeconds: number; atOnce?: PullFigures; storeFloor?: StoreFloor };
  offlineEdit: OfflineEditFigures;
  /** The asset list at each BENCH_ASSET_SIZES size (asset-bench.ts). */
  assetLists?: AssetSizeResult[];
  /** /software with BENCH_SOFTWARE products and 25 licences each (software-bench.ts). */
  software?: SoftwareFigures;
  /** /calendar and the push page with BENCH_DAYS_OFF requests (calendar-bench.ts). */
  calendar?: CalendarFigures;
  /** Bulk assign of 200 people, offline then online (bulk-assign-bench.ts). */
  bulkAssign?: BulkFigures;
  /** 100 attendance taps offline, then online (attendance-bench.ts). */
  attendance?: AttendanceFigures;
  /** A 10,000-vehicle file imported through POST /api/import/car from Node, and its dry run in Node (import-server-bench.ts). */
  importServer?: ImportServerFigures;
  /** A 10,000-vehicle file imported through /import/car (import-bench.ts). */
  importFile?: ImportFigures;
  /** /api/health beside four exports and an import (heavy-work-bench.ts). */
  heavyWork?: HeavyWorkFigures;
  totalSeconds: number;
}

export function machine(chromium: string): Record<string, string | number> {
  const cpu = cpus();
  return {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model ?? '?',
    memoryGB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium,
  };
}

const n = (x: number) => x.toLocaleString('en-GB');

export function table(r: Results): string {
  const rows: string[][] = [['figure', 'result', 'aim']];
  const b = r.bundle;
  rows.push([
    'Largest JS chunk of the first page, gzipped (' + b.largestInitial.file + ')',
    `${b.largestInitial.gzipKB} kB (${b.largestInitial.kB} kB raw)`,
    '< 200 kB',
  ]);
  rows.push(['JS of the first page (entry + modulepreload), gzipped', `${b.initialGzipKB} kB`, '']);
  rows.push([
    'All JS chunks, gzipped',
    `${b.totalGzipKB} kB in ${b.chunks.length} chunks; largest: ${b.chunks
      .slice(0, 3)
      .map((c) => `${c.file} ${c.gzipKB}`)
      .join(', ')}`,
    '',
  ]);
  if (r.lighthouse) rows.push(...lighthouseRows(r.lighthouse));
  rows.push(...pullRows(r.firstPull, r.lists));
  const e = r.offlineEdit;
  const editCases = [
    ['one edit', e.oneEdit, '< 1,000 ms (no delay applies)'],
    ['two edits', e.twoEdits, '< 1,000 ms + 500 ms'],
    ['one edit, online at once', e.oneEditAtOnce, '< 1,000 ms'],
  ] as const;
  for (const [what, f, aim] of editCases) {
    const net = what === 'two edits' ? `, ${Math.round(f.median - 500)} ms beyond the 500 ms delay` : '';
    rows.push([
      `Offline ${what} → server row (median of ${f.runs.length})`,
      `${f.median} ms${net} (runs ${f.runs.join(', ')}; ${f.overAim} over the aim)`,
      aim,
    ]);
  }
  rows.push(...listRows(r.lists));
  rows.push(...assetRows(r.assetLists ?? []));
  if (r.software) rows.push(...softwareRows(r.software));
  if (r.calendar) rows.push(...calendarRows(r.calendar));
  rows.push(...bulkRows(r.bulkAssign));
  rows.push(...attendanceRows(r.attendance));
  rows.push(...importServerRows(r.importServer));
  rows.push(...importRows(r.importFile));
  rows.push(...heavyWorkRows(r.heavyWork));
  return render(rows);
}

/** The vehicle list's rows per size: the device's figures, then the server's (per query for the largest size). */
export function listRows(lists: readonly SizeResult[]): string[][] {
  const rows: string[][] = [];
  for (const s of lists) {
    const l = s.list;
    const k = `${n(s.cars)} cars:`;
    rows.push([`${k} list first load (mirror → memory → render)`, figureCell(l.firstLoad), '']);
    rows.push([`${k} back to the list (tables kept in memory)`, figureCell(l.returnLoad), '']);
    rows.push([`${k} re-sort by Plate`, figureCell(l.sortPlate), s.cars === 100_000 ? '< 200 ms' : '']);
    rows.push([`${k} re-sort by Person`, figureCell(l.sortPerson), '']);
    if (l.sortCustom) rows.push([`${k} re-sort by a custom field (Monthly lease)`, figureCell(l.sortCustom), '']);
    rows.push([`${k} search (after the debounce; first run ${l.search.runs[0]} ms)`, figureCell(l.search), s.cars === 100_000 ? '< 200 ms' : '']);
    rows.push([`${k} clear search (whole list again)`, figureCell(l.clearSearch), '']);
    rows.push([`${k} 'All' rows, virtualised, scrolled top to bottom`, allRowsCell(l.allRows), s.cars === 100_000 ? 'no dropped frames' : '']);
    const api = s.serverList;
    if (api) {
      rows.push([`${k} server GET /api/cars/list, all ${api.queries.length} queries`, `p50 ${api.p50} ms, p95 ${api.p95} ms (${api.requests} requests)`, '']);
      // Per query only for the largest list: the smaller ones are in the JSON.
      if (s === lists.at(-1))
        for (const q of api.queries)
          rows.push([`${k} server list, ${q.name}`, `p50 ${q.p50} ms, p95 ${q.p95} ms (${n(q.count)} rows match)`, s.cars === 100_000 ? 'p95 < 50 ms' : '']);
    }
  }
  return rows;
}

/** The EXPLAIN of the largest size's slowest server list query, as a section after the table. */
export function planSection(lists: readonly SizeResult[]): string[] {
  const plan = lists.at(-1)?.plan;
  if (!plan) return [];
  return [
    `## Slowest server list query at ${n(lists.at(-1)!.cars)} cars: ${plan.name} (p95 ${plan.p95} ms)`,
    '',
    `\`${plan.query}\`, the page and then the count, as the server ran them:`,
    '',
    '```',
    ...plan.page,
    '',
    ...plan.count,
    '```',
    '',
  ];
}

/** The asset list's rows: as the fleet's, per query for the largest size. */
export function assetRows(lists: readonly AssetSizeResult[]): string[][] {
  const rows: string[][] = [];
  for (const s of lists) {
    const l = s.list;
    const k = `${n(s.assets)} assets:`;
    rows.push([`${k} list first load (mirror → memory → render)`, figureCell(l.firstLoad), '']);
    rows.push([`${k} back to the list (tables kept in memory)`, figureCell(l.returnLoad), '']);
    rows.push([`${k} re-sort by Asset`, figureCell(l.sortAsset), '']);
    rows.push([`${k} re-sort by Person`, figureCell(l.sortPerson), '']);
    rows.push([`${k} re-sort by a custom field`, figureCell(l.sortCustom), '']);
    rows.push([`${k} search (after the debounce; first run ${l.search.runs[0]} ms)`, figureCell(l.search), '']);
    rows.push([`${k} clear search (whole list again)`, figureCell(l.clearSearch), '']);
    rows.push([`${k} 'All' rows, virtualised, scrolled top to bottom`, allRowsCell(l.allRows), '']);
    const api = s.serverList;
    rows.push([`${k} server GET /api/assets/list, all ${api.queries.length} queries`, `p50 ${api.p50} ms, p95 ${api.p95} ms (${api.requests} requests)`, '']);
    if (s === lists.at(-1))
      for (const q of api.queries) rows.push([`${k} server list, ${q.name}`, `p50 ${q.p50} ms, p95 ${q.p95} ms (${n(q.count)} rows match)`, '']);
  }
  return rows;
}

export function render(rows: string[][]): string {
  const width = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(width[i]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/** What every written run carries besides its figures. */
export interface RunInfo {
  date: string;
  machine: Record<string, string | number>;
  totalSeconds: number;
}

/**
 * results/<time>-<name>.json (the whole run `r`, raw figures included) and results/<md>: a title,
 * the machine, `notes`, how the run went, and the table.
 */
function writeRun(
  p: { name: string; md: string; title: string; how: string; notes?: readonly string[]; table: string; after?: readonly string[] },
  r: RunInfo,
): { json: string; md: string } {
  // A smoke run (BENCH_SMOKE=1, CI's) proves the bench runs; its figures do not replace real ones.
  const dir = resolve(ROOT, process.env.BENCH_SMOKE === '1' ? 'bench/results/smoke' : 'bench/results');
  mkdirSync(dir, { recursive: true });
  const json = resolve(dir, `${r.date.slice(0, 19).replace(/:/g, '-')}-${p.name}.json`);
  writeFileSync(json, JSON.stringify(r, null, 2) + '\n');
  const m = r.machine;
  const md = resolve(dir, p.md);
  const lines = [
    `# Benchmark: ${p.title} (${r.date})`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGB} GB, ${m.os}; Node ${m.node}; Chromium ${m.chromium} (headless).`,
    ...(p.notes ?? []),
    `Whole run: ${r.totalSeconds} s${p.how}. How each figure is measured: bench/README.md. Raw runs: ${json.slice(dir.length + 1)}.`,
    '',
    p.table,
    '',
    ...(p.after ?? []),
  ];
  writeFileSync(md, lines.join('\n'));
  return { json, md };
}

/**
 * A BENCH_ONLY=<only> run: results/<time>-<name>.json and results/latest-<name>.md holding only
 * `rows` (latest.md stays the full run's).
 */
export function writeOnly<R extends RunInfo>(
  part: { only: string; name: string; title: string; notes?: readonly string[]; after?: readonly string[] },
  r: R,
  rows: string[][],
): { json: string; md: string; table: string } {
  const table = render([['figure', 'result', 'aim'], ...rows]);
  const files = writeRun(
    { name: part.name, md: `latest-${part.name}.md`, title: part.title, how: ` (BENCH_ONLY=${part.only})`, notes: part.notes, after: part.after, table },
    r,
  );
  return { ...files, table };
}

export function write(r: Results): { json: string; md: string } {
  return writeRun({ name: 'offline-engine', md: 'latest.md', title: 'offline engine', how: '', table: table(r), after: planSection(r.lists) }, r);
}

/** An outbox drained after going online: `people` items sent one at a time, each `delayMs` after the previous one started. */
export interface DrainFigures {
  people: number;
  delayMs: number;
  /** (people - 1) × delay: an item starts the delay after the previous one started, the first at once (src/sync/replay.ts). */
  floorMs: number;
  /** From going online to the server holding all of them (an upper bound by about one poll). */
  serverMs: number;
  /** serverMs / floorMs. */
  ratio: number;
  /** serverMs / people. */
  perItemMs: number;
  /** serverMs minus the floor: the last POST, answers slower than the delay and the engine's own work. */
  beyondFloorMs: number;
}

export function drainFigures(people: number, delayMs: number, serverMs: number): DrainFigures {
  const floorMs = (people - 1) * delayMs;
  return {
    people,
    delayMs,
    floorMs,
    serverMs,
    ratio: Math.round((serverMs / floorMs) * 1000) / 1000,
    perItemMs: Math.round((serverMs / people) * 10) / 10,
    beyondFloorMs: serverMs - floorMs,
  };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A drain's result cell: the time, its ratio to the floor, per item and per item beyond the delay. */
export const drainResult = (f: DrainFigures) =>
  `${seconds(f.serverMs)}: ${f.ratio} × the floor (${f.people - 1} × ${f.delayMs} ms = ${seconds(f.floorMs)}), ${f.perItemMs} ms per item, ${Math.round(f.beyondFloorMs / f.people)} ms per item beyond the delay`;
