import { asc, eq, sql } from 'drizzle-orm';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { dayOffRequests, dayOffTypes, daysOffPushes, integrationPeople, payrollIntegrations } from '../db/schema/calendar';
import { employees } from '../db/schema/people';
import { fullName, inScopeTeams, peopleScope } from '../people/people-scope';
import { inWindow, pullItem, type ChangeWindow, type PullItem } from '../sync/changes';
import { toIntegrationItem, toIntegrationPersonItem, toPushItem, toRequestItem, toTypeItem } from './calendar-rows';

// The pull's sources of the calendar's tables, in version order within the window.

export async function typeChanges(db: Db, v: Viewer, w: ChangeWindow): Promise<PullItem<'day_off_types'>[]> {
  const rows = await db
    .select()
    .from(dayOffTypes)
    .where(inWindow(dayOffTypes, v.company.id, w))
    .orderBy(asc(dayOffTypes.version))
    .limit(w.limit);
  return rows.map((r) => pullItem('day_off_types', toTypeItem(r), true));
}

/** A team-only manager's device holds the requests of their teams' people. */
export async function requestChanges(db: Db, v: Viewer, w: ChangeWindow): Promise<PullItem<'day_off_requests'>[]> {
  const visible = inScopeTeams(peopleScope(v), dayOffRequests.employee_id);
  const rows = await db
    .select({ row: dayOffRequests, visible: sql<boolean>`${visible}` })
    .from(dayOffRequests)
    .where(inWindow(dayOffRequests, v.company.id, w, visible))
    .orderBy(asc(dayOffRequests.version))
    .limit(w.limit);
  return rows.map((r) => pullItem('day_off_requests', toRequestItem(r.row), Boolean(r.visible)));
}

export async function integrationChanges(db: Db, v: Viewer, w: ChangeWindow): Promise<PullItem<'payroll_integrations'>[]> {
  const rows = await db
    .select()
    .from(payrollIntegrations)
    .where(inWindow(payrollIntegrations, v.company.id, w))
    .orderBy(asc(payrollIntegrations.version))
    .limit(w.limit);
  return rows.map((r) => pullItem('payroll_integrations', toIntegrationItem(r), true));
}

export async function integrationPeopleChanges(db: Db, v: Viewer, w: ChangeWindow): Promise<PullItem<'integration_people'>[]> {
  const rows = await db
    .select({ row: integrationPeople, name: fullName })
    .from(integrationPeople)
    .innerJoin(employees, eq(employees.id, integrationPeople.employee_id))
    .where(inWindow(integrationPeople, v.company.id, w))
    .orderBy(asc(integrationPeople.version))
    .limit(w.limit);
  return rows.map((r) => pullItem('integration_people', toIntegrationPersonItem(r.row, r.name), true));
}

export async function pushChanges(db: Db, v: Viewer, w: ChangeWindow): Promise<PullItem<'days_off_pushes'>[]> {
  const rows = await db
    .select({ row: daysOffPushes, name: payrollIntegrations.name, source: payrollIntegrations.source })
    .from(daysOffPushes)
    .innerJoin(payrollIntegrations, eq(payrollIntegrations.id, daysOffPushes.integration_id))
    .where(inWindow(daysOffPushes, v.company.id, w))
    .orderBy(asc(daysOffPushes.version))
    .limit(w.limit);
  return rows.map((r) => pullItem('days_off_pushes', toPushItem(r.row, r), can(v, 'calendar.pushHistory')));
}
