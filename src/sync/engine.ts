import { PULL_INTERVAL_MS } from '../shared/sync/protocol';
import { type LocalDb } from './local-db';
import type { SyncNotice } from './notices';
import { pullChanges, type PullOutcome, type Puller } from './pull';
import { replayOutbox, type ReplayOutcome } from './replay';
import { replayLockReleased, withReplayLock } from './replay-lock';

/** Why the device is not online: no network at all, or a network but no answer from the server. */
type OfflineReason = 'no-network' | 'no-server';

export interface EngineStatus {
  /**
   * The one answer to 'is this device online?' that every banner and badge reads: the server
   * answered the last request (before any, the browser's word). Only a request's outcome and the
   * browser's offline/online events change it; a replay with nothing to send changes nothing.
   */
  online: boolean;
  offlineReason: OfflineReason | null;
  pulling: boolean;
  replaying: boolean;
  authRequired: boolean;
  /** The server answered with an error (5xx); null when it did not answer at all (see online). */
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
  /** Runs the pulls (the tab passes its pull worker); in this thread by default. Closed when the engine stops. */
  puller?: Puller;
}

const pullHere = (db: LocalDb, fetch: typeof globalThis.fetch) => pullChanges({ db, fetch });

export const MAX_BACKOFF_MS = 60_000;
/** While the server cannot be reached, a cheap health probe runs this often at most. */
export const MAX_PROBE_MS = 4_000;
const HEALTH_PATH = '/api/health';

/** The wait before the next try after a failure: 1 s, then doubling, at most a minute. */
export const nextBackoffMs = (current: number, max = MAX_BACKOFF_MS) => Math.min(max, current ? current * 2 : 1000);

const offlineStatus = (online: boolean): Pick<EngineStatus, 'online' | 'offlineReason'> => ({ online, offlineReason: online ? null : 'no-network' });
/**
 * The server answered: online, unless the network went away since the request left. Such a late
 * answer lands after the browser's 'offline' event and would put the device back online with no
 * network (seen in a full e2e run: no offline banner, the group search not disabled).
 */
const answered = (): Pick<EngineStatus, 'online' | 'offlineReason'> => offlineStatus(navigator.onLine);

/**
 * The tab's side of the engine: pulls on start, when coming online and every minute, and replays
 * the outbox whenever there may be something to send. The service worker runs the same replay.
 */
export class SyncEngine {
  private status: EngineStatus = {
    ...offlineStatus(navigator.onLine),
    pulling: false,
    replaying: false,
    authRequired: false,
    lastError: null,
    retryAt: null,
  };
  private timers: ReturnType<typeof setTimeout>[] = [];
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private backoffMs = 0;
  private probeMs = 0;
  private stopped = false;
  /** This tab's replay in progress, and whether another was asked for meanwhile. */
  private replayRun: Promise<ReplayOutcome | 'busy'> | null = null;
  private replayAgain = false;
  /** The last replay ended on a server failure: its retry stands whatever a pull says next. */
  private sendFailing = false;
  private readonly listeners: [string, EventListener][] = [];

  constructor(private readonly opts: EngineOptions) {}

  /** The network, as pull and replay use it: any answer from the server means online, at once (see answered). */
  private get fetch(): typeof fetch {
    const send = this.opts.fetch ?? globalThis.fetch.bind(globalThis);
    return async (input, init) => {
      const res = await send(input, init);
      if (!this.stopped && !this.status.online && navigator.onLine) this.set(answered());
      return res;
    };
  }

  start(): void {
    const on = (type: string, fn: () => void) => {
      window.addEventListener(type, fn);
      this.listeners.push([type, fn]);
    };
    on('online', () => {
      // A network again: whatever wait a failure set is over, try at once. Online is said by the
      // server's answer, not by this event (the server may still be out of reach).
      this.clearWaits();
      this.set({ retryAt: null });
      void this.syncNow();
    });
    on('offline', () => {
      this.clearWaits();
      this.set({ ...offlineStatus(false), retryAt: null });
    });
    on('visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.syncNow();
    });
    this.timers.push(setInterval(() => void this.syncNow(), PULL_INTERVAL_MS));
    void this.syncNow();
  }

  stop(): void {
    this.stopped = true;
    this.opts.puller?.close();
    for (const t of this.timers) clearInterval(t);
    this.clearWaits();
    for (const [type, fn] of this.listeners) window.removeEventListener(type, fn);
  }

  getStatus(): EngineStatus {
    // The browser knows it lost its network before its 'offline' event reaches us.
    if (this.status.online && !navigator.onLine) this.set(offlineStatus(false));
    return this.status;
  }

  /** Send first (so the pull brings the server's answer to our changes), then pull. */
  async syncNow(): Promise<void> {
    if (this.stopped) return;
    await this.replayNow();
    await this.pullNow();
  }

  /**
   * A pull asked for while one runs is made once that one ends: the running pull may have read the
   * server before a change sent meanwhile, whose activity item would otherwise wait for the timer.
   */
  private pullAgain = false;

  async pullNow(): Promise<PullOutcome | 'busy'> {
    if (this.status.pulling) {
      this.pullAgain = true;
      return 'busy';
    }
    this.set({ pulling: true });
    try {
      const outcome = await (this.opts.puller?.pull(this.opts.db, this.fetch) ?? pullHere(this.opts.db, this.fetch));
      this.afterNetwork(outcome.status === 'ok' ? 'answered' : outcome.status);
      return outcome;
    } finally {
      this.set({ pulling: false });
      if (this.pullAgain && !this.stopped) {
        this.pullAgain = false;
        void this.pullNow();
      }
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
        if (outcome === 'busy') {
          // Another sender has the outbox; when it lets go, look again (what it left is ours to
          // send, or to report as waiting on a server that stopped answering).
          await replayLockReleased(this.opts.db.name);
          this.replayAgain = true;
          continue;
        }
        // 'done' may mean nothing was sent: only a failure says something about the connection
        // (the pull that follows every replay says the rest).
        this.sendFailing = outcome === 'server-unavailable';
        if (outcome !== 'done') this.afterNetwork(outcome);
      } while (this.replayAgain && !this.stopped && outcome !== 'auth-required');
      return outcome;
    })().finally(() => {
      this.replayRun = null;
      this.set({ replaying: false });
    });
    return this.replayRun;
  }

  private afterNetwork(outcome: Exclude<ReplayOutcome, 'done'> | 'answered'): void {
    // Stopped (signed out, or the page is going) while a request was out: its answer changes nothing.
    if (this.stopped) return;
    if (outcome === 'answered' && this.sendFailing) {
      // The pull after a change the server failed on answers: the server is there, but that
      // change still waits for its retry (cancelling it left it to the minute's timer).
      this.set({ ...answered(), authRequired: false });
      return;
    }
    if (outcome === 'answered') {
      this.clearWaits();
      this.set({ ...answered(), authRequired: false, lastError: null, retryAt: null });
      return;
    }
    if (outcome === 'auth-required') {
      this.set({ ...answered(), authRequired: true });
      return;
    }
    // No answer or a server in trouble: try again later, doubling the wait, nothing dropped.
    this.backoffMs = nextBackoffMs(this.backoffMs);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.syncNow(), this.backoffMs);
    const retryAt = Date.now() + this.backoffMs;
    if (outcome === 'server-unavailable') {
      this.set({ ...answered(), lastError: 'The server is not answering.', retryAt });
      return;
    }
    // Nothing answered. Without a network the browser's 'online' event brings the next try; with
    // one, the server is down: a cheap probe notices its return within seconds, not a minute.
    const noNetwork = !navigator.onLine;
    this.set({ online: false, offlineReason: noNetwork ? 'no-network' : 'no-server', lastError: null, retryAt });
    if (!noNetwork && this.probeTimer === undefined) this.scheduleProbe();
  }

  private scheduleProbe(): void {
    this.probeMs = nextBackoffMs(this.probeMs, MAX_PROBE_MS);
    this.probeTimer = setTimeout(() => void this.probe(), this.probeMs);
  }

  private async probe(): Promise<void> {
    if (this.stopped || this.status.online || !navigator.onLine) {
      this.probeTimer = undefined;
      return;
    }
    const answered = await this.fetch(HEALTH_PATH, { credentials: 'same-origin', cache: 'no-store' }).then(
      (res) => res.ok,
      () => false,
    );
    if (this.stopped) return;
    if (!answered) return this.scheduleProbe();
    this.probeTimer = undefined;
    this.clearWaits();
    void this.syncNow();
  }

  private clearWaits(): void {
    this.backoffMs = 0;
    this.probeMs = 0;
    clearTimeout(this.retryTimer);
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
  }

  private set(change: Partial<EngineStatus>): void {
    this.status = { ...this.status, ...change };
    this.opts.onStatus?.(this.status);
  }
}
