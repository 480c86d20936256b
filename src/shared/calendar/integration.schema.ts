import { z } from 'zod';
import { textInput } from '../input-schemas';
import type { IntegrationFeature } from '../policy/roles';
import { calendarMessages } from './calendar.messages';

// Payroll integrations (software-contracts-push.md section 3: username, source, customer_code;
// integration people: id, name, link_source_app). The password and secret are stored encrypted on
// the server and never leave it: the mirror holds the rest.

/** The providers: a CSV file the payroll imports, or the payroll's HTTP JSON service. */
export const INTEGRATION_SOURCES = ['csv_export', 'http_json'] as const;
export type IntegrationSource = (typeof INTEGRATION_SOURCES)[number];

export const INTEGRATION_SOURCE_NAMES: Record<IntegrationSource, string> = {
  csv_export: 'CSV export',
  http_json: 'HTTP JSON service',
};

/** Where the last login with the stored credentials left the integration. */
export const LOGIN_STATES = ['ok', 'login_failed'] as const;

export interface PayrollTypeItem {
  id: string;
  code: string;
  name: string;
}

export interface IntegrationItem {
  id: string;
  name: string;
  source: IntegrationSource;
  username: string;
  customer_code: string;
  /** What the integration switches on in other areas (the viewer's integration_features). */
  features: IntegrationFeature[];
  /** The payroll pays by bank transfer: people without an IBAN are warned of. */
  needs_iban: boolean;
  login_status: (typeof LOGIN_STATES)[number];
  /** Day-off type id -> the payroll's type id (linkDayOffType). */
  type_links: Record<string, string>;
  /** The payroll's types as last fetched (getPayollTypes), for linking on the device. */
  payroll_types: PayrollTypeItem[];
  created_at: string;
  updated_at: string;
}

/** A person as the integration knows them (fetchPeopleByIntegration). */
export interface IntegrationPersonItem {
  id: string;
  integration_id: string;
  employee_id: string;
  name: string;
  /** The person's id in the payroll; without it nothing of theirs can be pushed. */
  link_source_app: string | null;
  iban: string | null;
  /** The payroll's benefit code: H01-H07 get meal vouchers. */
  benefit_code: string | null;
  updated_at: string;
}

const credential = (max: number) => textInput(max).min(1, 'This field is required.');

/** reauthSSIntegration: POST /api/integrations/reauth */
export const reauthBodySchema = z.object({
  integration_id: z.uuid(),
  new_username: credential(200),
  new_customer_code: credential(100),
  new_password: z.string().min(1, 'This field is required.').max(500),
  new_secret: z.string().max(500).optional().default(''),
});

/** linkDayOffType: POST /api/integrations/linkDayOffType */
export const linkDayOffTypeBodySchema = z.object({
  integration_id: z.uuid(),
  day_off_type_id: z.uuid(),
  payroll_day_off_type_id: textInput(100).min(1, calendarMessages.selectPayrollType),
});

/** A person's id in the payroll: what its files and calls name them by. */
export const MAX_PAYROLL_ID = 64;

/** linkPerson: POST /api/integrations/linkPerson, the person's id in the payroll typed in (the payroll lists none). */
export const linkPersonBodySchema = z.object({
  integration_id: z.uuid(),
  employee_id: z.uuid(),
  link_source_app: textInput(MAX_PAYROLL_ID).min(1, calendarMessages.enterPayrollId),
});

/** sendMessageToReseller: POST /api/reseller/message */
export const MAX_RESELLER_MESSAGE = 2000;
export const resellerMessageBodySchema = z.object({
  message: textInput(MAX_RESELLER_MESSAGE).min(1, 'enter a message'),
  related_object: z.enum(['days_off_push', 'integration']),
  related_object_id: z.uuid(),
});
