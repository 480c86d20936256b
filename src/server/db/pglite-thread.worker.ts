import { parentPort, workerData } from 'node:worker_threads';
import type { Results, Transaction } from '@electric-sql/pglite';
import { newPglite } from './database';
import type { ThreadAnswer, ThreadData, ThreadError, ThreadRequest } from './pglite-thread.protocol';

// The embedded database in a thread of its own (pglite-thread.ts): PostgreSQL compiled to wasm runs
// each query to its end without a pause, so on the server's thread a list of 20,000 rows or an
// import's step would hold every other request while it runs. Here it holds only this thread.

const port = parentPort!;
const { dataDir } = workerData as ThreadData;
const pg = newPglite({ dataDir });

// One request at a time, chosen here rather than by PGlite's own queue: while a transaction is open
// only its own calls run (as PGlite would); otherwise the requests' calls go first, background
// work's (`low`) when none waits.
const waiting: { high: ThreadRequest[]; low: ThreadRequest[] } = { high: [], low: [] };
/** The open transaction: its number, its calls not yet run, and how to end it. */
let open: { id: number; tx: Transaction; calls: ThreadRequest[]; end: (commit: boolean) => void; done: Promise<unknown>; since: number; count: number } | null =
  null;
let nextTx = 1;
let running = false;
const ROLLBACK = Symbol('rollback');

// Where the database's time goes (bench/README.md): with DB_SLOW_MS set, each query and each
// transaction (BEGIN to its end) that held this thread longer is printed, as PostgreSQL's
// log_min_duration_statement would.
const SLOW_MS = Number(process.env.DB_SLOW_MS ?? 0);
const slow = (started: number, what: string) => {
  const ms = performance.now() - started;
  if (SLOW_MS > 0 && ms >= SLOW_MS) console.error(`database: ${Math.round(ms)} ms ${what.replace(/\s+/g, ' ').slice(0, 160)}`);
};

const answer = (a: ThreadAnswer) => port.postMessage(a);

function errorOf(err: unknown): ThreadError {
  const e = err as Error & Record<string, unknown>;
  const fields: ThreadError['fields'] = {};
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number') fields[k] = v;
  return { message: e?.message ?? String(err), fields };
}

/** The answer as plain data: the rows, the fields and the count, nothing PGlite-specific. */
const plain = (r: Results<unknown>) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

function receive(req: ThreadRequest): void {
  const ofTx = req.kind === 'end' || ((req.kind === 'query' || req.kind === 'exec') && req.tx !== null);
  if (ofTx) {
    const tx = req.kind === 'end' ? req.tx : (req as { tx: number }).tx;
    if (open?.id === tx) open.calls.push(req);
    else
      answer(
        req.kind === 'end' ? { id: req.id, ok: true, value: null } : { id: req.id, ok: false, error: { message: `No open transaction ${tx}`, fields: {} } },
      );
  } else if (req.kind !== 'close' && req.low) waiting.low.push(req);
  else waiting.high.push(req);
  void pump();
}

function nextCall(): ThreadRequest | undefined {
  if (open) return open.calls.shift();
  return waiting.high.shift() ?? waiting.low.shift();
}

async function pump(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (;;) {
      // A query runs to its end without a pause, so the calls sent meanwhile are still in the
      // port: take them in before choosing, or background work sent first would go first.
      if (!open) await new Promise((resolve) => setImmediate(resolve));
      const req = nextCall();
      if (!req) return;
      await run(req);
    }
  } finally {
    running = false;
  }
}

/** Opens a transaction and answers its number once PGlite holds it; its `end` commits or rolls it back. */
async function begin(id: number): Promise<void> {
  const txId = nextTx++;
  let opened!: (tx: Transaction, end: (commit: boolean) => void) => void;
  const ready = new Promise<void>((resolve) => {
    opened = (tx, end) => {
      open = { id: txId, tx, calls: [], end, done, since: performance.now(), count: 0 };
      resolve();
    };
  });
  const done = pg.transaction(async (tx) => {
    const commit = await new Promise<boolean>((end) => opened(tx, end));
    if (!commit) throw ROLLBACK;
  });
  // BEGIN itself failing leaves no transaction open: the begin answers the error.
  const failed = await Promise.race([
    ready.then(() => null),
    done.then(
      () => null,
      (err: unknown) => err ?? new Error('BEGIN failed'),
    ),
  ]);
  if (failed && !open) return answer({ id, ok: false, error: errorOf(failed) });
  answer({ id, ok: true, value: txId });
}

async function end(id: number, commit: boolean): Promise<void> {
  const t = open!;
  t.end(commit);
  const err = await t.done.then(
    () => null,
    (e: unknown) => (e === ROLLBACK ? null : e),
  );
  open = null;
  slow(t.since, `transaction of ${t.count} calls`);
  answer(err ? { id, ok: false, error: errorOf(err) } : { id, ok: true, value: null });
}

async function run(req: ThreadRequest): Promise<void> {
  const started = performance.now();
  if (open && req.kind !== 'end') open.count++;
  try {
    switch (req.kind) {
      case 'query': {
        // The server's side asks for these types as PostgreSQL's text (dates, times, intervals,
        // numeric arrays), as drizzle's own parsers do: identity parsers, named by type id.
        const parsers = Object.fromEntries(req.textTypes.map((t) => [t, (v: string) => v]));
        const r = await (req.tx === null ? pg : open!.tx).query(req.sql, req.params, { rowMode: req.rowMode, parsers });
        slow(started, req.sql);
        return answer({ id: req.id, ok: true, value: plain(r) });
      }
      case 'exec': {
        const r = await (req.tx === null ? pg : open!.tx).exec(req.sql);
        slow(started, req.sql);
        return answer({ id: req.id, ok: true, value: r.map(plain) });
      }
      case 'begin':
        return await begin(req.id);
      case 'end':
        return await end(req.id, req.commit);
      case 'close':
        await pg.close();
        answer({ id: req.id, ok: true, value: null });
        return port.close();
    }
  } catch (err) {
    answer({ id: req.id, ok: false, error: errorOf(err) });
  }
}

void pg.waitReady.then(() => {
  port.on('message', receive);
  port.postMessage({ ready: true });
});
