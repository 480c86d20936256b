import { SYNC_TABLES, type PullAnswer, type SyncTable } from '../shared/sync/protocol';
import { nextPageOf } from '../shared/sync/pull-next';
import { chainFrom, PageChain, sameQuery, type EarlyPages, type PageFetch, type PullFailure } from './pull-pages';
import { announce } from './mirror-events';
import { entityKey, getMeta, setMeta, type LocalDb, type MirrorRow } from './local-db';
import { putPacked } from './packed-tables';
import { ANSWERED_VERSIONS, rebaseEntity, serverRowOf, type AnsweredVersions } from './rebase';

export interface PullDeps extends PageFetch {
  db: LocalDb;
  /** Pages asked for before this pull (the pull worker's prefetch): taken when they start where it does. */
  early?: EarlyPages | null;
}

export type PullOutcome = { status: 'ok'; rows: number; reset: boolean } | PullFailure;

/** Who runs the tab's pulls (the pull worker, src/sync/pull-in-worker.ts); the engine closes it when it stops. */
export interface Puller {
  pull(db: LocalDb, fetch: typeof globalThis.fetch): Promise<PullOutcome>;
  /** Stops a pull under way: a sign-out deletes the database next, and nothing may write to it after. */
  close(): void;
}

/** When each table last received a pull answer (ISO time), for the storage panel. */
export type TableSyncTimes = Partial<Record<SyncTable, string>>;

/**
 * From this many rows of one table, a page that continues the mirror's own download is stored in
 * packs (src/sync/packed-tables.ts): about 8 µs a row instead of 150 µs a record.
 */
export const PACK_MIN_ROWS = 50;

/**
 * Brings the mirror up to date, page after page; a scope change starts the mirror again from 0.
 * Pages come through a PageChain (src/sync/pull-pages.ts): the next ones are asked for as soon as
 * the server names them, so it reads them while this one is parsed and stored (the cursor and
 * scope it names are the ones this page stores with it).
 */
export async function pullChanges(deps: PullDeps): Promise<PullOutcome> {
  const { db } = deps;
  let total = 0;
  let wasReset = false;
  let chain = chainFrom(deps, { cursor: (await getMeta<number>(db, 'cursor')) ?? 0, scope: await getMeta<string>(db, 'scope') }, deps.early);
  try {
    for (let guard = 0; guard < 10_000; guard++) {
      const page = await chain.take();
      if (!page) throw new Error('The pull asked for no page');
      if (!('body' in page)) return page;
      const parsed = await page.body;
      if (!('answer' in parsed)) return parsed;
      const { answer } = parsed;
      const wanted = nextPageOf(answer);
      // The header and the body say the same; were they ever not to, the body decides.
      if (!sameQuery(wanted, page.ahead)) {
        chain.stop();
        if (wanted) chain = new PageChain(deps, wanted);
      }
      if (answer.reset) {
        await resetMirror(db, answer.scope);
        wasReset = true;
        continue;
      }
      total += await applyAnswer(db, answer, page.after);
      if (!wanted) break;
    }
  } finally {
    chain.stop();
  }
  await setMeta(db, 'last_sync_at', new Date().toISOString());
  return { status: 'ok', rows: total, reset: wasReset };
}

/** What the user may see changed: drop every mirrored row (the outbox stays) and pull from 0. */
export async function resetMirror(db: LocalDb, scope: string): Promise<void> {
  await db.transaction('rw', [...SYNC_TABLES.map((t) => db.untypedMirror(t)), db.meta, db.outbox, db.shadows], async () => {
    for (const t of SYNC_TABLES) await db.untypedMirror(t).clear();
    // Unsent changes stay in view: each is applied again on the row the server last gave us
    // (nothing, for a record made on this device); the new download rebases them once more.
    for (const shadow of await db.shadows.toArray()) {
      const [table, id] = shadow.entity.split(':') as [SyncTable, string];
      await rebaseEntity(db, table, id, shadow.row);
    }
    await setMeta(db, 'cursor', 0);
    await setMeta(db, 'scope', scope);
  });
  for (const table of SYNC_TABLES) announce(db.name, { table, ids: [], all: true });
}

/**
 * Stores a page. When it continues from the mirror's own cursor, every row the mirror holds came
 * from earlier pages (older versions), from this device's pending changes (the shadows) or from a
 * write's answer (noted in ANSWERED_VERSIONS), so the page's rows go in without reading the mirror
 * first: that read was a third of a first download's time. Otherwise (another tab's pull got there
 * first) each row is compared with the mirror's.
 */
async function applyAnswer(db: LocalDb, answer: PullAnswer, after: number): Promise<number> {
  const touched = new Map<SyncTable, string[]>();
  const tables = SYNC_TABLES.map((t) => db.untypedMirror(t));
  let count = 0;
  await db.transaction('rw', [...tables, db.outbox, db.shadows, db.meta], async () => {
    const pendingEntities = new Set((await db.shadows.toCollection().primaryKeys()) as string[]);
    const answered = (await getMeta<AnsweredVersions>(db, ANSWERED_VERSIONS)) ?? {};
    const continues = ((await getMeta<number>(db, 'cursor')) ?? 0) === after;
    for (const table of SYNC_TABLES) {
      const rows = (answer.changes[table] ?? []) as MirrorRow[];
      if (!rows.length) continue;
      count += rows.length;
      touched.set(
        table,
        rows.map((r) => r.id),
      );
      const newerHere = continues ? (row: MirrorRow) => (answered[entityKey(table, row.id)] ?? -1) > row.version : await newerInMirror(db, table, rows);
      const plain = rows.filter((row) => !pendingEntities.has(entityKey(table, row.id)) && !newerHere(row));
      if (continues && plain.length >= PACK_MIN_ROWS) await putPacked(db, table, plain);
      else await db.untypedMirror(table).bulkPut(plain);
      for (const row of rows) {
        if (!pendingEntities.has(entityKey(table, row.id))) continue;
        const known = await serverRowOf(db, table, row.id);
        if (!known || known.version <= row.version) await rebaseEntity(db, table, row.id, row);
      }
    }
    for (const removal of answer.removals) {
      const ids = touched.get(removal.table) ?? [];
      touched.set(removal.table, [...ids, removal.id]);
      if (pendingEntities.has(entityKey(removal.table, removal.id))) await rebaseEntity(db, removal.table, removal.id, null);
      else await db.untypedMirror(removal.table).delete(removal.id);
    }
    const now = new Date().toISOString();
    const times = Object.fromEntries(SYNC_TABLES.map((t) => [t, now])) as TableSyncTimes;
    await setMeta(db, 'table_sync_times', times);
    await setMeta(db, 'cursor', answer.cursor);
    await setMeta(db, 'scope', answer.scope);
    // The cursor passed these: a later page can only bring them newer.
    const still = Object.entries(answered).filter(([, version]) => version > answer.cursor);
    if (still.length !== Object.keys(answered).length) await setMeta(db, ANSWERED_VERSIONS, Object.fromEntries(still));
  });
  for (const [table, ids] of touched) announce(db.name, { table, ids });
  return count;
}

/** Which of a page's rows the mirror holds in a newer version (a write's answer, or a pull that got further). */
async function newerInMirror(db: LocalDb, table: SyncTable, rows: MirrorRow[]): Promise<(row: MirrorRow) => boolean> {
  const existing = await db.untypedMirror(table).bulkGet(rows.map((r) => r.id));
  const newer = new Set(rows.filter((row, i) => (existing[i]?.version ?? -1) > row.version).map((r) => r.id));
  return (row) => newer.has(row.id);
}
