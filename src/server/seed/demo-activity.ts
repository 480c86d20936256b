import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { EventInfo } from '../../shared/activity/activity.schema';
import type { EventType } from '../../shared/activity/event-types';
import type { Db } from '../db/database';
import { activity } from '../db/schema/activity';
import { users } from '../db/schema/auth';
import { cars } from '../db/schema/fleet';
import { employees } from '../db/schema/people';
import { historyRow, type HistoryRow } from './demo-history';
import { intBetween, mulberry32, pick } from './random';

// A short history on a few demo vehicles, so their activity feeds look lived in; the other
// vehicles keep the 'no activity yet' state.
const NOTES = [
  'Winter tyres fitted at the dealer.',
  'Service done at 60,000 km, next one in a year.',
  'Small dent on the rear bumper reported by the driver; photos in the files.',
  'Charging card replaced: the old one was lost.',
  'Leasing company confirmed the contract extension until the end of next year.',
  'Windscreen chip repaired, no cost for us.',
];
const OLD_COLOURS = ['Silver', 'White', 'Black', 'Dark grey', 'Blue'];
const DAY = 86_400_000;

export async function addDemoActivity(db: Db, companyId: string, authorEmails: string[]): Promise<void> {
  const rng = mulberry32(20261124);
  const authors = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.company_id, companyId));
  const byEmail = authorEmails.map((e) => authors.find((a) => a.email === e)?.id).filter((id): id is string => !!id);
  const picked = await db
    .select({ id: cars.id, color: cars.color, plate: cars.plate, person: employees.id, first: employees.first_name, last: employees.last_name })
    .from(cars)
    .innerJoin(employees, eq(employees.id, cars.related_employee_id))
    .where(and(eq(cars.company_id, companyId), eq(cars.type, 'car'), eq(cars.deleted, 0), isNotNull(cars.color)))
    .orderBy(asc(cars.id))
    .limit(12);
  const rows: HistoryRow[] = [];
  const now = Date.now();
  const add = (carId: string, daysAgo: number, type: EventType, info: EventInfo, author = pick(rng, byEmail)) => {
    const at = new Date(now - daysAgo * DAY - intBetween(rng, 0, 8 * 3600) * 1000);
    rows.push(historyRow(companyId, author, at, { related_object: 'car', related_object_id: carId, event_type: type, event_info_json: info }));
  };
  for (const car of picked) {
    add(car.id, intBetween(rng, 50, 80), 'car_assigned', { employee_id: car.person, employee_name: `${car.first} ${car.last}` }, byEmail[0]);
    const old = pick(
      rng,
      OLD_COLOURS.filter((c) => c !== car.color),
    );
    const changedOn = intBetween(rng, 5, 40);
    add(car.id, changedOn, 'car_updated', { changes: [{ field: 'color', old, new: car.color }] });
    // A new plate: the old one as Belgian plates look, the new one the car's own.
    const oldPlate = `1-${pick(rng, ['GKX', 'HBT', 'JPL'])}-${intBetween(rng, 100, 999)}`;
    if (car.plate && rng() < 0.6) add(car.id, changedOn + 2, 'car_updated', { changes: [{ field: 'plate', old: oldPlate, new: car.plate }] });
    const first = intBetween(rng, 0, NOTES.length - 1);
    for (let i = intBetween(rng, 0, 2); i > 0; i--) add(car.id, intBetween(rng, 0, 30), 'note_added', { text: NOTES[(first + i) % NOTES.length]! });
  }
  if (rows.length) await db.insert(activity).values(rows);
}
