import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DayOffStatus, DayPart } from '../../../shared/calendar/calendar.schema';
import type { IntegrationSource, PayrollTypeItem } from '../../../shared/calendar/integration.schema';
import type { PushNotification, PushStatus } from '../../../shared/calendar/push.schema';
import type { IntegrationFeature } from '../../../shared/policy/roles';
import type { Viewer } from '../../../shared/policy/viewer';
import { companies } from './companies';
import { syncColumns } from './columns';
import { employees } from './people';

// Days off and their push to payroll (software-contracts-push.md sections 2-4): types, requests,
// payroll integrations (credentials encrypted with the server's key), the integration's people,
// the pushes (each one a command the job carries out) and the days the payroll has confirmed.

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

export const dayOffTypes = pgTable(
  'day_off_types',
  {
    id: uuid('id').primaryKey(),
    company_id: company(),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    color: text('color').notNull(),
    ...syncColumns(),
  },
  (t) => [index('day_off_types_version_idx').on(t.company_id, t.version)],
);

export const dayOffRequests = pgTable(
  'day_off_requests',
  {
    id: uuid('id').primaryKey(),
    company_id: company(),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    day_off_type_id: uuid('day_off_type_id')
      .notNull()
      .references(() => dayOffTypes.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    start_part: text('start_part').$type<DayPart>().notNull().default('full'),
    end_part: text('end_part').$type<DayPart>().notNull().default('full'),
    details: text('details').notNull().default(''),
    status: text('status').$type<DayOffStatus>().notNull().default('requested'),
    requested_by_name: text('requested_by_name').notNull(),
    decided_by_name: text('decided_by_name'),
    decided_at: at('decided_at'),
    decline_reason: text('decline_reason'),
    created_at: at('created_at').notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    index('day_off_requests_version_idx').on(t.company_id, t.version),
    index('day_off_requests_person_idx').on(t.employee_id, t.start_date),
    index('day_off_requests_month_idx').on(t.company_id, t.start_date, t.end_date),
  ],
);

export const payrollIntegrations = pgTable(
  'payroll_integrations',
  {
    id: uuid('id').primaryKey(),
    company_id: company(),
    name: text('name').notNull(),
    source: text('source').$type<IntegrationSource>().notNull(),
    username: text('username').notNull(),
    customer_code: text('customer_code').notNull(),
    /** AES-256-GCM with the server's key (integrations/credentials.ts); never sent to a device. */
    password_enc: text('password_enc').notNull(),
    secret_enc: text('secret_enc'),
    features: jsonb('features').$type<IntegrationFeature[]>().notNull().default([]),
    needs_iban: boolean('needs_iban').notNull().default(false),
    login_status: text('login_status').$type<'ok' | 'login_failed'>().notNull().default('ok'),
    type_links: jsonb('type_links').$type<Record<string, string>>().notNull().default({}),
    payroll_types: jsonb('payroll_types').$type<PayrollTypeItem[]>().notNull().default([]),
    created_at: at('created_at').notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [index('payroll_integrations_version_idx').on(t.company_id, t.version)],
);

export const integrationPeople = pgTable(
  'integration_people',
  {
    id: uuid('id').primaryKey(),
    company_id: company(),
    integration_id: uuid('integration_id')
      .notNull()
      .references(() => payrollIntegrations.id, { onDelete: 'cascade' }),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    link_source_app: text('link_source_app'),
    iban: text('iban'),
    benefit_code: text('benefit_code'),
    ...syncColumns(),
  },
  (t) => [
    index('integration_people_version_idx').on(t.company_id, t.version),
    uniqueIndex('integration_people_person_idx').on(t.integration_id, t.employee_id),
  ],
);

export const daysOffPushes = pgTable(
  'days_off_pushes',
  {
    id: uuid('id').primaryKey(),
    company_id: company(),
    integration_id: uuid('integration_id')
      .notNull()
      .references(() => payrollIntegrations.id, { onDelete: 'cascade' }),
    /** A push books the days at the payroll; an export only makes the CSV file (exportPushDaysOff). */
    kind: text('kind').$type<'push' | 'export'>().notNull().default('push'),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    employee_ids: jsonb('employee_ids').$type<string[]>().notNull(),
    /** Who pushed, as they were then: the job acts with their rights. */
    viewer: jsonb('viewer').$type<Viewer>().notNull(),
    status: text('status').$type<PushStatus>().notNull().default('queued'),
    notifications: jsonb('notifications').$type<PushNotification[]>().notNull().default([]),
    message_for_payroll: text('message_for_payroll').notNull().default(''),
    wage_payout_date: date('wage_payout_date', { mode: 'string' }),
    meal_voucher_payout_date: date('meal_voucher_payout_date', { mode: 'string' }),
    days_count: integer('days_count').notNull().default(0),
    booked_count: integer('booked_count').notNull().default(0),
    already_booked_count: integer('already_booked_count').notNull().default(0),
    missing_payroll_type_ids: jsonb('missing_payroll_type_ids').$type<string[]>().notNull().default([]),
    /** The CSV export's file (downloadPushDaysOffCSV). */
    file_csv: text('file_csv'),
    pushed_by_name: text('pushed_by_name').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    finished_at: at('finished_at'),
    /** The job's claim: another server takes it over once this has passed. */
    lease_until: at('lease_until'),
    ...syncColumns(),
  },
  (t) => [
    index('days_off_pushes_version_idx').on(t.company_id, t.version),
    index('days_off_pushes_month_idx').on(t.company_id, t.year, t.month),
    index('days_off_pushes_job_idx').on(t.status),
  ],
);

/** The days the payroll confirmed, once each: a retry of a month sends only the others. */
export const pushedDays = pgTable(
  'pushed_days',
  {
    integration_id: uuid('integration_id')
      .notNull()
      .references(() => payrollIntegrations.id, { onDelete: 'cascade' }),
    external_id: text('external_id').notNull(),
    company_id: company(),
    command_id: uuid('command_id').notNull(),
    employee_id: uuid('employee_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    part: text('part').$type<DayPart>().notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.integration_id, t.external_id] }), index('pushed_days_person_idx').on(t.employee_id, t.date)],
);

/** sendMessageToReseller: kept for the reseller's support desk. */
export const resellerMessages = pgTable('reseller_messages', {
  id: uuid('id').primaryKey(),
  company_id: company(),
  user_id: uuid('user_id').notNull(),
  message: text('message').notNull(),
  related_object: text('related_object').notNull(),
  related_object_id: uuid('related_object_id').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
});
