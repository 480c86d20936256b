import type { DayOffRequestItem, DayOffTypeItem } from '../../shared/calendar/calendar.schema';
import type { IntegrationItem, IntegrationPersonItem } from '../../shared/calendar/integration.schema';
import type { DaysOffPushItem } from '../../shared/calendar/push.schema';
import type { Versioned } from '../../shared/sync/area';
import type { dayOffRequests, dayOffTypes, daysOffPushes, integrationPeople, payrollIntegrations } from '../db/schema/calendar';

// The calendar's rows in the mirror's (and the API's) shape: times as ISO text, no credentials,
// no job columns.

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const stamp = (r: { updated_at: Date; version: number }) => ({ updated_at: iso(r.updated_at)!, version: Number(r.version) });

export const toTypeItem = (r: typeof dayOffTypes.$inferSelect): Versioned<DayOffTypeItem> => ({
  id: r.id,
  name: r.name,
  alias: r.alias,
  color: r.color,
  ...stamp(r),
});

export const toRequestItem = (r: typeof dayOffRequests.$inferSelect): Versioned<DayOffRequestItem> => ({
  id: r.id,
  employee_id: r.employee_id,
  day_off_type_id: r.day_off_type_id,
  start_date: r.start_date,
  end_date: r.end_date,
  start_part: r.start_part,
  end_part: r.end_part,
  details: r.details,
  status: r.status,
  requested_by_name: r.requested_by_name,
  created_at: iso(r.created_at)!,
  decided_by_name: r.decided_by_name,
  decided_at: iso(r.decided_at),
  decline_reason: r.decline_reason,
  ...stamp(r),
});

export const toIntegrationItem = (r: typeof payrollIntegrations.$inferSelect): Versioned<IntegrationItem> => ({
  id: r.id,
  name: r.name,
  source: r.source,
  username: r.username,
  customer_code: r.customer_code,
  features: r.features,
  needs_iban: r.needs_iban,
  login_status: r.login_status,
  type_links: r.type_links,
  payroll_types: r.payroll_types,
  created_at: iso(r.created_at)!,
  ...stamp(r),
});

export const toIntegrationPersonItem = (r: typeof integrationPeople.$inferSelect, name: string): Versioned<IntegrationPersonItem> => ({
  id: r.id,
  integration_id: r.integration_id,
  employee_id: r.employee_id,
  name,
  link_source_app: r.link_source_app,
  iban: r.iban,
  benefit_code: r.benefit_code,
  ...stamp(r),
});

export const toPushItem = (r: typeof daysOffPushes.$inferSelect, integration: { name: string; source: string }): Versioned<DaysOffPushItem> => ({
  id: r.id,
  integration_id: r.integration_id,
  integration_name: integration.name,
  source: integration.source,
  kind: r.kind,
  year: r.year,
  month: r.month,
  employee_ids: r.employee_ids,
  status: r.status,
  notifications: r.notifications,
  message_for_payroll: r.message_for_payroll,
  wage_payout_date: r.wage_payout_date,
  meal_voucher_payout_date: r.meal_voucher_payout_date,
  days_count: r.days_count,
  booked_count: r.booked_count,
  already_booked_count: r.already_booked_count,
  missing_payroll_type_ids: r.missing_payroll_type_ids,
  has_file: r.file_csv !== null,
  pushed_by_name: r.pushed_by_name,
  created_at: iso(r.created_at)!,
  finished_at: iso(r.finished_at),
  ...stamp(r),
});
