import { beforeAll, describe, expect, it } from 'vitest';
import { leakedIds, type DemoCompanyName } from '../helpers/demo-facts';
import { listAllPeople, listPeople } from '../helpers/people-api';
import { requestFor } from '../helpers/route-requests';
import { DEMO_EMAILS, type Client } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// One company never sees another's people or teams, by list, search, detail or team, even when
// it knows their ids. Companies sharing a group are still separate tenants.
const { t, facts } = useApiTest();

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

interface Side {
  email: string;
  own: DemoCompanyName;
  foreign: DemoCompanyName[];
  /** Email domains of the people of the foreign companies. */
  foreignDomains: string[];
}
const sides: Side[] = [
  { email: DEMO_EMAILS.other, own: 'Other Company', foreign: ['Demo Company', 'Demo Logistics'], foreignDomains: ['demo-company.test', 'demo-logistics.test'] },
  {
    email: DEMO_EMAILS.admin,
    own: 'Demo Company',
    foreign: ['Other Company', 'Demo Logistics'],
    foreignDomains: ['other-company.test', 'demo-logistics.test'],
  },
];

describe.each(sides)('$email', ({ email, own, foreign, foreignDomains }) => {
  let c: Client;
  const foreignPeople = () => foreign.flatMap((name) => facts.peopleOf(name, { includeFormer: true }));
  const foreignTeams = () => foreign.flatMap((name) => facts.teamsOf(name));
  beforeAll(async () => {
    c = await t.as(email);
  });

  it(`lists exactly the people of ${own}, former employees included`, async () => {
    const { data, count } = await listAllPeople(c, { show_all: 1 });
    expect(ids(data)).toEqual(ids(facts.peopleOf(own, { includeFormer: true })));
    expect(count).toBe(data.length);
  });

  it('finds none of the other companies’ people by email, email domain or exact address', async () => {
    const sample = foreignPeople().filter((_, i) => i % 25 === 0);
    for (const term of foreignDomains) expect((await listPeople(c, { search_term: term, show_all: 1 })).count, term).toBe(0);
    for (const p of sample) expect((await listPeople(c, { search_term: p.email!, show_all: 1 })).count, p.email!).toBe(0);
  });

  it('gets 404 for the detail of every person of the other companies', async () => {
    const answered = new Set<number>();
    for (const p of foreignPeople()) {
      const res = await c.get(`/api/employees/${p.id}/detail`);
      answered.add(res.statusCode);
      expect(res.body).not.toContain(p.id);
    }
    expect([...answered]).toEqual([404]);
  });

  it('has only its own teams, and gets 404 or nobody for another company’s team', async () => {
    const res = await c.get('/api/teams/list');
    expect(ids(res.json<{ data: { id: string }[] }>().data)).toEqual(ids(facts.teamsOf(own)));
    for (const team of foreignTeams()) {
      expect((await c.get('/api/employees/listByTeam', { team_id: team.id })).statusCode, team.name).toBe(404);
      expect((await listPeople(c, { team_id: team.id, show_all: 1 })).count, team.name).toBe(0);
    }
  });

  it('no readable route answers with an id of another company, even when handed their ids', async () => {
    const forbidden = facts.idsOf(...foreign);
    if (own === 'Demo Company') {
      // The trusted-groups picker shows the active people of Demo Logistics, with their company.
      forbidden.delete(facts.companyId('Demo Logistics'));
      for (const p of facts.peopleOf('Demo Logistics')) forbidden.delete(p.id);
    }
    const foreignContext = { personId: foreignPeople()[0]!.id, teamId: foreignTeams()[0]!.id };
    const gets = t.routes.filter((r) => r.method === 'GET' && r.url !== '/api/docs');
    expect(gets.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const route of gets) {
      const res = await t.app.inject(requestFor(route, foreignContext, c.cookie));
      const leaked = leakedIds(res.body, forbidden);
      if (leaked.length) leaks.push(`${route.method} ${route.url} (${res.statusCode}): ${leaked.slice(0, 3).join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('companies of one group', () => {
  it('keep separate people lists: Demo Logistics is not in Demo Company’s list', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const logistics = new Set(facts.peopleOf('Demo Logistics', { includeFormer: true }).map((p) => p.id));
    const { data } = await listAllPeople(admin, { show_all: 1 });
    expect(data.filter((p) => logistics.has(p.id))).toEqual([]);
  });
});
