import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { monthBounds } from '../../shared/calendar/day-off-days';
import type { DayOffRequestItem } from '../../shared/calendar/calendar.schema';
import { sentPeopleOf } from '../../shared/calendar/push.schema';
import type { Db } from '../db/database';
import { dayOffRequests, dayOffTypes, daysOffPushes, integrationPeople, payrollIntegrations, pushedDays } from '../db/schema/calendar';
import { employees } from '../db/schema/people';
import { fullName } from '../people/people-scope';
import { toIntegrationItem, toPushItem, toRequestItem } from './calendar-rows';

// The push's reads: the month's requests, the integration and its people, earlier pushes.

export async function integrationRow(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(payrollIntegrations)
    .where(and(eq(payrollIntegrations.company_id, companyId), eq(payrollIntegrations.id, id)));
  return row ?? null;
}

export async function integrationsOf(db: Db, companyId: string) {
  const rows = await db.select().from(payrollIntegrations).where(eq(payrollIntegrations.company_id, companyId)).orderBy(payrollIntegrations.name);
  return rows.map(toIntegrationItem);
}

/** The integration's people, with their names (fetchPeopleByIntegration). */
export async function integrationPeopleOf(db: Db, integrationId: string, employeeIds?: string[]) {
  return db
    .select({ row: integrationPeople, name: fullName, active_until: employees.active_until })
    .from(integrationPeople)
    .innerJoin(employees, eq(employees.id, integrationPeople.employee_id))
    .where(and(eq(integrationPeople.integration_id, integrationId), employeeIds ? inArray(integrationPeople.employee_id, employeeIds) : undefined))
    .orderBy(fullName);
}

/** The people of the company among these ids, with their names and last day. */
export async function peopleNamed(db: Db, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: employees.id, name: fullName, active_until: employees.active_until })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), inArray(employees.id, ids)));
}

/** The requests of these people with a day in the month. */
export async function monthRequests(db: Db, companyId: string, year: number, month: number, employeeIds: string[]): Promise<DayOffRequestItem[]> {
  if (!employeeIds.length) return [];
  const { from, to } = monthBounds(year, month);
  const rows = await db
    .select()
    .from(dayOffRequests)
    .where(
      and(
        eq(dayOffRequests.company_id, companyId),
        inArray(dayOffRequests.employee_id, employeeIds),
        lte(dayOffRequests.start_date, to),
        gte(dayOffRequests.end_date, from),
      ),
    );
  return rows.map(toRequestItem);
}

export async function typesOf(db: Db, companyId: string) {
  return db.select().from(dayOffTypes).where(eq(dayOffTypes.company_id, companyId));
}

/** Of these people, who was pushed for the month with this integration, and when last. */
export async function pushedPeople(db: Db, integrationId: string, year: number, month: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ employee_ids: daysOffPushes.employee_ids, notifications: daysOffPushes.notifications, finished_at: daysOffPushes.finished_at })
    .from(daysOffPushes)
    .where(
      and(
        eq(daysOffPushes.integration_id, integrationId),
        eq(daysOffPushes.year, year),
        eq(daysOffPushes.month, month),
        eq(daysOffPushes.kind, 'push'),
        eq(daysOffPushes.status, 'success'),
      ),
    )
    .orderBy(daysOffPushes.finished_at);
  const last = new Map<string, string>();
  for (const r of rows) for (const id of sentPeopleOf(r)) last.set(id, r.finished_at?.toISOString() ?? '');
  return last;
}

/** The days the payroll already confirmed for this integration, by external id. */
export async function confirmedDays(db: Db, integrationId: string, externalIds: string[]): Promise<Set<string>> {
  if (!externalIds.length) return new Set();
  const rows = await db
    .select({ id: pushedDays.external_id })
    .from(pushedDays)
    .where(and(eq(pushedDays.integration_id, integrationId), inArray(pushedDays.external_id, externalIds)));
  return new Set(rows.map((r) => r.id));
}

export async function pushItem(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ row: daysOffPushes, name: payrollIntegrations.name, source: payrollIntegrations.source })
    .from(daysOffPushes)
    .innerJoin(payrollIntegrations, eq(payrollIntegrations.id, daysOffPushes.integration_id))
    .where(and(eq(daysOffPushes.company_id, companyId), eq(daysOffPushes.id, id)));
  return row ? { item: toPushItem(row.row, row), file: row.row.file_csv, kind: row.row.kind } : null;
}

export async function pushHistory(db: Db, companyId: string, year?: number, month?: number) {
  const rows = await db
    .select({ row: daysOffPushes, name: payrollIntegrations.name, source: payrollIntegrations.source })
    .from(daysOffPushes)
    .innerJoin(payrollIntegrations, eq(payrollIntegrations.id, daysOffPushes.integration_id))
    .where(
      and(
        eq(daysOffPushes.company_id, companyId),
        year === undefined ? undefined : eq(daysOffPushes.year, year),
        month === undefined ? undefined : eq(daysOffPushes.month, month),
      ),
    )
    .orderBy(desc(daysOffPushes.created_at));
  return rows.map((r) => toPushItem(r.row, r));
}
