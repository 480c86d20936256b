// The import of a vehicle file on the server, without a browser: a fresh demo database, a sign-in
// from Node, 10,000 new vehicles sent as one POST /api/import/car and the job's progress polled
// (GET /api/import/{id} every 200 ms) until it is done; the same file again (every row unchanged)
// and the undo. Beside it, the device's share of the work: the shared dry run (the code the device
// runs before sending) timed in Node over a mirror of the demo company read from /api/sync/pull.
// Part of BENCH_ONLY=import (bench/README.md).
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { carImport } from '../src/shared/fleet/car-import';
import { uuidv7 } from '../src/shared/ids';
import type { ImportCells, MirrorRows } from '../src/shared/import-target';
import { dryRun, type DryRunCounts } from '../src/shared/import/dry-run';
import type { ImportItem } from '../src/shared/import/import.schema';
import type { Viewer } from '../src/shared/policy/viewer';
import type { SyncTable } from '../src/shared/sync/protocol';
import { decodePull, type PullWire } from '../src/shared/sync/pull-wire';
import { DEMO_PASSWORD } from '../tests/e2e/sign-in';
import { seededServerWith, sleep, stopServer } from './bench-env';
import { seconds } from './report';

/** One fresh server: the file imported, imported again, undone. */
export interface ImportServerRun {
  seedSeconds: number;
  /** POST /api/import/car until its answer: the body sent, checked and stored as the job's row. */
  postMs: number;
  /** From sending the POST until GET /api/import/{id} says done (an upper bound by one poll). */
  importMs: number;
  rowsPerSecond: number;
  /** From sending the POST until a poll first sees processed_rows above 0 (the plan and the first step). */
  firstProgressMs: number;
  /** Distinct processed_rows values the polls saw while the job ran: the progress bar moving. */
  progressValues: number;
  /** The same file again (a new import, same rows and hash): POST until done, every row unchanged. */
  againMs: number;
  /** POST /api/import/{id}/undo of the first import until it says undone. */
  undoMs: number;
}

/** The dry run of the same rows in Node, over the demo company's mirror as a device holds it. */
export interface NodeDryRunFigures {
  /** Rows of the tables the car target reads (employees, custom_fields, custom_field_values, cars). */
  mirror: Record<string, number>;
  /** Every timed dry run, in order (the first one with a cold JIT). */
  runs: number[];
  medianMs: number;
  counts: DryRunCounts;
  /** The same after the import, the mirror pulled up to date (holding the file's vehicles): all unchanged. */
  againRuns: number[];
  againMedianMs: number;
  againCounts: DryRunCounts;
}

export interface ImportServerFigures {
  rows: number;
  pollMs: number;
  runs: ImportServerRun[];
  importMedianMs: number;
  againMedianMs: number;
  undoMedianMs: number;
  dryRun: NodeDryRunFigures;
}

const POLL_MS = 200;
const DRY_RUNS = 5;
const TIMEOUT_MS = 300_000;
/** The tables the device reads for a car import (src/client/import/use-dry-run.ts). */
const WORLD_TABLES: SyncTable[] = ['employees', 'custom_fields', 'custom_field_values', ...carImport.tables];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const ms = (from: number) => Math.round(performance.now() - from);

/** A signed-in session of Node's own: the cookie of the sign-in and, on writes, the Origin the server's same-origin check wants. */
export class Session {
  private constructor(
    private readonly base: string,
    private readonly cookie: string,
  ) {}

  static async signIn(base: string, email = 'admin@demo.test'): Promise<Session> {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    return new Session(base, cookie);
  }

  async get<T>(path: string): Promise<T> {
    const res = await fetch(`${this.base}${path}`, { headers: { cookie: this.cookie } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { cookie: this.cookie, origin: this.base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${(await res.text()).slice(0, 500)}`);
    return (await res.json()) as T;
  }
}

/** A device's mirror of the tables: every pull page applied (changes, then removals), as the engine does. */
class Mirror {
  private readonly tables = new Map<string, Map<string, Record<string, unknown>>>();
  private cursor = 0;
  private scope: string | undefined;

  /** Pulls from the cursor until `more` is false; answers the pages read. */
  async pull(session: Session): Promise<number> {
    let pages = 0;
    for (;;) {
      const query = new URLSearchParams({ cursor: String(this.cursor), ...(this.scope ? { scope: this.scope } : {}) });
      const answer = decodePull(await session.get<PullWire>(`/api/sync/pull?${query}`));
      pages++;
      if (answer.reset) this.tables.clear();
      for (const [table, rows] of Object.entries(answer.changes)) {
        const held = this.tables.get(table) ?? new Map<string, Record<string, unknown>>();
        this.tables.set(table, held);
        for (const row of rows as { id: string }[]) held.set(row.id, row);
      }
      for (const r of answer.removals) this.tables.get(r.table)?.delete(r.id);
      this.cursor = answer.cursor;
      this.scope = answer.scope;
      if (!answer.more && !answer.reset) return pages;
    }
  }

  /** The rows of `tables`, as the device's import page reads them out of its mirror. */
  rows(tables: readonly SyncTable[]): MirrorRows {
    return Object.fromEntries(tables.map((t) => [t, [...(this.tables.get(t)?.values() ?? [])]])) as MirrorRows;
  }
}

const BRANDS: readonly (readonly [string, string])[] = [
  ['Skoda', 'Octavia'],
  ['Volkswagen', 'ID.4'],
  ['BMW', 'i4'],
  ['Peugeot', '308'],
  ['Volvo', 'XC40'],
];
const FUELS = ['Diesel', 'Electric', 'Gas', 'Hybrid gas'];

/**
 * `count` new cars the demo company's rules accept (its integration asks for the payroll fields),
 * as the mapping makes a file's rows (field key → cell text): unique plates, every other row with
 * one of `emails` as its driver.
 */
export function carRows(count: number, emails: readonly string[]): ImportCells[] {
  return Array.from({ length: count }, (_, i) => {
    const [brand, model] = BRANDS[i % BRANDS.length]!;
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      type: 'Car',
      brand,
      model,
      plate: `IMP${String(i).padStart(6, '0')}`,
      person: i % 2 === 0 && emails.length ? emails[(i >> 1) % emails.length]! : '',
      fuel: FUELS[i % FUELS.length]!,
      pk: String(90 + (i % 120)),
      is_utility_vehicle: 'No',
      date_first_registration: `${day}/03/2023`,
      date_commissioning: `${day}/04/2023`,
      catalogue_value: `${30000 + (i % 900) * 25},00`,
      color: 'Grey',
    };
  });
}

/** The demo's people a file may name: active, with an email. */
function activeEmails(mirror: MirrorRows): string[] {
  const today = new Date().toISOString().slice(0, 10);
  return (mirror.employees ?? []).flatMap((p) => (p.email && (!p.active_until || p.active_until >= today) ? [p.email] : []));
}

function timeDryRuns(rows: readonly ImportCells[], mirror: MirrorRows, viewer: Viewer) {
  const runs: number[] = [];
  let counts: DryRunCounts | null = null;
  for (let i = 0; i < DRY_RUNS; i++) {
    const t = performance.now();
    const run = dryRun(carImport, rows, mirror, viewer);
    runs.push(Math.round((performance.now() - t) * 10) / 10);
    counts = run.counts;
    if (run.counts.invalid > 0) {
      const problems = run.rows.flatMap((r) => (r.plan.outcome === 'invalid' ? r.plan.problems.map((p) => `row ${r.line}: ${p.message}`) : []));
      throw new Error(`The generated file has ${run.counts.invalid} invalid rows: ${problems.slice(0, 3).join('; ')}`);
    }
  }
  return { runs, medianMs: median(runs), counts: counts! };
}

/** Sends an import and polls it until it is no longer busy: the finished row and what the polls saw. */
async function importAndWait(session: Session, rows: readonly ImportCells[], hash: string) {
  const id = uuidv7();
  const started = performance.now();
  const answer = await session.post<{ data: ImportItem }>('/api/import/car', {
    id,
    file_name: `fleet-${rows.length}.csv`,
    file_hash: hash,
    skip_invalid: false,
    rows,
  });
  const postMs = ms(started);
  if (answer.data.id !== id) throw new Error('The import answered another id');
  const seen = new Set<number>();
  let firstProgressMs: number | null = null;
  const deadline = started + TIMEOUT_MS;
  for (;;) {
    const { data } = await session.get<{ data: ImportItem }>(`/api/import/${id}`);
    if (data.processed_rows > 0) firstProgressMs ??= ms(started);
    if (data.status === 'running') seen.add(data.processed_rows);
    if (data.status === 'done')
      return { item: data, postMs, importMs: ms(started), firstProgressMs: firstProgressMs ?? ms(started), progressValues: seen.size };
    if (data.status !== 'queued' && data.status !== 'running') throw new Error(`Import ${id} ended ${data.status}: ${data.error ?? ''}`);
    if (performance.now() > deadline) throw new Error(`Import ${id} not done within ${TIMEOUT_MS / 1000} s (${data.processed_rows} rows)`);
    await sleep(POLL_MS);
  }
}

async function undoAndWait(session: Session, id: string): Promise<number> {
  const started = performance.now();
  await session.post(`/api/import/${id}/undo`, { import_id: id });
  for (;;) {
    const { data } = await session.get<{ data: ImportItem }>(`/api/import/${id}`);
    if (data.status === 'undone') return ms(started);
    if (data.status === 'failed') throw new Error(`Undo of ${id} failed: ${data.error ?? ''}`);
    if (performance.now() > started + TIMEOUT_MS) throw new Error(`Undo of ${id} not done within ${TIMEOUT_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

export async function benchImportServer(o: { rows: number; runs: number; log: (text: string) => void }): Promise<ImportServerFigures> {
  const runs: ImportServerRun[] = [];
  let rows: ImportCells[] = [];
  let hash = '';
  let dry: NodeDryRunFigures | null = null;
  for (let r = 0; r < o.runs; r++) {
    // '--cars 0': the seed tool makes the demo company (60 vehicles) and adds nothing.
    const { server, seedSeconds } = await seededServerWith(`import-api-${r}`, ['--cars', '0']);
    try {
      const session = await Session.signIn(server.url);
      const mirror = new Mirror();
      if (r === 0) {
        const viewer = await session.get<Viewer>('/api/me');
        const pages = await mirror.pull(session);
        const world = mirror.rows(WORLD_TABLES);
        rows = carRows(o.rows, activeEmails(world));
        hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
        const first = timeDryRuns(rows, world, viewer);
        if (first.counts.new !== o.rows) throw new Error(`The dry run plans ${first.counts.new} new vehicles of ${o.rows}`);
        const sizes = Object.fromEntries(WORLD_TABLES.map((t) => [t, world[t]?.length ?? 0]));
        o.log(
          `  dry run in Node over the demo's mirror (${pages} pull pages; ${JSON.stringify(sizes)}): median ${first.medianMs} ms (${first.runs.join(', ')})`,
        );
        dry = { mirror: sizes, ...first, againRuns: [], againMedianMs: 0, againCounts: first.counts };
      }
      o.log(`  run ${r + 1} of ${o.runs}: seeded in ${seedSeconds.toFixed(1)} s; POST ${o.rows} rows`);
      const made = await importAndWait(session, rows, hash);
      if (made.item.created_count !== o.rows) throw new Error(`The import created ${made.item.created_count} of ${o.rows}`);
      const rowsPerSecond = Math.round(o.rows / (made.importMs / 1000));
      o.log(
        `    done in ${seconds(made.importMs)} (${rowsPerSecond} rows/s; POST answered in ${made.postMs} ms, first progress at ${seconds(made.firstProgressMs)}, ${made.progressValues} progress values seen)`,
      );

      if (r === 0 && dry) {
        await mirror.pull(session);
        const viewer = await session.get<Viewer>('/api/me');
        const again = timeDryRuns(rows, mirror.rows(WORLD_TABLES), viewer);
        if (again.counts.unchanged !== o.rows) throw new Error(`The dry run of the same file again plans ${JSON.stringify(again.counts)}`);
        dry = { ...dry, againRuns: again.runs, againMedianMs: again.medianMs, againCounts: again.counts };
        o.log(`    the same file's dry run in Node, all unchanged: median ${again.medianMs} ms (${again.runs.join(', ')})`);
      }

      const again = await importAndWait(session, rows, hash);
      const { created_count: created, updated_count: updated, unchanged_count: unchanged } = again.item;
      if (created !== 0 || updated !== 0 || unchanged !== o.rows)
        throw new Error(`The same file again created ${created}, updated ${updated}, left ${unchanged} unchanged of ${o.rows}`);
      o.log(`    the same file again: ${seconds(again.importMs)}, ${unchanged} unchanged`);

      const undoMs = await undoAndWait(session, made.item.id);
      o.log(`    undone in ${seconds(undoMs)}`);
      runs.push({
        seedSeconds,
        postMs: made.postMs,
        importMs: made.importMs,
        rowsPerSecond,
        firstProgressMs: made.firstProgressMs,
        progressValues: made.progressValues,
        againMs: again.importMs,
        undoMs,
      });
    } finally {
      await stopServer(server);
    }
  }
  return {
    rows: o.rows,
    pollMs: POLL_MS,
    runs,
    importMedianMs: median(runs.map((x) => x.importMs)),
    againMedianMs: median(runs.map((x) => x.againMs)),
    undoMedianMs: median(runs.map((x) => x.undoMs)),
    dryRun: dry!,
  };
}

export function importServerRows(f: ImportServerFigures | undefined): string[][] {
  if (!f) return [];
  const n = f.rows.toLocaleString('en-GB');
  const all = (pick: (r: ImportServerRun) => number) => (f.runs.length > 1 ? ` (runs ${f.runs.map((r) => seconds(pick(r))).join(', ')})` : '');
  const of = f.runs.length > 1 ? `, median of ${f.runs.length}` : '';
  const mid = f.runs.find((r) => r.importMs === f.importMedianMs)!;
  const d = f.dryRun;
  return [
    [
      `API import of ${n} vehicles: POST /api/import/car → done${of}`,
      `${seconds(f.importMedianMs)}${all((r) => r.importMs)}, ${mid.rowsPerSecond} rows/s`,
      'under a minute for 10,000 rows',
    ],
    [
      `API import of ${n} vehicles: progress (polled every ${f.pollMs} ms)`,
      `first at ${seconds(mid.firstProgressMs)}, ${mid.progressValues} distinct values; POST answered in ${mid.postMs} ms`,
      '',
    ],
    [`API import of ${n} vehicles: the same file again, all unchanged${of}`, `${seconds(f.againMedianMs)}${all((r) => r.againMs)}`, ''],
    [`API import of ${n} vehicles: undo${of}`, `${seconds(f.undoMedianMs)}${all((r) => r.undoMs)}`, ''],
    [
      `Dry run of the ${n} rows in Node (shared car target over the demo's mirror), median of ${d.runs.length}`,
      `${d.medianMs} ms (runs ${d.runs.join(', ')}), ${d.counts.new} new`,
      '',
    ],
    [
      `Dry run of the same file in Node once imported (mirror pulled again), median of ${d.againRuns.length}`,
      `${d.againMedianMs} ms, ${d.againCounts.unchanged} unchanged`,
      '',
    ],
  ];
}
