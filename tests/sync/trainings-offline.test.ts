// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../../src/server/db/schema/people';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { participantAdd, participantResult, participantStatus, trainingAdd, trainingProgramAdd } from '../../src/shared/trainings/trainings.mutations';
import {
  TRAINING_BULK_DELAY_MS,
  type ParticipantItem,
  type ParticipantResult,
  type ParticipantStatus,
  type TrainingItem,
} from '../../src/shared/trainings/trainings.schema';
import { mutate } from '../../src/sync/outbox';
import { activityPage } from '../helpers/activity-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { device } from './device';
import { useApiTest } from '../helpers/api-test';

// A trainer with no network: a program, its first and second session, five participants, then
// their attendance and results, all made offline, reach the real app in order once back, 500 ms
// apart; a person who has left fails alone with 'unable to add person' (and their marks with it)
// while the others go on.
const { t, facts } = useApiTest();
beforeAll(() => {
  vi.stubGlobal('navigator', { onLine: true });
});
afterAll(() => vi.unstubAllGlobals());

const admin = () => t.as(DEMO_EMAILS.admin);
const serverParticipant = async (id: string) => {
  const res = await (await admin()).get(`/api/trainings/participants/${id}`);
  return res.statusCode === 200 ? res.json<{ participant: ParticipantItem }>().participant : null;
};

describe('a session prepared and marked offline', () => {
  it('replays program, sessions, participants and marks in order; the one who left fails alone', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    const people = facts.peopleOf('Demo Company').slice(60, 65);
    const leaver = people[2]!;
    await t.db.update(employees).set({ active_until: '2025-12-31' }).where(eq(employees.id, leaver.id));
    try {
      const programId = uuidv7();
      const firstId = uuidv7();
      const secondId = uuidv7();
      await mutate(d.db, trainingProgramAdd, { id: programId, program_name: 'Offline academy' });
      await mutate(d.db, trainingAdd, {
        id: firstId,
        program_id: programId,
        is_first_training: 1,
        program_name: 'Offline academy',
        name: 'Day one',
        cost: '250',
        date: '2026-12-10',
        leverancier: 'Sales Impact Academy',
        is_visible_for_employees: 1,
        is_price_visible_for_employees: 1,
        selected_teams: '',
        falls_under_fla: 1,
        start_date: '2026-12-10',
        end_date: '2026-12-10',
        training_amount_selection: 'minutes',
        training_amount_minutes: 450,
      });
      // A later session names only its program: the server copies the first session's fields.
      await mutate(d.db, trainingAdd, { id: secondId, program_id: programId, is_first_training: 0 });
      const ids = people.map(() => uuidv7());
      for (const [i, p] of people.entries()) await mutate(d.db, participantAdd, { id: ids[i]!, training_id: secondId, employee_id: p.id }, { label: p.name });
      const marks: [ParticipantStatus, ParticipantResult][] = [
        ['followed', 'passed'],
        ['followed', 'not_passed'],
        ['followed', 'passed'],
        ['not_pursued', 'no_result'],
        ['not_fitting', 'interrupted'],
      ];
      for (const [i, [status]] of marks.entries()) await mutate(d.db, participantStatus, { participant_id: ids[i]!, status }, { label: people[i]!.name });
      for (const [i, [, result]] of marks.entries()) await mutate(d.db, participantResult, { participant_id: ids[i]!, result }, { label: people[i]!.name });

      // Every tap is in the mirror at once.
      expect(await d.db.mirror('training_participants').get(ids[3]!)).toMatchObject({ status: 'not_pursued', result: 'no_result' });
      expect(await d.db.outbox.count()).toBe(3 + 5 + 10);

      expect(await d.replay()).toBe('done');
      const writes = d.net.calls.filter((c) => c.method === 'POST').map((c) => [c.path.replace('/api/trainings/', ''), c.status]);
      expect(writes).toEqual([
        ['programs/add', 200],
        ['add', 200],
        ['add', 200],
        ...people.map((_, i) => ['participants/add', i === 2 ? 400 : 200]),
        ...[0, 1, 3, 4].map(() => ['participants/status', 200]),
        ...[0, 1, 3, 4].map(() => ['participants/result', 200]),
      ]);
      // The delay before each item after the first.
      expect(d.delays).toEqual(Array.from({ length: writes.length - 1 }, () => TRAINING_BULK_DELAY_MS));

      const failed = await d.db.outbox.toArray();
      expect(failed.map((i) => [i.name, i.entity_id, i.state])).toEqual([
        ['participant.add', ids[2], 'failed'],
        ['participant.status', ids[2], 'failed'],
        ['participant.result', ids[2], 'failed'],
      ]);
      expect(failed[0]!.error).toBe(messages.trainings.personLeft(leaver.name));
      expect(d.notices).toEqual([
        { kind: 'conflict', title: messages.trainings.unableToAdd, text: `${leaver.name}: ${messages.trainings.personLeft(leaver.name)}` },
      ]);

      const session = (await (await admin()).get(`/api/trainings/${secondId}/detail`)).json<{ details: TrainingItem }>().details;
      expect(session).toMatchObject({
        name: 'Session 2',
        program_id: programId,
        program_name: 'Offline academy',
        cost: '250.00',
        falls_under_fla: 1,
        training_amount_minutes: 450,
      });
      for (const [i, [status, result]] of marks.entries()) {
        const server = await serverParticipant(ids[i]!);
        if (i === 2) expect(server).toBeNull();
        else expect(server).toMatchObject({ status, result, employee_id: people[i]!.id, person_name: people[i]!.name });
      }
      expect(await d.db.mirror('training_participants').get(ids[2]!)).toBeUndefined();
      expect(await d.db.mirror('training_participants').get(ids[0]!)).toMatchObject({ person_name: people[0]!.name, status: 'followed', result: 'passed' });
      const feed = (await activityPage(await admin(), 'training_participant', ids[1]!)).data.map((a) => a.event_type);
      expect(feed).toEqual(['participant_result_changed', 'participant_status_changed']);
    } finally {
      await t.db.update(employees).set({ active_until: leaver.active_until }).where(eq(employees.id, leaver.id));
    }
  });
});
