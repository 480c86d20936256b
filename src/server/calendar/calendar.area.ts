import { dayOffRequests, dayOffTypes, daysOffPushes, integrationPeople, payrollIntegrations } from '../db/schema/calendar';
import { can } from '../../shared/policy/policy';
import { defineServerArea } from '../http/server-area';
import { startJobLoop } from '../jobs/job-loop';
import { calendarWritesRoutes } from './calendar-writes.routes';
import { calendarRoutes } from './calendar.routes';
import { integrationChanges, integrationPeopleChanges, pushChanges, requestChanges, typeChanges } from './calendar-sync.repo';
import { integrationsRoutes } from './integrations/integrations.routes';
import { csvExportProvider } from './payroll/csv-export-provider';
import { httpJsonProvider } from './payroll/http-json-provider';
import { nextPush, runPush, type ProviderFor } from './push-job';
import { pushRoutes } from './push.routes';

export const calendarArea = defineServerArea({
  name: 'calendar',
  routes: (app, deps) => {
    const http = httpJsonProvider(deps.payrollUrl);
    const providerFor: ProviderFor = (source) => (source === 'csv_export' ? csvExportProvider : http);
    // The push's worker lives with the app: it starts with it and stops before the database closes.
    const worker = startJobLoop({
      name: 'days-off push',
      log: app.log,
      next: () => nextPush(deps.db),
      run: (job) => runPush(deps.db, job, providerFor).catch((err: unknown) => (app.log.error({ err, pushId: job.id }, 'push failed'), true)),
    });
    app.addHook('onClose', () => worker.stop());
    calendarRoutes(app, deps);
    calendarWritesRoutes(app, deps);
    pushRoutes(app, deps, worker);
    integrationsRoutes(app, deps, providerFor);
  },
  pull: {
    day_off_types: { changes: typeChanges, sqlTable: dayOffTypes },
    day_off_requests: { changes: requestChanges, sqlTable: dayOffRequests },
    payroll_integrations: {
      changes: integrationChanges,
      sqlTable: payrollIntegrations,
      access: (v) => can(v, 'calendar.push') || can(v, 'integrations.manage'),
    },
    integration_people: {
      changes: integrationPeopleChanges,
      sqlTable: integrationPeople,
      access: (v) => can(v, 'calendar.push') || can(v, 'integrations.manage'),
    },
    days_off_pushes: { changes: pushChanges, sqlTable: daysOffPushes, access: (v) => can(v, 'calendar.pushHistory') },
  },
});
