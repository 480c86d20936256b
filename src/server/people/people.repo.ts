import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmployeesListQuery, PersonListItem, Team } from '../../shared/people/people.schema';
import type { PeopleColumnId } from '../../shared/people/people.column-ids';
import type { Db } from '../db/database';
import { inScopeTeams, scopeCondition, type PeopleScope } from './people-scope';
import { companies } from '../db/schema/companies';
import { listSearchSql } from '../db/search-sql';
import { containsSql, foldSql } from '../db/text-sql';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { PERSON_SEARCH } from '../../shared/list-search';
import { type ChangeWindow, inWindow } from '../sync/changes';
import { employees, teamMembers, teams } from '../db/schema/people';

const manager = alias(employees, 'manager');
const fullName = sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`;
const managerName = sql<string | null>`${manager.first_name} || ' ' || ${manager.last_name}`;
const teamNames = sql<string>`coalesce((select string_agg(t.name, ', ' order by t.name) from ${teamMembers} tm join ${teams} t on t.id = tm.team_id where tm.employee_id = ${employees.id}), '')`;
const teamIdList = sql<string>`coalesce((select string_agg(tm.team_id::text, ',') from ${teamMembers} tm where tm.employee_id = ${employees.id}), '')`;
const isActive = sql<boolean>`(${employees.active_until} is null or ${employees.active_until} >= current_date)`;

const text = foldSql;
const sortExpressions: Record<PeopleColumnId, SQL> = {
  name: text(fullName),
  role: text(sql`${employees.role}`),
  team: text(teamNames),
  email: text(sql`${employees.email}`),
  phone: sql`${employees.phone}`,
  manager: text(managerName),
  joined: sql`${employees.joined}`,
  active_until: sql`${employees.active_until}`,
  recent_contract_start: sql`${employees.recent_contract_start}`,
  dimona_statute: text(sql`${employees.dimona_statute}`),
  seniority_date: sql`${employees.seniority_date}`,
};

const listColumns = {
  id: employees.id,
  name: fullName,
  first_name: employees.first_name,
  last_name: employees.last_name,
  email: employees.email,
  avatar: employees.avatar,
  role: employees.role,
  team: teamNames,
  team_ids: teamIdList,
  manager: managerName,
  manager_id: employees.manager_id,
  joined: employees.joined,
  phone: employees.phone,
  active_until: employees.active_until,
  recent_contract_start: employees.recent_contract_start,
  dimona_statute: employees.dimona_statute,
  seniority_date: employees.seniority_date,
  is_active: isActive,
};

type RawPerson = Omit<PersonListItem, 'team_ids'> & { team_ids: string };
const toItem = (r: RawPerson): PersonListItem => ({ ...r, team_ids: r.team_ids ? r.team_ids.split(',').sort() : [], is_active: Boolean(r.is_active) });

/** `segment`: which people of the scope (segments/segment-filter.ts); without it, show_all alone decides. */
export async function listEmployees(
  db: Db,
  scope: PeopleScope,
  q: EmployeesListQuery,
  segment?: SQL,
  searchFields: readonly CustomFieldRow[] = [],
): Promise<{ data: PersonListItem[]; count: number }> {
  const conditions: SQL[] = [scopeCondition(scope)];
  if (segment) conditions.push(segment);
  else if (!q.show_all) conditions.push(isActive);
  const searched = { name: { stored: employees.search_name }, email: sql`${employees.email}`, role: sql`${employees.role}` };
  const search = listSearchSql(PERSON_SEARCH, searched, q.search_term, { fields: searchFields, objectId: employees.id, companyId: scope.companyId });
  if (search) conditions.push(search);
  if (q.team_id) conditions.push(sql`exists (select 1 from ${teamMembers} tm where tm.employee_id = ${employees.id} and tm.team_id = ${q.team_id}::uuid)`);
  const where = and(...conditions);
  const order = q.orderby_direction === 'desc' ? desc : asc;
  const sortExpr = sortExpressions[q.orderby_column];
  const rows = await db
    .select(listColumns)
    .from(employees)
    .leftJoin(manager, eq(manager.id, employees.manager_id))
    .where(where)
    .orderBy(sql`${order(sortExpr)} nulls last`, asc(fullName), asc(employees.id))
    .limit(q.per_page)
    .offset(q.page * q.per_page);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(where);
  return { data: (rows as RawPerson[]).map(toItem), count: Number(total?.n ?? 0) };
}

export async function getEmployee(db: Db, scope: PeopleScope, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(employees)
    .leftJoin(manager, eq(manager.id, employees.manager_id))
    .where(and(scopeCondition(scope), eq(employees.id, id)));
  if (!row) return null;
  const person = toItem(row as RawPerson);
  const personTeams = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.team_id))
    .where(and(eq(teamMembers.employee_id, id), eq(teamMembers.company_id, scope.companyId)))
    .orderBy(teams.name);
  const reports = await db
    .select({ id: employees.id, name: fullName })
    .from(employees)
    .where(and(scopeCondition(scope), eq(employees.manager_id, id), isActive))
    .orderBy(fullName);
  return { ...person, teams: personTeams, reports };
}

export async function listTeams(db: Db, scope: PeopleScope) {
  const memberCount = sql<number>`(select count(*)::int from ${teamMembers} tm where tm.team_id = ${teams.id})`;
  const conditions = [eq(teams.company_id, scope.companyId)];
  if (scope.teamIds !== null) conditions.push(scope.teamIds.length ? inArray(teams.id, scope.teamIds) : sql`false`);
  const rows = await db
    .select({ id: teams.id, name: teams.name, member_count: memberCount })
    .from(teams)
    .where(and(...conditions))
    .orderBy(teams.name);
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count) }));
}

export async function teamInScope(db: Db, scope: PeopleScope, teamId: string): Promise<boolean> {
  const found = await listTeams(db, scope);
  return found.some((t) => t.id === teamId);
}

/** Active people of every company in a group: the trusted-groups people picker. */
export async function listCrossGroups(db: Db, p: { groupId: string; search: string; limit: number }) {
  const conditions: SQL[] = [eq(companies.group_id, p.groupId), isActive];
  if (p.search) conditions.push(or(containsSql(fullName, p.search), containsSql(sql`${employees.email}`, p.search))!);
  return db
    .select({ id: employees.id, name: fullName, email: employees.email, avatar: employees.avatar, company_id: companies.id, company_name: companies.name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(and(...conditions))
    .orderBy(asc(fullName), asc(employees.id))
    .limit(p.limit);
}

/**
 * People changed after the window's cursor, in version order, in the list's shape plus version
 * (sync pull). `visible` is false for a changed person outside a team-only scope.
 */
export async function employeeChanges(
  db: Db,
  scope: PeopleScope,
  w: ChangeWindow,
): Promise<{ person: PersonListItem & { version: number }; visible: boolean }[]> {
  const visible = inScopeTeams(scope);
  const rows = await db
    .select({ ...listColumns, version: employees.version, visible: sql<boolean>`${visible}` })
    .from(employees)
    .leftJoin(manager, eq(manager.id, employees.manager_id))
    .where(inWindow(employees, scope.companyId, w, visible))
    .orderBy(asc(employees.version))
    .limit(w.limit);
  return rows.map(({ version, visible: seen, ...person }) => ({
    person: { ...toItem(person as RawPerson), version: Number(version) },
    visible: Boolean(seen),
  }));
}

/** Teams changed after the cursor, in the shape of GET /api/teams/list plus version (sync pull). */
export async function teamChanges(db: Db, scope: PeopleScope, w: ChangeWindow): Promise<{ team: Team & { version: number }; visible: boolean }[]> {
  const visible = scope.teamIds === null ? sql`true` : scope.teamIds.length ? inArray(teams.id, scope.teamIds) : sql`false`;
  const memberCount = sql<number>`(select count(*)::int from ${teamMembers} tm where tm.team_id = ${teams.id})`;
  const rows = await db
    .select({ id: teams.id, name: teams.name, member_count: memberCount, version: teams.version, visible: sql<boolean>`${visible}` })
    .from(teams)
    .where(inWindow(teams, scope.companyId, w, visible))
    .orderBy(asc(teams.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...t }) => ({ team: { ...t, member_count: Number(t.member_count), version: Number(t.version) }, visible: Boolean(seen) }));
}
