import type { AreaSeed } from '../http/server-area';
import { addDemoCalendar } from './demo-calendar';

/** The calendar's demo: types, three months of requests, the payroll integrations and last month's push. */
export const calendarSeed: AreaSeed = {
  demo: (tx, ctx) => addDemoCalendar(tx, ctx),
};
