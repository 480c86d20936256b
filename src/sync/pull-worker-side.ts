import type { PullOutcome } from './pull';
import { firstPages } from './pull-pages';
import type * as PullWorkerAnswer from './pull-worker-answer';
import { isPrefetchRequest, isPullRequest, type PullReply } from './pull-worker-protocol';

// The worker's side of the messages. It loads light (the page chain and the messages): the first
// pages of a new device are asked for before Dexie and the engine have loaded (a third of a
// megabyte of script, about 150 ms to evaluate on these machines).

const databaseExists = async (name: string): Promise<boolean> => (await indexedDB.databases()).some((d) => d.name === name);

/** A new device's first download in the worker: whether it has ended, and whether a pull of the tab has reported its rows yet. */
interface EarlyDownload {
  dbName: string;
  outcome: Promise<PullOutcome | null>;
  ended: boolean;
  reported: boolean;
}

/**
 * The worker's side of the messages: each pull is answered (the reply to post). A prefetch names
 * the signed-in user's database as soon as the tab knows the user; when the device has none (their
 * first sign-in here), the worker downloads into a new one at once, while the tab's code still
 * loads, instead of waiting for the tab to make it. The tab's pulls of that database wait for that
 * download: the one asked for while it ran is answered by it (it has just ended: asking the server
 * again would only tell the same), a later one goes on from where it ended. A database that exists
 * has its own cursor, so nothing is done early for it.
 */
export class PullWorkerSide {
  private early: EarlyDownload | null = null;

  /** Dexie and the engine: loaded once the first pages are asked for (evaluating them takes the thread a while). */
  private answersLoading: Promise<typeof PullWorkerAnswer> | null = null;
  private answers = () =>
    (this.answersLoading ??= import('./pull-worker-answer').catch((e: unknown) => {
      // Asked again with the next pull (the network may be back).
      this.answersLoading = null;
      throw e;
    }));

  constructor(private readonly fetch: typeof globalThis.fetch) {}

  receive(message: unknown): Promise<PullReply> | null {
    if (isPrefetchRequest(message)) {
      if (this.early?.dbName === message.dbName) return null;
      const early: EarlyDownload = { dbName: message.dbName, outcome: this.downloadIfNew(message.dbName), ended: false, reported: false };
      void early.outcome.finally(() => void (early.ended = true));
      this.early = early;
      return null;
    }
    if (!isPullRequest(message)) return null;
    const early = this.early?.dbName === message.dbName ? this.early : null;
    const first = early !== null && !early.reported;
    const during = first && !early.ended;
    if (early) early.reported = true;
    return this.answers().then(
      async ({ answerPull }) => {
        // Two pulls of one database at once would both store from the same cursor.
        const before = (await early?.outcome) ?? null;
        if (during && before?.status === 'ok') return { kind: 'pulled', id: message.id, outcome: before };
        const reply = await answerPull(message, this.fetch);
        return first ? withEarlyRows(reply, before) : reply;
      },
      // Its script did not load: the tab's engine tries again later, as after any failed pull.
      (e: unknown): PullReply => ({ kind: 'failed', id: message.id, message: e instanceof Error ? e.message : String(e) }),
    );
  }

  private async downloadIfNew(dbName: string): Promise<PullOutcome | null> {
    if (await databaseExists(dbName).catch(() => true)) return null;
    const pages = firstPages({ fetch: this.fetch });
    try {
      const { downloadNew } = await this.answers();
      return await downloadNew(dbName, this.fetch, pages);
    } catch {
      pages.chain.stop();
      return null;
    }
  }
}

/** The tab's pull outcome counting the rows the early download stored before it. */
function withEarlyRows(reply: PullReply, early: PullOutcome | null): PullReply {
  if (reply.kind !== 'pulled' || reply.outcome.status !== 'ok' || early?.status !== 'ok') return reply;
  return { ...reply, outcome: { status: 'ok', rows: early.rows + reply.outcome.rows, reset: early.reset || reply.outcome.reset } };
}
