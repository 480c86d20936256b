// The messages between the server's thread and the embedded database's own thread
// (pglite-thread.ts and pglite-thread.worker.ts).

/** `low`: background work (background-work.ts), answered when no other request waits. */
export type ThreadRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; textTypes: number[]; tx: number | null; low: boolean }
  | { id: number; kind: 'exec'; sql: string; tx: number | null; low: boolean }
  | { id: number; kind: 'begin'; low: boolean }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

/** A database error as PostgreSQL reports it (code, detail, constraint ...), rebuilt on the server's thread. */
export interface ThreadError {
  message: string;
  fields: Record<string, string | number | undefined>;
}

export type ThreadAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** What the thread is started with. */
export interface ThreadData {
  dataDir: string;
}
