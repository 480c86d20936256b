import { beforeAll, describe, expect, it } from 'vitest';
import { PERSON_TRAININGS_PAGE_SIZE, type TrainingListRow } from '../../src/shared/trainings/trainings.schema';
import { fieldNamed } from '../helpers/custom-fields-api';
import { managerScope } from '../helpers/demo-facts';
import { pullAll } from '../helpers/sync-api';
import { DEMO_EMAILS, errorOf, type Client, type Query } from '../helpers/test-app';
import { getOk, useTrainingsTest } from '../helpers/trainings-api';
import type { ParticipantItem, TrainingItem } from '../../src/shared/trainings/trainings.schema';

// GET /api/trainings/list (getTrainings / getTrainingsGrouped) over the demo trainings: rows of
// programs and single trainings with their people, or one row per participant of a segment.
const s = useTrainingsTest();
let mirror: { trainings: TrainingItem[]; participants: ParticipantItem[] };
beforeAll(async () => {
  const pages = await pullAll(s.admin);
  mirror = {
    trainings: pages.flatMap((p) => (p.changes.trainings ?? []) as unknown as TrainingItem[]),
    participants: pages.flatMap((p) => (p.changes.training_participants ?? []) as unknown as ParticipantItem[]),
  };
});

type ListAnswer = { data: TrainingListRow[]; count: number };
const list = (c: Client, q: Query = {}) => getOk<ListAnswer>(c, '/api/trainings/list', { per_page: 2000, ...q });

describe('the list without a segment', () => {
  it('holds programs and single trainings, not sessions; the filter picks one kind', async () => {
    const all = await list(s.admin);
    expect(all.count).toBe(15);
    expect(
      all.data
        .filter((r) => r.kind === 'program')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Management traineeship', 'Sales academy', 'Welcome programme']);
    expect((await list(s.admin, { trainings_filter: 'programs' })).count).toBe(3);
    const singles = await list(s.admin, { trainings_filter: 'trainings' });
    expect(singles.count).toBe(12);
    expect(singles.data.every((r) => r.kind === 'training' && r.is_program === 0)).toBe(true);
  });

  it('gives each row up to 4 people and the count of distinct people (a program’s from its sessions)', async () => {
    const all = await list(s.admin);
    const academy = all.data.find((r) => r.name === 'Sales academy')!;
    const sessionIds = new Set(mirror.trainings.filter((t) => t.program_id === academy.id).map((t) => t.id));
    const people = new Set(mirror.participants.filter((p) => sessionIds.has(p.training_id)).map((p) => p.employee_id));
    expect(academy.employee_count).toBe(people.size);
    expect(academy.employees).toHaveLength(4);
    const first = all.data.find((r) => r.name === 'First aid refresher')!;
    expect(first.employee_count).toBe(mirror.participants.filter((p) => p.training_id === first.id).length);
    expect(first.employees.every((e) => e.name && e.id)).toBe(true);
  });

  it('searches names and session names, and sorts by name, people, course type, ties by id', async () => {
    expect((await list(s.admin, { search_term: 'forklift' })).data.map((r) => r.name)).toEqual(['Forklift certification']);
    expect((await list(s.admin, { search_term: 'negotiation' })).data.map((r) => r.name)).toEqual(['Sales academy']);
    const byName = (await list(s.admin, { orderby_column: 'name', orderby_direction: 'desc' })).data.map((r) => r.name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
    const byPeople = (await list(s.admin, { orderby_column: 'people' })).data.map((r) => r.employee_count);
    expect(byPeople).toEqual([...byPeople].sort((a, b) => a - b));
    const byType = (await list(s.admin, { orderby_column: 'course_type', orderby_direction: 'desc' })).data;
    expect(byType.slice(0, 3).every((r) => r.kind === 'program')).toBe(true);
    const page = await getOk<ListAnswer>(s.admin, '/api/trainings/list', { per_page: 5, page: 2 });
    expect(page).toMatchObject({ count: 15 });
    expect(page.data).toHaveLength(5);
  });

  it('sorts by the spec’s orderby (a column and a direction), which wins over the orderby_column alias', async () => {
    const names = (q: Query) => list(s.admin, q).then((a) => a.data.map((r) => r.name.toLowerCase()));
    const desc = await names({ orderby: 'name DESC', orderby_column: 'people' });
    expect(desc).toEqual([...desc].sort().reverse());
    expect(await names({ orderby: 'name' })).toEqual([...desc].reverse());
    const byPeople = (await list(s.admin, { orderby: 'people desc' })).data.map((r) => r.employee_count);
    expect(byPeople).toEqual([...byPeople].sort((a, b) => b - a));
    for (const orderby of ['salary', 'name sideways', 'name asc please']) {
      const res = await s.admin.get('/api/trainings/list', { orderby });
      expect(res.statusCode).toBe(400);
    }
  });

  it('for a team-only manager ignores the filter and counts only people of their teams', async () => {
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const { members } = managerScope(s.facts);
    const mine = await list(manager, { trainings_filter: 'programs' });
    expect(mine.count).toBe(15);
    for (const row of mine.data) for (const e of row.employees) expect(members.has(e.id)).toBe(true);
    const first = mine.data.find((r) => r.name === 'First aid refresher')!;
    expect(first.employee_count).toBe(mirror.participants.filter((p) => p.training_id === first.id && members.has(p.employee_id)).length);
  });
});

describe('custom field columns', () => {
  it('carry the requested fields’ values as shown and sort on one: the trainings’, or the participants’ with a segment', async () => {
    const budget = await fieldNamed(s.admin, 'training', 'Budget code');
    const rows = (await list(s.admin, { trainings_filter: 'trainings', requested_cf_ids: budget.id, orderby_column: `cf_${budget.id}` }))
      .data as (TrainingListRow & { custom_fields: Record<string, string | null> })[];
    const shown = rows.map((r) => r.custom_fields[budget.id]);
    expect(shown.every((v) => v === null || budget.options.some((o) => o.option_name === v))).toBe(true);
    const filled = shown.filter((v): v is string => v !== null);
    expect(filled.length).toBe(12);
    expect(filled).toEqual([...filled].sort());
    const score = await fieldNamed(s.admin, 'training_participant', 'Feedback score');
    const people = (
      await list(s.admin, { segment_id: 'all', requested_cf_ids: score.id, orderby_column: `cf_${score.id}`, orderby_direction: 'desc', per_page: 20 })
    ).data as (TrainingListRow & { custom_fields: Record<string, string | null> })[];
    expect(people[0]!.custom_fields[score.id]).toBe('5 - excellent');
    const res = await s.admin.get('/api/trainings/list', { requested_cf_ids: score.id });
    expect(res.statusCode).toBe(400);
  });
});

describe('the list with a segment of training participants', () => {
  it('has one row per participant in scope for All participants, linking training and person', async () => {
    const all = await list(s.admin, { segment_id: 'all' });
    expect(all.count).toBe(mirror.participants.length);
    const row = all.data[0]!;
    const p = mirror.participants.find((x) => x.id === row.id)!;
    expect(row).toMatchObject({ kind: 'participant', training_id: p.training_id, employee_id: p.employee_id, employee_count: 1 });
    const manager = await s.t.as(DEMO_EMAILS.manager);
    const { members } = managerScope(s.facts);
    expect((await list(manager, { segment_id: 'all' })).count).toBe(mirror.participants.filter((x) => members.has(x.employee_id)).length);
  });

  it('searches the person’s and training’s names; an unknown segment is 404', async () => {
    const person = mirror.participants[0]!.person_name;
    const found = await list(s.admin, { segment_id: 'all', search_term: person });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((r) => r.employees[0]!.name.includes(person) || r.name.toLowerCase().includes(person.toLowerCase()))).toBe(true);
    const res = await s.admin.get('/api/trainings/list', { segment_id: 'archived' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('not_found');
  });
});

describe('detail, programs, participants and a person’s trainings', () => {
  it('GET /api/trainings/{id}/detail: a program with its sessions and counts, a training with custom fields', async () => {
    const academy = mirror.trainings.find((t) => t.name === 'Sales academy')!;
    const { details } = await getOk<{ details: TrainingItem & { sessions: (TrainingItem & { participant_count: number })[] } }>(
      s.admin,
      `/api/trainings/${academy.id}/detail`,
    );
    expect(details.sessions.map((x) => [x.name, x.participant_count])).toEqual([
      ['Prospecting and first calls', 22],
      ['Negotiation', 30],
      ['Closing deals', 30],
    ]);
    const [first, second] = details.sessions;
    for (const [session, flag] of [
      [first!, 1],
      [second!, 0],
    ] as const) {
      const d = (
        await getOk<{ details: { programId: string; is_first_training: number; employees: unknown[] } }>(s.admin, `/api/trainings/${session.id}/detail`)
      ).details;
      expect(d).toMatchObject({ programId: academy.id, is_first_training: flag });
      expect(d.employees).toHaveLength(session.participant_count);
    }
    const single = mirror.trainings.find((t) => t.name === 'Leadership essentials')!;
    const answer = await getOk<{ details: TrainingItem & { employees: ParticipantItem[] }; custom_fields: { name: string }[] }>(
      s.admin,
      `/api/trainings/${single.id}/detail`,
    );
    const people = mirror.participants.filter((p) => p.training_id === single.id);
    expect(answer.details).toEqual({ ...single, programId: null, is_first_training: 0, employees: expect.any(Array) });
    expect(answer.details.employees.map((e) => e.id).sort()).toEqual(people.map((p) => p.id).sort());
    expect(answer.custom_fields.map((f) => f.name)).toEqual(['Trainer', 'Budget code']);
    const light = await getOk<{ custom_fields: unknown[] }>(await s.t.as(DEMO_EMAILS.light), `/api/trainings/${single.id}/detail`);
    expect(light.custom_fields).toEqual([]);
    expect((await (await s.t.as(DEMO_EMAILS.other)).get(`/api/trainings/${single.id}/detail`)).statusCode).toBe(404);
  });

  it('GET /api/trainings/programs lists the programs by name', async () => {
    const { programs } = await getOk<{ programs: { id: string; name: string }[] }>(s.admin, '/api/trainings/programs');
    expect(programs.map((p) => p.name)).toEqual(['Management traineeship', 'Sales academy', 'Welcome programme']);
  });

  it('GET /api/trainings/{id}/participants pages by name, searches and filters by status and result', async () => {
    const session = mirror.trainings.find((t) => t.name === 'Negotiation')!;
    const page = await getOk<{ data: ParticipantItem[]; total: number }>(s.admin, `/api/trainings/${session.id}/participants`);
    expect(page.total).toBe(30);
    expect(page.data).toHaveLength(5);
    const names = (await getOk<{ data: ParticipantItem[] }>(s.admin, `/api/trainings/${session.id}/participants`, { per_page: 1000 })).data.map((p) =>
      p.person_name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const one = page.data[0]!;
    const searched = await getOk<{ data: ParticipantItem[] }>(s.admin, `/api/trainings/${session.id}/participants`, { search_term: one.person_name });
    expect(searched.data.map((p) => p.id)).toContain(one.id);
    expect((await getOk<{ total: number }>(s.admin, `/api/trainings/${session.id}/participants`, { status: 'followed' })).total).toBe(0);
    const past = mirror.trainings.find((t) => t.name === 'First aid refresher')!;
    const passed = mirror.participants.filter((p) => p.training_id === past.id && p.result === 'passed').length;
    expect((await getOk<{ total: number }>(s.admin, `/api/trainings/${past.id}/participants`, { result: 'passed' })).total).toBe(passed);
  });

  it('GET /api/trainings/participants/{id} answers the participant, its training and custom fields; 404 outside the scope', async () => {
    const p = mirror.participants[0]!;
    const answer = await getOk<{ participant: ParticipantItem; training: TrainingItem; custom_fields: { name: string }[] }>(
      s.admin,
      `/api/trainings/participants/${p.id}`,
    );
    expect(answer.participant).toEqual(p);
    expect(answer.training.id).toBe(p.training_id);
    expect(answer.custom_fields.map((f) => f.name)).toEqual(['Certificate number', 'Feedback score']);
    const { members } = managerScope(s.facts);
    const outside = mirror.participants.find((x) => !members.has(x.employee_id))!;
    expect((await (await s.t.as(DEMO_EMAILS.manager)).get(`/api/trainings/participants/${outside.id}`)).statusCode).toBe(404);
  });

  it('GET /api/trainings/employee/{id} gives a person’s trainings newest first, 10 per page; 404 outside the scope', async () => {
    const counts = new Map<string, number>();
    for (const p of mirror.participants) counts.set(p.employee_id, (counts.get(p.employee_id) ?? 0) + 1);
    const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    const answer = await getOk<{ data: { date: string | null; participant_id: string }[]; count: number }>(s.admin, `/api/trainings/employee/${busiest![0]}`);
    expect(answer.count).toBe(busiest![1]);
    expect(answer.data.length).toBe(Math.min(PERSON_TRAININGS_PAGE_SIZE, busiest![1]));
    const dates = answer.data.map((r) => r.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const { members } = managerScope(s.facts);
    const outside = s.people.find((p) => !members.has(p.id))!;
    expect((await (await s.t.as(DEMO_EMAILS.manager)).get(`/api/trainings/employee/${outside.id}`)).statusCode).toBe(404);
  });
});
