import { isApiErrorBody } from '../shared/errors';
import { messages } from '../shared/messages';
import { mutationNamed } from '../shared/sync/catalogue';
import { DEFAULT_REPLAY_DELAY_MS } from '../shared/sync/mutation';
import { SYNC_HEADERS, type ConflictBody } from '../shared/sync/protocol';
import { announce } from './mirror-events';
import { getMeta, setMeta, type LocalDb, type MirrorRow, type OutboxItem } from './local-db';
import { noteAnsweredRow, rebaseEntity, serverRowOf } from './rebase';
import type { SyncNotice } from './notices';

export interface ReplayDeps {
  db: LocalDb;
  fetch: typeof fetch;
  /** '' in the browser; an origin in tests. */
  baseUrl?: string;
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds on a steady clock; the pacing is measured with it. */
  now?: () => number;
  notify: (notice: SyncNotice) => void;
}

/** How a replay run ended: all sent, or why it stopped (the outbox keeps everything not sent). */
export type ReplayOutcome = 'done' | 'offline' | 'server-unavailable' | 'auth-required';

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function clientIdOf(db: LocalDb): Promise<string> {
  let id = await getMeta<string>(db, 'client_id');
  if (!id) {
    id = crypto.randomUUID();
    await setMeta(db, 'client_id', id);
  }
  return id;
}

/** A change the server failed on this many times in a row (5xx) is set aside as stuck. */
export const STUCK_AFTER = 3;

/**
 * The pending items (in order) held back: the stuck ones, and every later change that depends on
 * one — it changes the same object, or names an object a held change makes or changes (a
 * participant added to a training that is stuck being created). Everything else may go on.
 * Given `by`, only what that stuck change holds back (itself included).
 */
export function heldBack(pending: readonly OutboxItem[], by?: OutboxItem): Set<number> {
  const heldIds = new Set<string>();
  const held = new Set<number>();
  for (const item of pending) {
    if (item.state !== 'pending') continue;
    const isRoot = by ? item.seq === by.seq : item.stuck;
    const args = JSON.stringify(item.args ?? null);
    if (isRoot || heldIds.has(item.entity_id) || [...heldIds].some((id) => args.includes(id))) {
      heldIds.add(item.entity_id);
      held.add(item.seq!);
    }
  }
  return held;
}

/** The next change to send: the oldest pending one not held back behind a stuck one. */
async function nextToSend(db: LocalDb): Promise<OutboxItem | undefined> {
  const first = await db.outbox.where('state').equals('pending').first();
  // Only a stuck change holds anything back, and only changes after it.
  if (!first?.stuck) return first;
  const pending = await db.outbox.where('state').equals('pending').sortBy('seq');
  const held = heldBack(pending);
  return pending.find((i) => !held.has(i.seq!));
}

/**
 * Sends the outbox in order, one item at a time, each starting the catalogue's delay after the
 * previous one started (its answer's time counts towards the delay; a slower answer is waited
 * for, so the order holds and one request at a time is in flight). A change
 * the server keeps failing on (STUCK_AFTER answers of 500 and the like in a row) is set aside as
 * stuck for the sync panel, and the changes that do not depend on it go on.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayOutcome> {
  const { db } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  const now = deps.now ?? (() => performance.now());
  const clientId = await clientIdOf(db);
  let nextStart = 0;
  for (;;) {
    const item = await nextToSend(db);
    if (!item) return 'done';
    const wait = nextStart - now();
    if (wait > 0) await sleep(wait);
    const def = mutationNamed(item.name);
    nextStart = now() + (def.delayMs ?? DEFAULT_REPLAY_DELAY_MS);
    const call = def.request(item.args as never, item.base);
    let res: Response;
    try {
      res = await deps.fetch(`${deps.baseUrl ?? ''}${call.path}`, {
        method: call.method,
        credentials: 'same-origin',
        headers: {
          'content-type': call.contentType ?? 'application/json',
          [SYNC_HEADERS.idempotencyKey]: item.idempotency_key,
          [SYNC_HEADERS.clientId]: clientId,
          [SYNC_HEADERS.mutationSeq]: String(item.seq),
          [SYNC_HEADERS.madeAt]: item.created_at,
        },
        // A file goes as its own bytes (the Blob from the outbox), anything else as JSON.
        body: call.contentType === undefined ? JSON.stringify(call.body) : (call.body as Blob),
      });
    } catch {
      // No answer: the device is offline or the server is down. That says nothing about the
      // change, so it is not counted against it; it simply waits.
      return 'offline';
    }
    if (res.status === 401) {
      await setMeta(db, 'auth_required', true);
      deps.notify({ kind: 'auth-required', title: 'Signed out', text: messages.sync.signInAgain });
      return 'auth-required';
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429) {
      // Only an error of the server's own making counts against the change: a gateway or an
      // overloaded server answering 502/503/504/408/429 fails every change alike.
      if (!SERVER_BUSY.has(res.status) && (await countFailure(deps, item, res.status))) continue;
      return 'server-unavailable';
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) await settle(db, item, (body as { data?: MirrorRow | null } | null)?.data);
    else await reject(deps, item, res.status, body);
  }
}

const SERVER_BUSY = new Set([408, 429, 502, 503, 504]);

/** Notes a server failure on the change; true when that made it stuck (the replay goes on without it). */
async function countFailure(deps: ReplayDeps, item: OutboxItem, status: number): Promise<boolean> {
  const attempts = item.attempts + 1;
  const stuck = attempts >= STUCK_AFTER;
  await deps.db.outbox.update(item.seq!, { attempts, error: messages.sync.serverFailed(status), ...(stuck ? { stuck: true } : {}) });
  if (stuck) deps.notify({ kind: 'conflict', title: `${item.label}: change stuck`, text: messages.sync.stuck });
  return stuck;
}

/**
 * The server took the change: its row becomes the mirror's, under any later pending changes. An
 * answer of `{ data: null }` says the row is gone (a delete); without a row of this entity, the
 * server's row is the last one known.
 */
async function settle(db: LocalDb, item: OutboxItem, serverRow: MirrorRow | null | undefined): Promise<void> {
  await db.transaction('rw', [db.untypedMirror(item.table), db.outbox, db.shadows, db.meta], async () => {
    await db.outbox.delete(item.seq!);
    const answered = serverRow?.id === item.entity_id ? serverRow : undefined;
    if (answered) await noteAnsweredRow(db, item.table, answered);
    const row = serverRow === null ? null : (answered ?? (await serverRowOf(db, item.table, item.entity_id)));
    await rebaseEntity(db, item.table, item.entity_id, row);
  });
  announce(db.name, { table: item.table, ids: [item.entity_id] });
}

/**
 * The server refused the change: keep it as failed for the panel, fail the later changes to the
 * same object (they were made on top of it), show the server's row again, and say why.
 */
async function reject(deps: ReplayDeps, item: OutboxItem, status: number, body: unknown): Promise<void> {
  const { db } = deps;
  const message = isApiErrorBody(body) ? body.error.message : `The server refused the change (${status}).`;
  const current = status === 409 && body && typeof body === 'object' && 'current' in body ? ((body as ConflictBody).current as MirrorRow | null) : undefined;
  await db.transaction('rw', [db.untypedMirror(item.table), db.outbox, db.shadows, db.conflicts, db.meta], async () => {
    await db.outbox.update(item.seq!, { state: 'failed', error: message, attempts: item.attempts + 1 });
    const later = await db.outbox
      .where('entity')
      .equals(item.entity)
      .filter((i) => i.state === 'pending')
      .toArray();
    for (const l of later) await db.outbox.update(l.seq!, { state: 'failed', error: messages.sync.dependsOnFailed });
    if (current) await noteAnsweredRow(db, item.table, current);
    const server = current !== undefined ? current : await serverRowOf(db, item.table, item.entity_id);
    await rebaseEntity(db, item.table, item.entity_id, status === 404 ? null : server);
    await db.conflicts.add({
      created_at: new Date().toISOString(),
      title: item.label,
      message,
      mutation: item.name,
      table: item.table,
      entity_id: item.entity_id,
      status,
    });
  });
  announce(db.name, { table: item.table, ids: [item.entity_id] });
  const { refusedTitle } = mutationNamed(item.name);
  deps.notify(
    refusedTitle
      ? { kind: 'conflict', title: refusedTitle, text: `${item.label}: ${message}` }
      : { kind: 'conflict', title: `${item.label}: change not saved`, text: message },
  );
}
