import type { AreaSeed } from '../http/server-area';
import { addDemoCalendar } from './demo-calendar';
import { addGeneratedDaysOff } from './days-off-generator';

/** The calendar's demo (types, three months of requests, the payroll integrations and last month's push) and `--days-off N`. */
export const calendarSeed: AreaSeed = {
  demo: (tx, ctx) => addDemoCalendar(tx, ctx),
  generate: {
    option: 'days-off',
    run: async (db, p) => `${await addGeneratedDaysOff(db, p)} day-off requests`,
  },
};
