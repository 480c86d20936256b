import { AsyncLocalStorage } from 'node:async_hooks';

// The embedded database answers one query at a time: a query of heavy work in the background (an
// import's steps, an export's pages) queued before a person's request would make them wait for it.
// Work run through `inBackground` asks the database's thread to answer the others first
// (pglite-thread.ts). A PostgreSQL server answers each connection on its own: there it changes nothing.

const background = new AsyncLocalStorage<true>();

/** Runs `work` with its queries behind those of the requests waiting. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

/** Whether the current code runs in background work. */
export const isBackground = (): boolean => background.getStore() === true;
