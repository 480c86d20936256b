import { defineTask } from '../../src/server/workers/worker-pool';

// Tasks for the worker pool's own test: one that answers, one that never ends, one that fills its heap.

export function double(n: number): number {
  return n * 2;
}

export function spinFor(ms: number): number {
  const end = Date.now() + ms;
  let n = 0;
  while (Date.now() < end) n++;
  return n;
}

export function fillHeap(): number {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length));
}

export const doubleTask = defineTask(import.meta.url, double);
export const spinTask = defineTask(import.meta.url, spinFor);
export const fillHeapTask = defineTask(import.meta.url, fillHeap);
