// src/sync is written for the tab and the worker alike. Where it names the DOM's `Navigator` type
// (replay-lock.ts reads navigator.locks), the worker's navigator has the same Web Locks.
interface Navigator {
  readonly locks: LockManager;
}
