import type { LocalDb } from './local-db';
import { pullChanges, type PullOutcome, type Puller } from './pull';
import { isPullReply, type PullReply, type PullRequest } from './pull-worker-protocol';

/** What the tab needs of a worker (a MessagePort does as well, in the tests). */
export interface PullPort {
  postMessage(message: PullRequest): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'error', listener: (e: Event) => void): void;
  terminate?(): void;
}

/**
 * The tab's side of the pull worker. Each pull is sent to the worker and resolved by its reply. If
 * there is no worker (no Worker in this browser, the script cannot load), or it fails to start,
 * pulls run in the tab with the same code: slower to the eye, never lost.
 */
export class WorkerPull implements Puller {
  private port: PullPort | null | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (o: PullOutcome) => void; reject: (e: Error) => void; db: LocalDb; fetch: typeof fetch }>();

  constructor(private readonly makePort: () => PullPort | null) {}

  async pull(db: LocalDb, fetch: typeof globalThis.fetch): Promise<PullOutcome> {
    const port = this.connect();
    if (!port) return pullChanges({ db, fetch });
    // The worker opens only a database that exists (see answerPull): a new user's is made here.
    await db.open();
    // Stopped while opening: nothing more to do.
    if (this.port !== port) return { status: 'offline' };
    const id = this.nextId++;
    return new Promise<PullOutcome>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, db, fetch });
      port.postMessage({ kind: 'pull', id, dbName: db.name });
    });
  }

  close(): void {
    this.port?.terminate?.();
    this.port = null;
    // Only a stopped engine closes it, and a stopped engine reads no outcome.
    for (const w of this.waiting.values()) w.resolve({ status: 'offline' });
    this.waiting.clear();
  }

  private connect(): PullPort | null {
    if (this.port !== undefined) return this.port;
    try {
      this.port = this.makePort();
    } catch {
      this.port = null;
    }
    this.port?.addEventListener('message', (e) => {
      if (isPullReply(e.data)) this.settle(e.data);
    });
    this.port?.addEventListener('error', () => this.fallBack());
    return this.port;
  }

  private settle(reply: PullReply): void {
    const w = this.waiting.get(reply.id);
    if (!w) return;
    this.waiting.delete(reply.id);
    if (reply.kind === 'pulled') w.resolve(reply.outcome);
    else w.reject(new Error(reply.message));
  }

  /** The worker could not start: from now on pull in the tab, starting with what was waiting. */
  private fallBack(): void {
    this.port?.terminate?.();
    this.port = null;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of waiting) pullChanges({ db: w.db, fetch: w.fetch }).then(w.resolve, w.reject);
  }
}
