import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A thread of its own for `moduleUrl`, loaded as this process loads its modules: from source (tsx)
 * the TypeScript module is required once tsx's hooks are in place in the thread, since a .ts entry
 * file given to the thread itself is not run through them (the worker pool's piscina threads load
 * theirs with `--import tsx` instead).
 */
export function startThread(moduleUrl: URL, options: Omit<WorkerOptions, 'eval' | 'execArgv'> = {}): Worker {
  const fromSource = moduleUrl.pathname.endsWith('.ts');
  return new Worker(`require(${JSON.stringify(fileURLToPath(moduleUrl))})`, { ...options, eval: true, execArgv: fromSource ? ['--require', 'tsx/cjs'] : [] });
}
