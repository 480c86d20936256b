import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

// Heavy work (an Excel export, a PDF, an import's planning, a document's conversion) runs here, off
// the request thread, so that one user's export never holds another's request or /api/health.
// One pool for the process: on 2 cores one worker thread leaves the main thread to the requests, and
// the tasks queue behind it. A task is bounded in time and memory: past its limit its thread is
// ended, the caller gets a WorkerTaskError, and the next task gets a fresh thread.

/** A function exported by a worker module (`<name>.worker.ts`), which names it once: `export const task = defineTask(import.meta.url, fn)`. */
export interface WorkerTask<In, Out> {
  readonly filename: string;
  readonly name: string;
  /** Type-only: what the task takes and answers. */
  readonly _types?: (input: In) => Out;
}

export const defineTask = <In, Out>(moduleUrl: string, fn: (input: In) => Out | Promise<Out>): WorkerTask<In, Awaited<Out>> => ({
  filename: moduleUrl,
  name: fn.name,
});

export class WorkerTaskError extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory',
    message: string,
  ) {
    super(message);
  }
}

/** The time a task may take by default; a caller may give its own. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** A task's heap: a bomb in a file runs out of it instead of the server's memory. */
const MAX_HEAP_MB = 512;

let pool: Piscina | null = null;

function poolOf(): Piscina {
  pool ??= new Piscina({
    // The modules are TypeScript when the server runs from source (tsx, vitest): the thread loads them the same way.
    execArgv: import.meta.url.endsWith('.ts') ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
  });
  return pool;
}

/**
 * Runs a task in a worker thread; past `timeoutMs` or the heap limit it rejects with what
 * `beyondBounds` makes (the caller's clear answer to the user), else with a WorkerTaskError.
 */
export async function runTask<In, Out>(
  task: WorkerTask<In, Out>,
  input: In,
  opts: { timeoutMs?: number; transferList?: ArrayBuffer[]; beyondBounds?: () => Error } = {},
): Promise<Out> {
  const signal = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return (await poolOf().run(input, { filename: task.filename, name: task.name, signal, transferList: opts.transferList })) as Out;
  } catch (err) {
    const reason = signal.aborted ? 'timeout' : (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : null;
    if (!reason) throw err;
    throw opts.beyondBounds?.() ?? new WorkerTaskError(reason, `${task.name} ${reason === 'timeout' ? 'took longer' : 'needed more memory'} than allowed.`);
  }
}

/** Ends the threads (the app's onClose): a stopped server or a finished test file leaves none running. */
export async function closeWorkerPool(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.destroy();
}
