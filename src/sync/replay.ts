import { isApiErrorBody } from '../shared/errors';
import { messages } from '../shared/messages';
import { mutationNamed } from '../shared/sync/catalogue';
import { DEFAULT_REPLAY_DELAY_MS } from '../shared/sync/mutation';
import { SYNC_HEADERS, type ConflictBody } from '../shared/sync/protocol';
import { announce } from './mirror-events';
import { getMeta, setMeta, type LocalDb, type MirrorRow, type OutboxItem } from './local-db';
import { rebaseEntity, serverRowOf } from './rebase';
import type { SyncNotice } from './notices';

export interface ReplayDeps {
  db: LocalDb;
  fetch: typeof fetch;
  /** '' in the browser; an origin in tests. */
  baseUrl?: string;
  sleep?: (ms: number) => Promise<void>;
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

/** Sends the outbox in order, one item at a time with the catalogue's delay between items. */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayOutcome> {
  const { db } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  const clientId = await clientIdOf(db);
  let previousDelay = 0;
  for (;;) {
    const item = await db.outbox.where('state').equals('pending').first();
    if (!item) return 'done';
    if (previousDelay) await sleep(previousDelay);
    const def = mutationNamed(item.name);
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
      await noteAttempt(db, item, 'The server could not be reached.');
      return 'offline';
    }
    if (res.status === 401) {
      await setMeta(db, 'auth_required', true);
      deps.notify({ kind: 'auth-required', title: 'Signed out', text: messages.sync.signInAgain });
      return 'auth-required';
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429) {
      await noteAttempt(db, item, `The server answered ${res.status}; trying again later.`);
      return 'server-unavailable';
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) await settle(db, item, (body as { data?: MirrorRow | null } | null)?.data);
    else await reject(deps, item, res.status, body);
    previousDelay = def.delayMs ?? DEFAULT_REPLAY_DELAY_MS;
  }
}

async function noteAttempt(db: LocalDb, item: OutboxItem, error: string): Promise<void> {
  await db.outbox.update(item.seq!, { attempts: item.attempts + 1, error });
}

/**
 * The server took the change: its row becomes the mirror's, under any later pending changes. An
 * answer of `{ data: null }` says the row is gone (a delete); without a row of this entity, the
 * server's row is the last one known.
 */
async function settle(db: LocalDb, item: OutboxItem, serverRow: MirrorRow | null | undefined): Promise<void> {
  await db.transaction('rw', [db.untypedMirror(item.table), db.outbox, db.shadows], async () => {
    await db.outbox.delete(item.seq!);
    const row = serverRow === null ? null : serverRow?.id === item.entity_id ? serverRow : await serverRowOf(db, item.table, item.entity_id);
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
  await db.transaction('rw', [db.untypedMirror(item.table), db.outbox, db.shadows, db.conflicts], async () => {
    await db.outbox.update(item.seq!, { state: 'failed', error: message, attempts: item.attempts + 1 });
    const later = await db.outbox
      .where('entity')
      .equals(item.entity)
      .filter((i) => i.state === 'pending')
      .toArray();
    for (const l of later) await db.outbox.update(l.seq!, { state: 'failed', error: messages.sync.dependsOnFailed });
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
