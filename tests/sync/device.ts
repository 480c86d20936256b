import 'fake-indexeddb/auto';
import { expect } from 'vitest';
import { SYNC_HEADERS } from '../../src/shared/sync/protocol';
import { LocalDb, type MirrorRow } from '../../src/sync/local-db';
import type { SyncNotice } from '../../src/sync/notices';
import { pullChanges } from '../../src/sync/pull';
import { replayOutbox } from '../../src/sync/replay';
import { replayClock } from '../helpers/replay-clock';
import { injectFetch, type InjectFetch } from '../helpers/inject-fetch';
import type { TestApp } from '../helpers/test-app';

export interface Device {
  db: LocalDb;
  net: InjectFetch;
  notices: SyncNotice[];
  /** Delays asked for between items, in order. */
  delays: number[];
  pull: () => ReturnType<typeof pullChanges>;
  replay: () => ReturnType<typeof replayOutbox>;
  car: (id: string) => Promise<MirrorRow | undefined>;
}

let n = 0;

/** A browser profile signed in as this user: its own local database, talking to the real app. */
export async function device(t: TestApp, email: string): Promise<Device> {
  const net = injectFetch(t.app, await t.login(email));
  const db = new LocalDb(`test-device-${++n}-${Date.now()}`);
  const notices: SyncNotice[] = [];
  const clock = replayClock();
  const deps = { db, fetch: net.fetch, notify: (x: SyncNotice) => notices.push(x), sleep: clock.sleep, now: clock.now };
  return {
    db,
    net,
    notices,
    delays: clock.sleeps,
    pull: () => pullChanges(deps),
    replay: () => replayOutbox(deps),
    car: (id) => db.mirror('cars').get(id),
  };
}

/** The car as the server has it now. */
export async function serverCar(t: TestApp, id: string): Promise<Record<string, unknown>> {
  const res = await (await t.as('admin@demo.test')).get(`/api/cars/${id}/detail`);
  return (res.json() as { details: Record<string, unknown> }).details;
}

/** The writes the device posted and the server answered: asserted to be `expected` ([path, status]) and sent in mutation-number order. */
export function expectWritesPostedInOrder(d: Device, expected: [path: string, status: number][]) {
  const writes = d.net.calls.filter((c) => c.method === 'POST' && c.status !== undefined);
  expect(writes.map((c) => [c.path, c.status])).toEqual(expected);
  const seqs = writes.map((c) => Number(c.headers[SYNC_HEADERS.mutationSeq]));
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
}
