// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BULK_ASSIGN_DELAY_MS } from '../shared/assets/assets.schema';
import { assetAssign } from '../shared/assets/assets.mutations';
import { uuidv7 } from '../shared/ids';
import { replayClock } from '../../tests/helpers/replay-clock';
import { LocalDb } from './local-db';
import { mutate } from './outbox';
import { replayOutbox } from './replay';

// The spec's per-item delay is the pace of the replay: an item starts that long after the previous
// one started, so the server's answer time is part of the delay, not added to it.
const typeId = '0190d8a0-0000-7000-8000-0000000000a1';

async function replayWithAnswersTaking(answerMs: number[]) {
  const db = new LocalDb(`pacing-${uuidv7()}`);
  for (let i = 0; i < answerMs.length; i++) {
    await mutate(
      db,
      assetAssign,
      { id: uuidv7(), asset_type_id: typeId, owner_employee_id: uuidv7(), price: null, insert_method: 'bulk' },
      { label: `item ${i}` },
    );
  }
  const clock = replayClock();
  const starts: number[] = [];
  const inFlight = { now: 0, most: 0 };
  const fetch = (async (_url: string, init?: RequestInit) => {
    starts.push(clock.now());
    inFlight.most = Math.max(inFlight.most, ++inFlight.now);
    clock.request(answerMs[starts.length - 1]!);
    inFlight.now--;
    const { id } = JSON.parse(String(init?.body)) as { id: string };
    return new Response(JSON.stringify({ data: { id, version: 1 } }), { status: 200 });
  }) as typeof globalThis.fetch;
  expect(await replayOutbox({ db, fetch, sleep: clock.sleep, now: clock.now, notify: () => {} })).toBe('done');
  return { starts, sleeps: clock.sleeps, most: inFlight.most };
}

describe('the replay pace', () => {
  it('starts each item the delay after the previous one started, the answer time included', async () => {
    const { starts, sleeps } = await replayWithAnswersTaking([200, 150, 0, 10]);
    expect(starts).toEqual([0, 1, 2, 3].map((i) => i * BULK_ASSIGN_DELAY_MS));
    expect(sleeps).toEqual([BULK_ASSIGN_DELAY_MS - 200, BULK_ASSIGN_DELAY_MS - 150, BULK_ASSIGN_DELAY_MS]);
  });

  it('waits for an answer slower than the delay and sends the next at once, one request at a time', async () => {
    const { starts, sleeps, most } = await replayWithAnswersTaking([900, 100, 0]);
    expect(starts).toEqual([0, 900, 900 + BULK_ASSIGN_DELAY_MS]);
    expect(sleeps).toEqual([BULK_ASSIGN_DELAY_MS - 100]);
    expect(most).toBe(1);
  });
});
