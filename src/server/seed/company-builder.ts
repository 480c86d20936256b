import { uuidv7 } from '../../shared/ids';
import type { FeatureFlag, IntegrationFeature } from '../../shared/policy/roles';
import type { Db } from '../db/database';
import { companies } from '../db/schema/companies';
import { employees, teamMembers, teams } from '../db/schema/people';
import { generatePerson, type GeneratedPerson } from './people-generator';
import type { Rng } from './random';

const CHUNK = 1000;

export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface BuiltCompany {
  companyId: string;
  teamIds: string[];
  people: GeneratedPerson[];
}

/** A company with teams and people spread over them; each team's first member leads it. */
export async function buildCompany(
  db: Db,
  rng: Rng,
  p: { name: string; domain: string; teamNames: string[]; people: number; groupId?: string; flags?: FeatureFlag[]; integrations?: IntegrationFeature[] },
): Promise<BuiltCompany> {
  const companyId = uuidv7();
  await db
    .insert(companies)
    .values({ id: companyId, name: p.name, group_id: p.groupId ?? null, feature_flags: p.flags ?? [], integration_features: p.integrations ?? [] });
  const teamRows = p.teamNames.map((name) => ({ id: uuidv7(), company_id: companyId, name }));
  await db.insert(teams).values(teamRows);
  const people = Array.from({ length: p.people }, (_, i) => generatePerson(rng, companyId, p.domain, i + 1));
  const members: { company_id: string; team_id: string; employee_id: string }[] = [];
  people.forEach((person, i) => {
    const team = teamRows[i % teamRows.length]!;
    members.push({ company_id: companyId, team_id: team.id, employee_id: person.id });
    const lead = people[teamRows.indexOf(team)];
    person.manager_id = lead && lead !== person ? lead.id : people[0] !== person ? people[0]!.id : null;
    // A few people work in two teams, as in real companies.
    if (i % 17 === 5) members.push({ company_id: companyId, team_id: teamRows[(i + 3) % teamRows.length]!.id, employee_id: person.id });
  });
  await addPeople(db, people);
  await insertInChunks(members, (chunk) => db.insert(teamMembers).values(chunk).onConflictDoNothing());
  return { companyId, teamIds: teamRows.map((t) => t.id), people };
}

/** Inserts people managers first, so every manager_id points at a row already there. */
export async function addPeople(db: Db, people: GeneratedPerson[]): Promise<void> {
  const byId = new Map(people.map((x) => [x.id, x]));
  const depth = new Map<string, number>();
  const depthOf = (x: GeneratedPerson, seen = 0): number => {
    const known = depth.get(x.id);
    if (known !== undefined) return known;
    const manager = x.manager_id ? byId.get(x.manager_id) : undefined;
    const d = manager && seen < people.length ? depthOf(manager, seen + 1) + 1 : 0;
    depth.set(x.id, d);
    return d;
  };
  const ordered = [...people].sort((a, b) => depthOf(a) - depthOf(b));
  await insertInChunks(ordered, (chunk) => db.insert(employees).values(chunk));
}
