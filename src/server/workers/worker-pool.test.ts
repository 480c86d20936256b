import { afterAll, describe, expect, it } from 'vitest';
import { doubleTask, fillHeapTask, spinTask } from '../../../tests/helpers/sample-tasks.worker';
import { closeWorkerPool, runTask, WorkerTaskError } from './worker-pool';

afterAll(closeWorkerPool);

describe('worker pool', () => {
  it('answers what the task answers, off the request thread', async () => {
    expect(await runTask(doubleTask, 21)).toBe(42);
  });

  it('ends a task past its time and runs the next one on a fresh thread', async () => {
    const error = await runTask(spinTask, 60_000, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect((error as WorkerTaskError).reason).toBe('timeout');
    expect(await runTask(doubleTask, 2)).toBe(4);
  });

  it('ends a task that fills its heap, and the server goes on', async () => {
    const error = await runTask(fillHeapTask, undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect((error as WorkerTaskError).reason).toBe('memory');
    expect(await runTask(doubleTask, 3)).toBe(6);
  });
});
