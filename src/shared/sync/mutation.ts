import type { z } from 'zod';
import type { SyncTable } from './protocol';

// A write is a named mutation (ARCHITECTURE.md section 2): the args schema, the API call it replays
// as, and a pure function applying it to a local row. The engine knows nothing else about it.

export const DEFAULT_REPLAY_DELAY_MS = 500;

export interface ApiCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Sent as JSON; or, with contentType, a Blob sent as is (a file upload). */
  body: unknown;
  /** The Content-Type of a binary body; absent for JSON. */
  contentType?: string;
}

export interface MutationDef<Args, Row extends { id: string } = { id: string }> {
  name: string;
  /** What the change is, for the sync panel: 'Edit vehicle'. */
  title: string;
  args: z.ZodType<Args>;
  /** The mirrored table and row the mutation changes (the row may not exist yet: a create). */
  table: SyncTable;
  entityId: (args: Args) => string;
  /** The documented API call; `base` holds the changed fields' values as the client last saw them. */
  request: (args: Args, base: Record<string, unknown> | null) => ApiCall;
  /** The local row after the change; null for a create that has no row yet. Pure. */
  apply: (row: Row | null, args: Args) => Row | null;
  /** The fields the change sets, so their values before it can be sent as `base`. */
  changedFields?: (args: Args) => string[];
  /** How to name the object in a toast, e.g. 'Car 1-ABC-123'. */
  describe: (row: Row | null, args: Args) => string;
  /** Pause after this item before the next one is sent (spec: 500 ms; 600 ms for bulk assets). */
  delayMs?: number;
  /** The toast title when the server refuses it, where the spec names one ('Could not create asset'). */
  refusedTitle?: string;
}

export type AnyMutation = MutationDef<never, { id: string }>;

/** Typed helper: keeps Args and Row inferred from the definition. */
export function defineMutation<Args, Row extends { id: string }>(def: MutationDef<Args, Row>): MutationDef<Args, Row> {
  return def;
}
