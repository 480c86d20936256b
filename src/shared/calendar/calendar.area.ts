import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { calendarMutations } from './calendar.mutations';
import { calendarRights } from './calendar.rights';
import type { DayOffRequestItem, DayOffTypeItem } from './calendar.schema';
import type { IntegrationItem, IntegrationPersonItem } from './integration.schema';
import type { DaysOffPushItem } from './push.schema';

const tables = [
  // The company's types: every user (the calendar's legend, the request form).
  mirrored<Versioned<DayOffTypeItem>>()('day_off_types', 'Types of day off'),
  // The requests of the people the viewer may see: /calendar, /inbox/daysOff, the push's anomalies.
  mirrored<Versioned<DayOffRequestItem>>()('day_off_requests', 'Days off', 'id, employee_id, status'),
  // Admins: the payroll integrations (no credentials), their people, and the pushes (the history).
  mirrored<Versioned<IntegrationItem>>()('payroll_integrations', 'Payroll integrations'),
  mirrored<Versioned<IntegrationPersonItem>>()('integration_people', 'Payroll people', 'id, integration_id, employee_id'),
  mirrored<Versioned<DaysOffPushItem>>()('days_off_pushes', 'Pushes to payroll', 'id, integration_id'),
] as const;

export const calendarArea: SharedArea<typeof tables, typeof calendarRights> = {
  tables,
  mutations: calendarMutations,
  objectTypes: [],
  rights: calendarRights,
};
