import { firstPages, type EarlyPages } from './pull-pages';
import type * as PullWorkerAnswer from './pull-worker-answer';
import { isPrefetchRequest, isPullRequest, type PullReply } from './pull-worker-protocol';

// The worker's side of the messages. It loads light (the page chain and the messages): the first
// pages of a new device are asked for before Dexie and the engine have loaded (a third of a
// megabyte of script, about 150 ms to evaluate on these machines).

const databaseExists = async (name: string): Promise<boolean> => (await indexedDB.databases()).some((d) => d.name === name);

/**
 * The worker's side of the messages: each pull is answered (the reply to post); a prefetch for a
 * database the device does not have yet (its user's first sign-in here) asks for the first pages
 * at once, for the pull of that database that follows. A database that exists has its own cursor,
 * so nothing is asked for it early.
 */
export class PullWorkerSide {
  private early: { dbName: string; pages: Promise<EarlyPages | null> } | null = null;

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
      this.dropEarly();
      const fetch = this.fetch;
      const pages = databaseExists(message.dbName).then(
        (exists) => (exists ? null : firstPages({ fetch })),
        () => null,
      );
      void pages.finally(() => void this.answers().catch(() => undefined));
      this.early = { dbName: message.dbName, pages };
      return null;
    }
    if (!isPullRequest(message)) return null;
    const early = this.early?.dbName === message.dbName ? this.early.pages : null;
    if (early) this.early = null;
    else this.dropEarly();
    return this.answers().then(
      async ({ answerPull }) => answerPull(message, this.fetch, await early),
      // Its script did not load: the tab's engine tries again later, as after any failed pull.
      (e: unknown): PullReply => ({ kind: 'failed', id: message.id, message: e instanceof Error ? e.message : String(e) }),
    );
  }

  private dropEarly(): void {
    void this.early?.pages.then((p) => p?.chain.stop());
    this.early = null;
  }
}
