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

/** Open transactions: each holds PGlite's transaction until the server's thread ends it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let nextTx = 1;
const ROLLBACK = Symbol('rollback');

const answer = (a: ThreadAnswer) => port.postMessage(a);

function errorOf(err: unknown): ThreadError {
  const e = err as Error & Record<string, unknown>;
  const fields: ThreadError['fields'] = {};
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number') fields[k] = v;
  return { message: e?.message ?? String(err), fields };
}

/** The answer as plain data: the rows, the fields and the count, nothing PGlite-specific. */
const plain = (r: Results<unknown>) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

function target(tx: number | null): Pick<Transaction, 'query' | 'exec'> {
  if (tx === null) return pg;
  const t = open.get(tx);
  if (!t) throw new Error(`No open transaction ${tx}`);
  return t.tx;
}

/** Starts a transaction and answers its number once PGlite holds it; `end` commits or rolls it back. */
function begin(id: number): void {
  const txId = nextTx++;
  pg.transaction(async (tx) => {
    const commit = await new Promise<boolean>((end) => {
      open.set(txId, { tx, end });
      answer({ id, ok: true, value: txId });
    });
    if (!commit) throw ROLLBACK;
  }).then(
    () => ended(txId, null),
    (err: unknown) => ended(txId, err === ROLLBACK ? null : err),
  );
}

/** Who waits for a transaction's end, by its number. */
const ending = new Map<number, number>();
function ended(txId: number, err: unknown): void {
  open.delete(txId);
  const id = ending.get(txId);
  ending.delete(txId);
  // Began and failed before its end was asked (BEGIN itself failed): the begin request answers.
  if (id === undefined) return;
  answer(err ? { id, ok: false, error: errorOf(err) } : { id, ok: true, value: null });
}

async function handle(req: ThreadRequest): Promise<void> {
  try {
    switch (req.kind) {
      case 'query': {
        // The server's side asks for these types as PostgreSQL's text (dates, times, intervals,
        // numeric arrays), as drizzle's own parsers do: identity parsers, named by type id.
        const parsers = Object.fromEntries(req.textTypes.map((t) => [t, (v: string) => v]));
        const r = await target(req.tx).query(req.sql, req.params, { rowMode: req.rowMode, parsers });
        return answer({ id: req.id, ok: true, value: plain(r) });
      }
      case 'exec': {
        const r = await target(req.tx).exec(req.sql);
        return answer({ id: req.id, ok: true, value: r.map(plain) });
      }
      case 'begin':
        return begin(req.id);
      case 'end': {
        const t = open.get(req.tx);
        if (!t) return answer({ id: req.id, ok: true, value: null });
        ending.set(req.tx, req.id);
        return t.end(req.commit);
      }
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
  port.on('message', (req: ThreadRequest) => void handle(req));
  port.postMessage({ ready: true });
});
