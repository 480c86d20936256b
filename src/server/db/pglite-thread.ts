import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startThread } from '../workers/start-thread';
import { isBackground } from './background-work';
import type { ThreadAnswer, ThreadData, ThreadError, ThreadRequest } from './pglite-thread.protocol';

// The embedded database as the server's thread sees it when it runs in a thread of its own
// (pglite-thread.worker.ts): the part of PGlite's interface drizzle uses (query, exec,
// transaction, close), each call a message. So the database's work (PostgreSQL in wasm, the
// parsing of its answers) never holds a request; queries still run one at a time, a transaction
// holding the database until it ends, and background work's after the requests waiting.

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** An error as PostgreSQL reported it, with its fields (code, detail, constraint ...). */
function rebuilt(e: ThreadError): Error {
  const err = new Error(e.message);
  Object.assign(err, e.fields, { message: e.message });
  return err;
}

export class PgliteThread implements Queryable {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;
  private closing = false;
  readonly ready: Promise<void>;

  constructor(data: ThreadData) {
    // From source (tsx) the thread's module is TypeScript, built it is JavaScript.
    const fromSource = import.meta.url.endsWith('.ts');
    this.worker = startThread(new URL(fromSource ? './pglite-thread.worker.ts' : './pglite-thread.worker.js', import.meta.url), { workerData: data });
    this.ready = new Promise<void>((resolve, reject) => {
      this.worker.once('message', () => resolve());
      this.worker.once('error', reject);
    }).then(() => {
      this.worker.on('message', (a: ThreadAnswer) => this.answered(a));
    });
    // The thread gone (out of memory, a wasm fault) is the database gone: every call waiting and
    // every later one fails, and the process ends for its supervisor to start again, rather than
    // answer 500 to everyone.
    const gone = (err: Error) => {
      this.dead ??= err;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
      if (!this.closing) {
        console.error(`The embedded database stopped: ${err.message}`);
        process.exit(1);
      }
    };
    this.worker.on('error', gone);
    this.worker.on('exit', (code) => gone(new Error(`its thread ended (exit code ${code})`)));
  }

  private answered(a: ThreadAnswer): void {
    const w = this.waiting.get(a.id);
    if (!w) return;
    this.waiting.delete(a.id);
    if (a.ok) w.resolve(a.value);
    else w.reject(rebuilt(a.error));
  }

  private ask<T>(req: Request): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx: number | null = null): Promise<Results<T>> {
    // drizzle's parsers keep these types as text (pglite/session.js): the thread does the same.
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.ask({ kind: 'query', sql, params, rowMode: options.rowMode ?? 'object', textTypes, tx, low: isBackground() });
  }

  exec(sql: string, tx: number | null = null): Promise<Results[]> {
    return this.ask({ kind: 'exec', sql, tx, low: isBackground() });
  }

  /** As PGlite's: `fn` gets the transaction's own query and exec; it commits when fn resolves, else rolls back. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const txId = await this.ask<number>({ kind: 'begin', low: isBackground() });
    const tx: Queryable = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql) => this.exec(sql, txId),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.ask({ kind: 'end', tx: txId, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.ask({ kind: 'end', tx: txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.dead) return;
    this.closing = true;
    await this.ask({ kind: 'close' });
    await this.worker.terminate();
  }
}
