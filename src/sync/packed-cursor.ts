import { cmp, type DBCoreCursor, type DBCoreOpenCursorRequest } from 'dexie';
import type { Entry } from './pack-format';

/**
 * A DBCore cursor over entries already read and sorted (a packed table's rows merged with those
 * stored alone), following IndexedDB's own (dexie.mjs, the base cursor): `start(onNext)` calls
 * onNext once per position until `stop()`; `continue(key)` skips to the first key not before it.
 * It loops instead of recursing, so 100,000 rows do not grow the stack; a `continue()` called
 * later resumes the loop in a microtask.
 */
export function entriesCursor(req: DBCoreOpenCursorRequest, entries: Entry[], copy: (e: Entry) => unknown): DBCoreCursor {
  const sign = req.reverse ? -1 : 1;
  let pos = 0;
  let stopped = false;
  let looping = false;
  let moved = false;
  let onNext: (() => void) | null = null;
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
  const step = () => {
    moved = true;
    if (!looping) queueMicrotask(loop);
  };
  const before = (e: Entry, key: unknown) => cmp(e.key, key) * sign < 0;
  const cursor: DBCoreCursor & { done: boolean } = {
    trans: req.trans,
    done: false,
    get key() {
      return entries[pos]?.key;
    },
    get primaryKey() {
      return entries[pos]?.pk;
    },
    get value() {
      const e = entries[pos];
      return e && req.values !== false ? copy(e) : undefined;
    },
    continue(key?: unknown) {
      if (key === undefined) pos++;
      else while (pos < entries.length && before(entries[pos]!, key)) pos++;
      step();
    },
    continuePrimaryKey(key: unknown, primaryKey: unknown) {
      const ahead = (e: Entry) => before(e, key) || (cmp(e.key, key) === 0 && cmp(e.pk, primaryKey) * sign < 0);
      while (pos < entries.length && ahead(entries[pos]!)) pos++;
      step();
    },
    advance(count: number) {
      pos += count;
      step();
    },
    start(callback: () => void) {
      onNext = callback;
      const started = new Promise((resolve, reject) => (settle = { resolve, reject }));
      moved = true;
      loop();
      return started;
    },
    stop(value?: unknown) {
      stopped = true;
      settle?.resolve(value);
    },
    fail(error: Error) {
      stopped = true;
      settle?.reject(error);
    },
    next() {
      let first = true;
      return this.start(() => {
        if (!first) return this.stop();
        first = false;
        this.continue();
      }).then(() => this);
    },
  };
  function loop() {
    looping = true;
    try {
      while (moved && !stopped) {
        moved = false;
        if (pos >= entries.length) {
          cursor.done = true;
          cursor.stop();
          break;
        }
        try {
          onNext!();
        } catch (err) {
          cursor.fail(err as Error);
        }
      }
    } finally {
      looping = false;
    }
  }
  return cursor;
}
