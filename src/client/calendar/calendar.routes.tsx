import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';
import { IconCalendar, IconSend } from '../ui/icons';

// Days off and their push to payroll (software-contracts-push.md section 2, "Days-off push and
// integrations"), each page lazily loaded.
export const calendarClientArea: ClientArea = {
  routes: [
    { path: 'calendar', lazy: guarded('calendar.view', () => import('./calendar-page').then((m) => ({ Component: m.CalendarPage }))) },
    {
      path: 'calendar/person/:employee_id',
      lazy: guarded('calendar.view', () => import('./person-calendar-page').then((m) => ({ Component: m.PersonCalendarPage }))),
    },
    { path: 'inbox/daysOff', lazy: guarded('calendar.view', () => import('./inbox-page').then((m) => ({ Component: m.InboxPage }))) },
    { path: 'inbox/daysOff/:request_id', lazy: guarded('calendar.view', () => import('./request-page').then((m) => ({ Component: m.RequestPage }))) },
    {
      path: 'calendar/push/:year/:month/:integration_id',
      lazy: guarded('calendar.push', () => import('./push-page').then((m) => ({ Component: m.PushPage }))),
    },
    {
      path: 'calendar/push/:command_id',
      lazy: guarded('calendar.push', () => import('./push-progress-page').then((m) => ({ Component: m.PushProgressPage }))),
    },
    {
      path: 'history/calendar/push',
      lazy: guarded('calendar.pushHistory', () => import('./push-history-page').then((m) => ({ Component: m.PushHistoryPage }))),
    },
    {
      path: 'history/calendar/push/:year/:month',
      lazy: guarded('calendar.pushHistory', () => import('./push-history-page').then((m) => ({ Component: m.PushHistoryPage }))),
    },
    { path: 'settings/socialSecretariat', lazy: guarded('calendar.push', () => import('./integration-page').then((m) => ({ Component: m.IntegrationsPage }))) },
    {
      path: 'settings/socialSecretariat/:integration_id',
      lazy: guarded('calendar.push', () => import('./integration-page').then((m) => ({ Component: m.IntegrationPage }))),
    },
  ],
  nav: [
    { to: '/calendar', label: 'Calendar', icon: IconCalendar, action: 'calendar.view', summary: 'Days off by team, requests to answer, the push to payroll.' },
  ],
  settings: [
    {
      to: '/settings/socialSecretariat',
      title: 'Payroll integrations',
      text: 'The payroll the days off are pushed to: its login, types of day off and people.',
      icon: IconSend,
      action: 'calendar.push',
    },
  ],
};
