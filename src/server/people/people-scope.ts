import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import type { SearchedField } from '../db/search-sql';
import { companies } from '../db/schema/companies';
import { employees, teamMembers } from '../db/schema/people';

// Which people a viewer may see and pick: the one part of the people area other areas build on
// (their rows follow the person they belong to), so it is a shared server part of its own.

/** Who may be seen: the whole company, or (team_only) members of these teams. */
export interface PeopleScope {
  companyId: string;
  teamIds: string[] | null;
}

export function peopleScope(v: Viewer): PeopleScope {
  return { companyId: v.company.id, teamIds: can(v, 'people.viewAll') ? null : v.managed_team_ids };
}

/** Whether the person (or, given another column, the person it points at) is in the scope's teams. */
export function inScopeTeams(scope: PeopleScope, person: AnyPgColumn = employees.id): SQL {
  if (scope.teamIds === null) return sql`true`;
  if (scope.teamIds.length === 0) return sql`false`;
  return sql`exists (select 1 from ${teamMembers} tm where tm.employee_id = ${person} and tm.team_id in (${sql.join(
    scope.teamIds.map((t) => sql`${t}::uuid`),
    sql`, `,
  )}))`;
}

export function scopeCondition(scope: PeopleScope): SQL {
  const company = eq(employees.company_id, scope.companyId);
  return scope.teamIds === null ? company : and(company, inScopeTeams(scope))!;
}

/** A person's full name as every list shows it. */
export const fullName = sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`;
const isActive = sql<boolean>`(${employees.active_until} is null or ${employees.active_until} >= current_date)`;

/** A person as the writes that pick one check them: who, of which company, and whether they have left. */
export interface PersonRef {
  id: string;
  name: string;
  companyId: string;
  /** The last day of work has passed (active_until before today). */
  left: boolean;
}

const personRefColumns = { id: employees.id, name: fullName, companyId: employees.company_id, left: sql<boolean>`not ${isActive}` };

/** The person if the viewer may see them (team_only: in their teams), else null. */
export async function personInScope(db: Db, scope: PeopleScope, id: string): Promise<PersonRef | null> {
  const [row] = await db
    .select(personRefColumns)
    .from(employees)
    .where(and(scopeCondition(scope), eq(employees.id, id)));
  return row ? { ...row, left: Boolean(row.left) } : null;
}

/** The person if they work for a company of this group (trusted-groups picking), else null. */
export async function personInGroup(db: Db, groupId: string, id: string): Promise<PersonRef | null> {
  const [row] = await db
    .select(personRefColumns)
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(and(eq(companies.group_id, groupId), eq(employees.id, id)));
  return row ? { ...row, left: Boolean(row.left) } : null;
}

/**
 * A list search's person field (db/search-sql.ts), for a list whose rows point at a person with
 * `column`: the rows whose person's stored folded full name holds the word. Any company's person:
 * a group's assets may be held by a person of another company, and the list scopes its rows itself.
 */
export const personNamed = (column: AnyPgColumn): SearchedField => ({
  via: column,
  ids: (pattern) => sql`select ${employees.id} from ${employees} where ${employees.search_name} like ${pattern}`,
});
