import type { PullAnswer } from './protocol';

// The page after a pull answer, as its header names it: a module of its own, without the areas'
// rules protocol.ts loads, so the pull worker can ask for a new device's first pages before it has
// loaded them (src/sync/pull-worker-side.ts).

/**
 * A pull answer's header naming the page the client asks for next (`cursor=N&scope=S`: after a
 * `reset`, cursor 0), absent after the last one: the client asks for it as soon as the headers
 * arrive, so the server reads that page while the device parses and stores this one.
 */
export const PULL_NEXT_HEADER = 'x-pull-next';

/** The page a client asks for next. */
export interface PullNext {
  cursor: number;
  scope: string;
}

/** The page asked for after this answer: from 0 after a reset, from its cursor while more wait; null after the last. */
export const nextPageOf = (a: Pick<PullAnswer, 'cursor' | 'more' | 'scope' | 'reset'>): PullNext | null =>
  a.reset ? { cursor: 0, scope: a.scope } : a.more ? { cursor: a.cursor, scope: a.scope } : null;

export const pullNextValue = (q: PullNext) => new URLSearchParams({ cursor: String(q.cursor), scope: q.scope }).toString();

/** The next page a PULL_NEXT_HEADER value names; null when absent or unreadable. */
export function pullNextOf(value: string | null): PullNext | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const cursor = Number(params.get('cursor'));
  const scope = params.get('scope');
  return Number.isSafeInteger(cursor) && cursor >= 0 && scope ? { cursor, scope } : null;
}
