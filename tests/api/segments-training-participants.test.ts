import { beforeAll, describe, expect, it } from 'vitest';
import type { SegmentDefinitionInput } from '../../src/shared/segments/segment.schema';
import type { ParticipantItem, TrainingItem, TrainingListRow } from '../../src/shared/trainings/trainings.schema';
import { managerScope } from '../helpers/demo-facts';
import { savedSegment } from '../helpers/segments-api';
import { pullAll } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { getOk, useTrainingsTest } from '../helpers/trainings-api';

// The SQL of segments on training participants (segment-columns.ts) over the demo data: the
// built-in 'All participants' and status, result, team, training and date conditions count what
// the pulled rows say, on /api/trainings/list and a training's participants.
const s = useTrainingsTest();
let trainings: TrainingItem[];
let participants: ParticipantItem[];
beforeAll(async () => {
  const pages = await pullAll(s.admin);
  trainings = pages.flatMap((p) => (p.changes.trainings ?? []) as unknown as TrainingItem[]);
  participants = pages.flatMap((p) => (p.changes.training_participants ?? []) as unknown as ParticipantItem[]);
});

async function countOf(c: Client, definition: SegmentDefinitionInput): Promise<number> {
  const id = await savedSegment(s.admin, { object_type: 'training_participant', definition });
  return (await getOk<{ count: number; data: TrainingListRow[] }>(c, '/api/trainings/list', { segment_id: id, per_page: 1 })).count;
}

describe('segments of training participants', () => {
  it('All participants: every participant', async () => {
    expect((await getOk<{ count: number }>(s.admin, '/api/trainings/list', { segment_id: 'all' })).count).toBe(participants.length);
  });

  it('status and result conditions, alone and together', async () => {
    expect(await countOf(s.admin, { match: 'all', conditions: [{ field: 'status', op: 'equals', value: 'followed' }] })).toBe(
      participants.filter((p) => p.status === 'followed').length,
    );
    expect(await countOf(s.admin, { match: 'all', conditions: [{ field: 'result', op: 'not_equals', value: 'passed' }] })).toBe(
      participants.filter((p) => p.result !== 'passed').length,
    );
    const both = participants.filter((p) => p.status === 'followed' && p.result === 'not_passed').length;
    expect(both).toBeGreaterThan(0);
    expect(
      await countOf(s.admin, {
        match: 'all',
        conditions: [
          { field: 'status', op: 'equals', value: 'followed' },
          { field: 'result', op: 'equals', value: 'not_passed' },
        ],
      }),
    ).toBe(both);
    const either = participants.filter((p) => p.status === 'not_pursued' || p.result === 'interrupted').length;
    expect(
      await countOf(s.admin, {
        match: 'any',
        conditions: [
          { field: 'status', op: 'equals', value: 'not_pursued' },
          { field: 'result', op: 'equals', value: 'interrupted' },
        ],
      }),
    ).toBe(either);
  });

  it('team, training, program and date conditions', async () => {
    const sales = s.facts.teamId('Demo Company', 'Sales');
    const inSales = new Set(
      s.facts
        .peopleOf('Demo Company', { includeFormer: true })
        .filter((p) => p.team_ids.includes(sales))
        .map((p) => p.id),
    );
    expect(await countOf(s.admin, { match: 'all', conditions: [{ field: 'team', op: 'in_team', value: sales }] })).toBe(
      participants.filter((p) => inSales.has(p.employee_id)).length,
    );
    const negotiation = trainings.find((t) => t.name === 'Negotiation')!;
    expect(await countOf(s.admin, { match: 'all', conditions: [{ field: 'training', op: 'equals', value: 'Negotiation' }] })).toBe(30);
    const academy = new Set(trainings.filter((t) => t.program_id === negotiation.program_id).map((t) => t.id));
    expect(await countOf(s.admin, { match: 'all', conditions: [{ field: 'program', op: 'contains', value: 'sales acad' }] })).toBe(
      participants.filter((p) => academy.has(p.training_id)).length,
    );
    const today = new Date().toISOString().slice(0, 10);
    const dateOf = new Map(trainings.map((t) => [t.id, t.date ?? '']));
    expect(await countOf(s.admin, { match: 'all', conditions: [{ field: 'date', op: 'after', value: today }] })).toBe(
      participants.filter((p) => dateOf.get(p.training_id)! > today).length,
    );
  });

  it('stay within the team-only manager’s teams, on the list and a training’s participants', async () => {
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const { members } = managerScope(s.facts);
    const mine = participants.filter((p) => members.has(p.employee_id));
    expect(await countOf(manager, { match: 'all', conditions: [{ field: 'status', op: 'equals', value: 'reserved' }] })).toBe(
      mine.filter((p) => p.status === 'reserved').length,
    );
    const session = trainings.find((t) => t.name === 'Prospecting and first calls')!;
    const id = await savedSegment(s.admin, {
      object_type: 'training_participant',
      definition: { match: 'all', conditions: [{ field: 'result', op: 'equals', value: 'passed' }] },
    });
    const page = await getOk<{ total: number }>(s.admin, `/api/trainings/${session.id}/participants`, { segment_id: id });
    expect(page.total).toBe(participants.filter((p) => p.training_id === session.id && p.result === 'passed').length);
  });
});
