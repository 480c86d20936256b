import type { PullAnswer } from '../shared/sync/protocol';
import { PULL_NEXT_HEADER, pullNextOf } from '../shared/sync/pull-next';
import { decodePull, type PullWire } from '../shared/sync/pull-wire';

export type PullFailure = { status: 'offline' | 'auth-required' | 'server-unavailable' };
type Parsed = { answer: PullAnswer } | PullFailure;
/** A page whose headers arrived: the cursor it was asked for, the page the server says comes next, and its body being read. */
export type PageResult = { after: number; ahead: PageQuery | null; body: Promise<Parsed> } | PullFailure;
export interface PageQuery {
  cursor: number;
  scope?: string | undefined;
}
export interface PageFetch {
  fetch: typeof fetch;
  baseUrl?: string;
}

/**
 * Pages asked for and not yet taken, at most: about 10 MB of JSON in memory. With two, the server
 * sat idle while a new device created its database and stored the first page.
 */
export const PAGES_AHEAD = 4;

async function fetchPage(deps: PageFetch, q: PageQuery): Promise<PageResult> {
  const query = new URLSearchParams({ cursor: String(q.cursor), ...(q.scope ? { scope: q.scope } : {}) });
  try {
    const res = await deps.fetch(`${deps.baseUrl ?? ''}/api/sync/pull?${query}`, { credentials: 'same-origin' });
    if (res.status === 401) return { status: 'auth-required' };
    if (!res.ok) return { status: 'server-unavailable' };
    const body = res.json().then(
      (wire: PullWire): Parsed => ({ answer: decodePull(wire) }),
      (): Parsed => ({ status: 'offline' }),
    );
    return { after: q.cursor, ahead: pullNextOf(res.headers.get(PULL_NEXT_HEADER)), body };
  } catch {
    return { status: 'offline' };
  }
}

export const sameQuery = (a: PageQuery | null, b: PageQuery | null) => a?.cursor === b?.cursor && a?.scope === b?.scope;

/**
 * The pull's pages, asked for in a chain: each as soon as the headers of the one before name it
 * (PULL_NEXT_HEADER), so the server reads the next pages while the device parses and stores this
 * one; at most PAGES_AHEAD not yet taken. Taken in the order asked.
 */
export class PageChain {
  private readonly asked: Promise<PageResult>[] = [];
  private waitingForRoom: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly deps: PageFetch,
    first: PageQuery,
  ) {
    this.ask(first);
  }

  /** The next page in the chain; undefined when no page named one. */
  take(): Promise<PageResult> | undefined {
    const page = this.asked.shift();
    const ask = this.waitingForRoom;
    this.waitingForRoom = null;
    ask?.();
    return page;
  }

  /** Asks for nothing more; pages under way are left to end unread. */
  stop(): void {
    this.stopped = true;
    this.waitingForRoom = null;
  }

  private ask(q: PageQuery): void {
    const page = fetchPage(this.deps, q);
    this.asked.push(page);
    void page.then((result) => {
      const ahead = 'ahead' in result ? result.ahead : null;
      if (this.stopped || !ahead) return;
      const next = () => void (this.stopped || this.ask(ahead));
      if (this.asked.length < PAGES_AHEAD) next();
      else this.waitingForRoom = next;
    });
  }
}

/** Pages asked for before the pull that takes them (a new device's first ones, while the app loads), and where they start. */
export interface EarlyPages {
  start: PageQuery;
  chain: PageChain;
}

/** A download from nothing: its first pages asked for at once. */
export function firstPages(deps: PageFetch): EarlyPages {
  const start = { cursor: 0 };
  return { start, chain: new PageChain(deps, start) };
}

/** The early pages when they start where the pull does, else a new chain (and the early pages are stopped). */
export function chainFrom(deps: PageFetch, start: PageQuery, early?: EarlyPages | null): PageChain {
  if (early && sameQuery(early.start, start)) return early.chain;
  early?.chain.stop();
  return new PageChain(deps, start);
}
