import { z } from 'zod';
import { SHARED_AREAS } from '../areas';
import type { AnySharedArea, MirroredTable } from './area';
import type { SyncRows } from './sync-rows';

// The sync protocol (docs/architecture.md section 5): what the pull answers and what every replayed
// write carries. One file, read by the server, the engine in src/sync and the service worker.

// Nothing imported by an area's mutations or schemas may import this file's values: it reads the
// areas, so such an import would be a cycle (editBaseSchema lives in edit-base.ts for that reason).

type TablesOf<Areas> = Areas extends readonly [infer First, ...infer Rest]
  ? [...(First extends { readonly tables: infer T extends readonly MirroredTable[] } ? T : []), ...TablesOf<Rest>]
  : [];
type NamesOf<Tables> = { readonly [K in keyof Tables]: Tables[K] extends MirroredTable<infer Name> ? Name : never };

/** Mirrored tables, in the order a first download fills them: the areas' tables, in the areas' order. */
export const SYNC_TABLES = tableNames(SHARED_AREAS);

/** Every mirrored table with its Dexie indexes, in SYNC_TABLES' order: the browser's stores. */
export const MIRRORED_TABLES: readonly MirroredTable[] = SHARED_AREAS.flatMap((a): readonly MirroredTable[] => a.tables);

// The overload gives the literal tuple type; the body computes the same list.
function tableNames<const Areas extends readonly AnySharedArea[]>(areas: Areas): NamesOf<TablesOf<Areas>>;
function tableNames(areas: readonly AnySharedArea[]): readonly string[] {
  return areas.flatMap((a) => a.tables.map((t) => t.name));
}
export type SyncTable = (typeof SYNC_TABLES)[number];

/** At most this many rows (and removals) per pull answer; the client asks again while `more`. */
export const PULL_PAGE_SIZE = 5000;
export const PULL_INTERVAL_MS = 60_000;

export const pullQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().default(0),
  /** The scope the client's mirror was built for; when it differs, the answer says `reset`. */
  scope: z.string().max(128).optional(),
});
export type PullQuery = z.output<typeof pullQuerySchema>;

export interface PullRemoval {
  table: SyncTable;
  id: string;
  version: number;
}

export interface PullAnswer {
  /** Pass back as `cursor` next time. */
  cursor: number;
  /** More changes wait: pull again at once with the new cursor. */
  more: boolean;
  /**
   * What this user may see (role, rights, teams ...), as an opaque fingerprint. When the client's
   * mirror was built for another scope it must drop the mirror and pull again from cursor 0.
   */
  scope: string;
  /** True when the request's `scope` differs from `scope`: the rows below start a new mirror. */
  reset: boolean;
  /** Changed rows the user may see, per table, in the list endpoints' shape, each with `version`. */
  changes: { [T in SyncTable]?: SyncRows[T][] };
  /** Rows deleted, or changed so that this user may no longer see them. */
  removals: PullRemoval[];
}

/** Headers of every replayed write. */
export const SYNC_HEADERS = {
  idempotencyKey: 'idempotency-key',
  clientId: 'x-client-id',
  mutationSeq: 'x-mutation-seq',
  /** When the change was made on the device (ISO time), for the activity feed. */
  madeAt: 'x-mutation-made-at',
} as const;

export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
export const MAX_CLIENT_ID_LENGTH = 100;

/** A 409 answer to an edit whose `base` no longer holds. */
export interface ConflictBody {
  error: { code: 'conflict'; message: string; fields?: Record<string, string> };
  /** The row as it is on the server now (list shape). */
  current: Record<string, unknown> | null;
  /** Who changed it last. */
  changed_by: { id: string | null; name: string | null };
}

/** A write's answer: the row as stored, so the mirror can take it as is. */
export interface WriteAnswer<Row = Record<string, unknown>> {
  data: Row;
}
