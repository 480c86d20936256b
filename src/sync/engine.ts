import { PULL_INTERVAL_MS } from '../shared/sync/protocol';
import { type LocalDb } from './local-db';
import type { SyncNotice } from './notices';
import { pullChanges, type PullOutcome } from './pull';
import { replayOutbox, type ReplayOutcome } from './replay';
import { withReplayLock } from './replay-lock';

export interface EngineStatus {
  online: boolean;
  pulling: boolean;
  replaying: boolean;
  authRequired: boolean;
  lastError: string | null;
  /** When the next retry after a failure is due (ms since epoch), or null. */
  retryAt: number | null;
}

export interface EngineOptions {
  db: LocalDb;
  fetch?: typeof fetch;
  notify: (notice: SyncNotice) => void;
  onStatus?: (status: EngineStatus) => void;
  /** Asks the service worker to replay too, where Background Sync exists. */
  requestBackgroundSync?: () => void;
}

export const MAX_BACKOFF_MS = 60_000;

/** The wait before the next try after a failure: 1 s, then doubling, at most a minute. */
export const nextBackoffMs = (current: number) => Math.min(MAX_BACKOFF_MS, current ? current * 2 : 1000);

/**
 * The tab's side of the engine: pulls on start, when coming online and every minute, and replays
 * the outbox whenever there may be something to send. The service worker runs the same replay.
 */
export class SyncEngine {
  private status: EngineStatus = { online: navigator.onLine, pulling: false, replaying: false, authRequired: false, lastError: null, retryAt: null };
  private timers: ReturnType<typeof setTimeout>[] = [];
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private backoffMs = 0;
  private stopped = false;
  /** This tab's replay in progress, and whether another was asked for meanwhile. */
  private replayRun: Promise<ReplayOutcome | 'busy'> | null = null;
  private replayAgain = false;
  private readonly listeners: [string, EventListener][] = [];

  constructor(private readonly opts: EngineOptions) {}

  private get fetch() {
    return this.opts.fetch ?? globalThis.fetch.bind(globalThis);
  }

  start(): void {
    const on = (type: string, fn: () => void) => {
      window.addEventListener(type, fn);
      this.listeners.push([type, fn]);
    };
    on('online', () => {
      // Back online: whatever wait a failure set is over, try at once.
      this.backoffMs = 0;
      clearTimeout(this.retryTimer);
      this.set({ online: true, retryAt: null });
      void this.syncNow();
    });
    on('offline', () => this.set({ online: false }));
    on('visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.syncNow();
    });
    this.timers.push(setInterval(() => void this.syncNow(), PULL_INTERVAL_MS));
    void this.syncNow();
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    clearTimeout(this.retryTimer);
    for (const [type, fn] of this.listeners) window.removeEventListener(type, fn);
  }

  getStatus(): EngineStatus {
    return this.status;
  }

  /** Send first (so the pull brings the server's answer to our changes), then pull. */
  async syncNow(): Promise<void> {
    if (this.stopped) return;
    await this.replayNow();
    await this.pullNow();
  }

  async pullNow(): Promise<PullOutcome | 'busy'> {
    if (this.status.pulling) return 'busy';
    this.set({ pulling: true });
    try {
      const outcome = await pullChanges({ db: this.opts.db, fetch: this.fetch });
      this.afterNetwork(outcome.status === 'ok' ? 'done' : outcome.status);
      return outcome;
    } finally {
      this.set({ pulling: false });
    }
  }

  /**
   * Called after every local change: the worker may get it in the background, the tab tries now,
   * then pulls, so what the server did besides (an activity item, a derived field) arrives too.
   */
  changed(): void {
    this.opts.requestBackgroundSync?.();
    void this.syncNow();
  }

  /**
   * Replays the outbox. Asked again while this tab is replaying (a change made during a send, the
   * network coming back during a failing send), it runs once more right after, rather than
   * leaving the new work to the retry timer.
   */
  replayNow(): Promise<ReplayOutcome | 'busy'> {
    if (this.stopped) return Promise.resolve('busy');
    if (this.replayRun) {
      this.replayAgain = true;
      return this.replayRun;
    }
    this.set({ replaying: true });
    this.replayRun = (async () => {
      let outcome: ReplayOutcome | 'busy';
      do {
        this.replayAgain = false;
        outcome = await withReplayLock(this.opts.db.name, () => replayOutbox({ db: this.opts.db, fetch: this.fetch, notify: this.opts.notify }));
        if (outcome !== 'busy') this.afterNetwork(outcome);
      } while (this.replayAgain && !this.stopped && outcome !== 'auth-required');
      return outcome;
    })().finally(() => {
      this.replayRun = null;
      this.set({ replaying: false });
    });
    return this.replayRun;
  }

  private afterNetwork(outcome: ReplayOutcome | 'done'): void {
    if (outcome === 'done') {
      this.backoffMs = 0;
      this.set({ authRequired: false, lastError: null, retryAt: null, online: true });
      return;
    }
    if (outcome === 'auth-required') {
      this.set({ authRequired: true });
      return;
    }
    // Offline or a server in trouble: try again later, doubling the wait, nothing dropped.
    this.backoffMs = nextBackoffMs(this.backoffMs);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.syncNow(), this.backoffMs);
    this.set({
      lastError: outcome === 'offline' ? 'offline' : 'The server is not answering.',
      retryAt: Date.now() + this.backoffMs,
      online: outcome === 'offline' ? false : this.status.online,
    });
  }

  private set(change: Partial<EngineStatus>): void {
    this.status = { ...this.status, ...change };
    this.opts.onStatus?.(this.status);
  }
}
