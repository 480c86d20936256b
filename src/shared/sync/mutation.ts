import type { z } from 'zod';
import type { SyncTable } from './protocol';

// A write is a named mutation (docs/architecture.md section 2): the args schema, the API call it replays
// as, and a pure function applying it to a local row. The engine knows nothing else about it.
// The call (method, path, body schema) is declared here once: the server registers its route from
// the same definition (src/server/sync/write-route.ts), so the URL and the body cannot drift.

export const DEFAULT_REPLAY_DELAY_MS = 500;

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  method: WriteMethod;
  path: string;
  /** Sent as JSON; or, with contentType, a Blob sent as is (a file upload). */
  body: unknown;
  /** The Content-Type of a binary body; absent for JSON. */
  contentType?: string;
}

/** The documented API call of a write, as the server registers it. */
export interface WriteCall<Body = unknown> {
  method: WriteMethod;
  /** The route, Fastify style: each ':name' segment is filled from the args when the call is made. */
  path: string;
  /** The JSON body the server validates (for an edit: with `base`); absent when the body is a file. */
  body?: z.ZodType<Body>;
}

export interface MutationDef<Args, Row extends { id: string } = { id: string }, Body = unknown> extends WriteCall<Body> {
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

/** A definition as written in an area's *.mutations.ts: the call is made from method, path and these. */
export interface MutationSpec<Args, Row extends { id: string }, Body> extends Omit<MutationDef<Args, Row, Body>, 'request'> {
  /** The values of the path's ':name' segments; by default the args' fields of those names. */
  params?: (args: Args) => Record<string, string>;
  /** The JSON body when it is not the args themselves (with `base` for an edit). */
  bodyOf?: (args: Args, base: Record<string, unknown> | null) => unknown;
  /** A body that is a file, sent as is, with what goes in the query string. */
  file?: (args: Args) => { blob: Blob; contentType: string; query: Record<string, string> };
}

export type AnyMutation = MutationDef<never, { id: string }>;

const fieldOf = (args: unknown, name: string): string => {
  const value: unknown = typeof args === 'object' && args !== null ? Object.getOwnPropertyDescriptor(args, name)?.value : undefined;
  if (typeof value !== 'string' || value === '') throw new Error(`The call needs ${name}`);
  return value;
};

/** The path with its ':name' segments filled in. */
export function fillPath(path: string, values: (name: string) => string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => encodeURIComponent(values(name)));
}

/** Typed helper: keeps Args, Row and Body inferred, and makes the call from the declared route. */
export function defineMutation<Args, Row extends { id: string }, Body = unknown>(spec: MutationSpec<Args, Row, Body>): MutationDef<Args, Row, Body> {
  const { params, bodyOf, file, ...def } = spec;
  const request = (args: Args, base: Record<string, unknown> | null): ApiCall => {
    const given = params?.(args);
    const path = fillPath(def.path, (name) => given?.[name] ?? fieldOf(args, name));
    if (file) {
      const f = file(args);
      return { method: def.method, path: `${path}?${new URLSearchParams(f.query)}`, body: f.blob, contentType: f.contentType };
    }
    const body = bodyOf ? bodyOf(args, base) : base ? { ...args, base } : args;
    return { method: def.method, path, body };
  };
  return { ...def, request };
}
