// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { TRAINING_BULK_DELAY_MS, type ParticipantItem } from '../../../shared/trainings/trainings.schema';
import { mutate } from '../../../sync/outbox';
import { LocalDb, type MirrorRow } from '../../../sync/local-db';
import type { SyncNotice } from '../../../sync/notices';
import { replayOutbox } from '../../../sync/replay';
import { replayClock } from '../../../../tests/helpers/replay-clock';
import { itemStates, readBatch, summarize } from '../../lib/bulk-batch';
import { batchKey, newParticipantBatch, settledCheck, startParticipantBatch, type ParticipantBatch } from './participant-batch';

const training = '0190d8a0-0000-7000-8000-0000000000f1';
const emp = (n: number) => `0190d8a0-0000-7000-8000-00000000000${n}`;
const part = (n: number) => `0190d8a0-0000-7000-8000-0000000000b${n}`;
const row = (n: number, name: string): ParticipantItem & MirrorRow => ({
  id: part(n),
  training_id: training,
  employee_id: emp(n),
  person_name: name,
  avatar: null,
  status: 'reserved',
  result: 'to_be_completed',
  created_at: '',
  version: 1,
  updated_at: '',
});
const people = [
  { participant_id: part(3), employee_id: emp(3), name: 'Cas' },
  { participant_id: part(1), employee_id: emp(1), name: 'Ann' },
  { participant_id: part(2), employee_id: emp(2), name: 'Bob' },
];

const states = async (db: LocalDb, kind: 'add' | 'status' | 'result' | 'remove') => {
  const batch = (await readBatch(db, batchKey(kind, training))) as ParticipantBatch;
  const found = await db.untypedMirror('training_participants').bulkGet(batch.items.map((i) => i.entity_id));
  const rows = new Map(found.filter((r): r is MirrorRow => !!r).map((r) => [r.id, r]));
  return itemStates(batch.items, await db.outbox.orderBy('seq').toArray(), rows, false, settledCheck(kind));
};

describe('a trainings bulk batch', () => {
  it('adds people in name order with ids made here, one participant.add each, labelled with the name', async () => {
    const db = new LocalDb(`tbulk-${Date.now()}-a`);
    const batch = newParticipantBatch(
      'add',
      training,
      people.map(({ employee_id, name }) => ({ employee_id, name })),
    );
    expect(batch.items.map((i) => i.person_name)).toEqual(['Ann', 'Bob', 'Cas']);
    await startParticipantBatch(db, batch, (def, args, opts) => mutate(db, def, args, opts));
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((o) => [o.name, o.label, (o.args as { employee_id: string }).employee_id])).toEqual([
      ['participant.add', 'Ann', emp(1)],
      ['participant.add', 'Bob', emp(2)],
      ['participant.add', 'Cas', emp(3)],
    ]);
    expect(outbox.map((o) => o.entity_id)).toEqual(batch.items.map((i) => i.participant_id));
  });

  it('removes one at a time 500 ms apart: a 404 fails that person with the engine toast, the others are removed', async () => {
    const db = new LocalDb(`tbulk-${Date.now()}-b`);
    await db.mirror('training_participants').bulkPut([row(1, 'Ann'), row(2, 'Bob'), row(3, 'Cas')]);
    await startParticipantBatch(db, newParticipantBatch('remove', training, people), (def, args, opts) => mutate(db, def, args, opts));
    expect(await db.mirror('training_participants').count()).toBe(0);
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { employee_id: string };
      if (body.employee_id === emp(2))
        return new Response(JSON.stringify({ error: { code: 'not_found', message: messages.trainings.participantNotFound } }), { status: 404 });
      return new Response(JSON.stringify({ data: null }), { status: 200 });
    }) as typeof globalThis.fetch;
    const clock = replayClock();
    const notices: SyncNotice[] = [];
    expect(await replayOutbox({ db, fetch, sleep: clock.sleep, now: clock.now, notify: (n) => notices.push(n) })).toBe('done');
    expect(clock.sleeps).toEqual([TRAINING_BULK_DELAY_MS, TRAINING_BULK_DELAY_MS]);
    expect(notices).toEqual([{ kind: 'conflict', title: messages.trainings.unableToRemove, text: `Bob: ${messages.trainings.participantNotFound}` }]);
    const s = await states(db, 'remove');
    expect(s).toEqual([{ state: 'done' }, { state: 'failed', error: messages.trainings.participantNotFound }, { state: 'done' }]);
    expect(summarize(s)).toMatchObject({ total: 3, succeeded: 2, failed: 1, finished: true });
  });

  it('changes a status: done once the row has the new status, sent with the old one as base', async () => {
    const db = new LocalDb(`tbulk-${Date.now()}-c`);
    await db.mirror('training_participants').bulkPut([row(1, 'Ann'), row(2, 'Bob')]);
    await startParticipantBatch(db, newParticipantBatch('status', training, people.slice(1), 'followed'), (def, args, opts) => mutate(db, def, args, opts));
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((o) => [o.name, o.base])).toEqual([
      ['participant.status', { status: 'reserved' }],
      ['participant.status', { status: 'reserved' }],
    ]);
    const fetch = (async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { participant_id: string; status: string };
      const n = body.participant_id === part(1) ? 1 : 2;
      return new Response(JSON.stringify({ data: { ...row(n, n === 1 ? 'Ann' : 'Bob'), status: body.status, version: 2 } }), { status: 200 });
    }) as typeof globalThis.fetch;
    await replayOutbox({ db, fetch, sleep: async () => {}, notify: () => {} });
    expect((await states(db, 'status')).map((x) => x.state)).toEqual(['done', 'done']);
  });
});
