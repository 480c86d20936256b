import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { guardedFieldsPresent, listAllPeople, listPeople, personDetail, type ListAnswer } from '../helpers/people-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// What each role may see of the people: a team-only manager's scope, fields guarded by rights,
// and the trusted-groups picker.
const { t, facts, manager } = useApiTest();
let managed: string[];
beforeAll(async () => {
  managed = [facts.teamId('Demo Company', 'Sales'), facts.teamId('Demo Company', 'Logistics')];
});

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
const inManagedTeams = (teamIds: string[]) => teamIds.some((id) => managed.includes(id));

describe('a team-only manager', () => {
  it('sees only the people of Sales and Logistics, and the count agrees', async () => {
    const expected = facts.peopleOf('Demo Company').filter((p) => inManagedTeams(p.team_ids));
    const { data, count } = await listAllPeople(manager);
    expect(count).toBe(expected.length);
    expect(count).toBeLessThan(facts.peopleOf('Demo Company').length);
    expect(data.every((p) => inManagedTeams(p.team_ids))).toBe(true);
    expect(ids(data)).toEqual(ids(expected));
  });

  it('with show_all also sees the former employees of those teams, and nobody else', async () => {
    const expected = facts.peopleOf('Demo Company', { includeFormer: true }).filter((p) => inManagedTeams(p.team_ids));
    const { data } = await listAllPeople(manager, { show_all: 1 });
    expect(ids(data)).toEqual(ids(expected));
  });

  it('finds nobody outside the teams, by search or by team filter', async () => {
    const outsider = facts.peopleOf('Demo Company').find((p) => !inManagedTeams(p.team_ids))!;
    expect((await listPeople(manager, { search_term: outsider.email! })).count).toBe(0);
    expect((await listPeople(manager, { team_id: facts.teamId('Demo Company', 'Finance') })).count).toBe(0);
  });

  it('has only their two teams in the team list', async () => {
    const res = await manager.get('/api/teams/list');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json<ListAnswer<{ id: string; name: string; member_count: number }>>();
    expect(data.map((x) => x.name)).toEqual(['Logistics', 'Sales']);
    expect(count).toBe(2);
    const everyone = facts.peopleOf('Demo Company', { includeFormer: true });
    for (const team of data) expect(team.member_count).toBe(everyone.filter((p) => p.team_ids.includes(team.id)).length);
  });

  it('lists the members of an own team, and gets 404 for any other team', async () => {
    const sales = managed[0]!;
    const res = await manager.get('/api/employees/listByTeam', { team_id: sales });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ListAnswer<Record<string, unknown>>>();
    expect(ids(data as { id: string }[])).toEqual(ids(facts.peopleOf('Demo Company').filter((p) => p.team_ids.includes(sales))));
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['avatar', 'email', 'id', 'name']);
    const finance = await manager.get('/api/employees/listByTeam', { team_id: facts.teamId('Demo Company', 'Finance') });
    expect(finance.statusCode).toBe(404);
    expect(finance.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('opens a person of an own team, and gets 404 for anyone else', async () => {
    const insider = facts.peopleOf('Demo Company').find((p) => inManagedTeams(p.team_ids))!;
    const outsider = facts.peopleOf('Demo Company').find((p) => !inManagedTeams(p.team_ids))!;
    expect((await personDetail(manager, insider.id)).data?.id).toBe(insider.id);
    const res = await manager.get(`/api/employees/${outsider.id}/detail`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: messages.people.notFound } });
  });

  it('sees in a detail only the direct reports within the own teams', async () => {
    const people = facts.peopleOf('Demo Company');
    const reportsOf = (id: string) => people.filter((p) => p.manager_id === id);
    const lead = people.find((p) => inManagedTeams(p.team_ids) && reportsOf(p.id).some((r) => !inManagedTeams(r.team_ids)))!;
    expect(lead).toBeDefined();
    const asAdmin = await personDetail(await t.as(DEMO_EMAILS.admin), lead.id);
    expect(ids(asAdmin.data!.reports)).toEqual(ids(reportsOf(lead.id)));
    const asManager = await personDetail(manager, lead.id);
    expect(ids(asManager.data!.reports)).toEqual(ids(reportsOf(lead.id).filter((r) => inManagedTeams(r.team_ids))));
  });
});

describe('fields guarded by rights', () => {
  const sampleId = () => facts.peopleOf('Demo Company').find((p) => inManagedTeams(p.team_ids))!.id;

  it.each([DEMO_EMAILS.manager, DEMO_EMAILS.readonly, DEMO_EMAILS.light])(
    '%s receives no phone, end date, contract start or Dimona statute, in lists or details',
    async (email) => {
      const c = await t.as(email);
      const list = await listPeople(c, { per_page: 150, show_all: 1 });
      const detail = await personDetail(c, sampleId());
      expect(guardedFieldsPresent(list.data)).toEqual(['seniority_date']);
      expect(guardedFieldsPresent([detail.data!])).toEqual(['seniority_date']);
    },
  );

  it('an admin receives every field, in lists and details', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const all = ['phone', 'active_until', 'recent_contract_start', 'dimona_statute', 'seniority_date'];
    expect(guardedFieldsPresent((await listPeople(admin)).data)).toEqual(all);
    expect(guardedFieldsPresent([(await personDetail(admin, sampleId())).data!])).toEqual(all);
    expect((await listPeople(admin)).data.every((p) => typeof p.phone === 'string')).toBe(true);
  });

  it('an admin of a company without the Dimona and seniority integrations gets neither field', async () => {
    const other = await t.as(DEMO_EMAILS.other);
    expect(guardedFieldsPresent((await listPeople(other)).data)).toEqual(['phone', 'active_until', 'recent_contract_start']);
  });

  it.each([
    [DEMO_EMAILS.manager, ['phone', 'active_until', 'recent_contract_start', 'dimona_statute']],
    [DEMO_EMAILS.readonly, ['phone', 'active_until', 'recent_contract_start', 'dimona_statute']],
    [DEMO_EMAILS.other, ['dimona_statute', 'seniority_date']],
  ])('%s cannot sort on a column they may not see (400)', async (email, columns) => {
    const c = await t.as(email);
    for (const column of columns) {
      const res = await c.get('/api/employees/list', { orderby_column: column });
      expect(res.statusCode, column).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'invalid_input', message: messages.people.unknownColumn, fields: { orderby_column: messages.people.unknownColumn } },
      });
    }
    expect((await c.get('/api/employees/list', { orderby_column: 'joined' })).statusCode).toBe(200);
  });

  it('searching by a phone number reveals nobody to a user who may not see phones', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const colleague = (await listPeople(manager)).data[0]!;
    const phone = (await personDetail(admin, colleague.id)).data!.phone!;
    expect(phone).toMatch(/^\+32/);
    expect((await listPeople(manager, { search_term: phone })).count).toBe(0);
  });
});

describe('people across the group (trusted groups)', () => {
  it.each([DEMO_EMAILS.admin, DEMO_EMAILS.support])('%s picks people of Demo Company and Demo Logistics, never Other Company', async (email) => {
    const c = await t.as(email);
    const res = await c.get('/api/employees/listCrossGroups');
    expect(res.statusCode).toBe(200);
    const all = res.json<ListAnswer<{ id: string; company_name: string }>>();
    expect(new Set(all.data.map((p) => p.company_name))).toEqual(new Set(['Demo Company', 'Demo Logistics']));
    expect(all.count).toBe(all.data.length);
    const byDomain = (await c.get('/api/employees/listCrossGroups', { search_term: 'demo-logistics.test' })).json<ListAnswer<{ id: string }>>();
    expect(ids(byDomain.data)).toEqual(ids(facts.peopleOf('Demo Logistics')));
    expect((await c.get('/api/employees/listCrossGroups', { search_term: 'other-company.test' })).json()).toEqual({ data: [], count: 0 });
    expect((await c.get('/api/employees/listCrossGroups', { search_term: 'Olivier Renard' })).json()).toEqual({ data: [], count: 0 });
  });

  it.each([DEMO_EMAILS.manager, DEMO_EMAILS.readonly, DEMO_EMAILS.light, DEMO_EMAILS.other])('%s may not use it (403)', async (email) => {
    const res = await (await t.as(email)).get('/api/employees/listCrossGroups');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: messages.http.forbidden } });
  });
});
