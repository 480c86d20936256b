import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { DayOffStatus } from '../../shared/calendar/calendar.schema';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { dayOffRequests, dayOffTypes } from '../db/schema/calendar';
import { employees } from '../db/schema/people';
import { intBetween, mulberry32, pick } from './random';

// `npm run seed -- --days-off N`: N requests of the company's people over the past year and the
// next two months (mostly approved, some waiting, a few declined), for the calendar and the push at
// volume. The company's types are used; a company without any gets a Vacation type.

const BATCH = 2000;

export async function addGeneratedDaysOff(db: Db, p: { companyId: string; count: number; seed: number }): Promise<number> {
  const rng = mulberry32(p.seed + 20);
  let types = await db.select({ id: dayOffTypes.id }).from(dayOffTypes).where(eq(dayOffTypes.company_id, p.companyId));
  if (!types.length) {
    const id = uuidv7();
    await db.insert(dayOffTypes).values({ id, company_id: p.companyId, name: 'Vacation', alias: 'VAC', color: '#2e7d32' });
    types = [{ id }];
  }
  const people = await db.select({ id: employees.id }).from(employees).where(eq(employees.company_id, p.companyId));
  if (!people.length) return 0;
  const today = new Date();
  for (let done = 0; done < p.count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, p.count - done) }, () => {
      const start = addDays(today, intBetween(rng, -365, 60));
      const end = addDays(start, pick(rng, [0, 0, 1, 2, 4, 9]));
      const status: DayOffStatus = start > today && rng() < 0.3 ? 'requested' : rng() < 0.93 ? 'approved' : 'declined';
      return {
        id: uuidv7(),
        company_id: p.companyId,
        employee_id: pick(rng, people).id,
        day_off_type_id: pick(rng, types).id,
        start_date: format(start, 'yyyy-MM-dd'),
        end_date: format(end, 'yyyy-MM-dd'),
        status,
        requested_by_name: 'Generated',
        decided_by_name: status === 'requested' ? null : 'Generated',
        decided_at: status === 'requested' ? null : addDays(start, -2),
      };
    });
    await db.insert(dayOffRequests).values(rows);
  }
  return p.count;
}
