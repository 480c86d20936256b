import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema/auth';
import { companies } from '../../src/server/db/schema/companies';
import { employees, teamMembers, teams } from '../../src/server/db/schema/people';

export type DemoCompanyName = 'Demo Company' | 'Demo Logistics' | 'Other Company';

export interface FactPerson {
  id: string;
  company_id: string;
  name: string;
  email: string | null;
  active_until: string | null;
  manager_id: string | null;
  /** Still employed today, by the database's own clock. */
  active: boolean;
  team_ids: string[];
}

export interface DemoFacts {
  companyId(name: DemoCompanyName): string;
  teamId(company: DemoCompanyName, team: string): string;
  teamsOf(company: DemoCompanyName): { id: string; name: string }[];
  peopleOf(company: DemoCompanyName, opts?: { includeFormer?: boolean }): FactPerson[];
  userId(email: string): string;
  /** Every id (company, team, person, user) that belongs to these companies. */
  idsOf(...names: DemoCompanyName[]): Set<string>;
}

/** The demo data as the database holds it: the ground truth API answers are checked against. */
export async function loadDemoFacts(db: Db): Promise<DemoFacts> {
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies);
  // Teams and people in id order, so `[0]` is the same row on PGlite and on a PostgreSQL server.
  const teamRows = await db.select({ id: teams.id, name: teams.name, company_id: teams.company_id }).from(teams).orderBy(teams.id);
  const memberRows = await db.select().from(teamMembers);
  const userRows = await db.select({ id: users.id, email: users.email, company_id: users.company_id }).from(users);
  const personRows = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
      email: employees.email,
      active_until: employees.active_until,
      manager_id: employees.manager_id,
      active: sql<boolean>`(${employees.active_until} is null or ${employees.active_until} >= current_date)`,
    })
    .from(employees)
    .orderBy(employees.id);
  const people: FactPerson[] = personRows.map((p) => ({
    ...p,
    active: Boolean(p.active),
    team_ids: memberRows
      .filter((m) => m.employee_id === p.id)
      .map((m) => m.team_id)
      .sort(),
  }));

  const companyId = (name: DemoCompanyName): string => {
    const row = companyRows.find((c) => c.name === name);
    if (!row) throw new Error(`No company named ${name}`);
    return row.id;
  };
  const teamsOf = (company: DemoCompanyName) => teamRows.filter((t) => t.company_id === companyId(company)).map(({ id, name }) => ({ id, name }));

  return {
    companyId,
    teamsOf,
    teamId: (company, team) => {
      const row = teamsOf(company).find((t) => t.name === team);
      if (!row) throw new Error(`No team ${team} in ${company}`);
      return row.id;
    },
    peopleOf: (company, opts = {}) => people.filter((p) => p.company_id === companyId(company) && (opts.includeFormer || p.active)),
    userId: (email) => {
      const row = userRows.find((u) => u.email === email);
      if (!row) throw new Error(`No user ${email}`);
      return row.id;
    },
    idsOf: (...names) => {
      const ids = new Set(names.map(companyId));
      for (const t of teamRows) if (ids.has(t.company_id)) ids.add(t.id);
      for (const p of people) if (ids.has(p.company_id)) ids.add(p.id);
      for (const u of userRows) if (ids.has(u.company_id)) ids.add(u.id);
      return ids;
    },
  };
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids of `forbidden` that appear anywhere in an answer's text. */
export function leakedIds(text: string, forbidden: Set<string>): string[] {
  return [...new Set(text.match(UUIDS) ?? [])].filter((id) => forbidden.has(id.toLowerCase()));
}

/** The demo team-only manager's teams (Sales, Logistics) and their members, former ones too. */
export function managerScope(facts: DemoFacts): { teamIds: string[]; members: Set<string> } {
  const teamIds = [facts.teamId('Demo Company', 'Sales'), facts.teamId('Demo Company', 'Logistics')];
  const people = facts.peopleOf('Demo Company', { includeFormer: true });
  return { teamIds, members: new Set(people.filter((p) => p.team_ids.some((id) => teamIds.includes(id))).map((p) => p.id)) };
}

/** Of these cars, one whose person is among `members` and one whose person is not. */
export function carsInsideAndOutside<C extends { id: string; related_employee_id: string | null }>(
  fleet: C[],
  members: Set<string>,
): { inside: string; outside: string } {
  const inside = fleet.find((c) => c.related_employee_id && members.has(c.related_employee_id));
  const outside = fleet.find((c) => c.related_employee_id && !members.has(c.related_employee_id));
  if (!inside || !outside) throw new Error('The demo data has no car inside and outside the managed teams');
  return { inside: inside.id, outside: outside.id };
}
