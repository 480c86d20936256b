import type { CarFeatures } from '../../shared/fleet/car-rules';
import type { CarType } from '../../shared/fleet/fleet.schema';
import type { Db } from '../db/database';
import { addCars, generateCar, type CarPlan, type CarRow } from './cars-generator';
import type { BuiltCompany } from './company-builder';
import { mulberry32, pick } from './random';

interface Extra {
  pool: number;
  archived: number[];
  /** Vehicles added within the last day: their brand and model can still be changed. */
  recent: number[];
}

const plans = (counts: Record<CarType, number>, extra: Extra, people: readonly string[], rng: () => number): CarPlan[] => {
  const types = (Object.entries(counts) as [CarType, number][]).flatMap(([type, n]) => Array<CarType>(n).fill(type));
  return types.map((type, i) => ({
    type,
    // The first cars are pool cars: a car without a person, shared by the team.
    personId: type === 'car' && i < extra.pool ? null : pick(rng, people),
    deleted: extra.archived.includes(i),
    ...(extra.recent.includes(i) ? { addedHoursAgo: 2 + i / 10 } : {}),
  }));
};

export interface DemoFleetCompany {
  company: BuiltCompany;
  features: CarFeatures;
}

/**
 * The demo fleet: every vehicle type, a few pool cars, a few archived vehicles and two added
 * within the last day, every field filled so each vehicle passes its company's payroll rules. Its
 * own random stream, so adding vehicles left the demo people exactly as they were.
 */
export async function addDemoFleet(db: Db, demo: DemoFleetCompany, other: DemoFleetCompany): Promise<void> {
  const rng = mulberry32(20261123);
  const current = (c: BuiltCompany) => c.people.filter((p) => p.active_until === null).map((p) => p.id);
  const rows: CarRow[] = [];
  const add = (c: DemoFleetCompany, list: CarPlan[], firstIndex: number) =>
    list.forEach((plan, i) => rows.push(generateCar(rng, c.company.companyId, firstIndex + i, plan, { features: c.features })));
  add(demo, plans({ car: 42, motorbike: 8, bicycle: 10, other: 0 }, { pool: 4, archived: [9, 23, 44, 55], recent: [12, 30] }, current(demo.company), rng), 0);
  add(other, plans({ car: 6, motorbike: 1, bicycle: 1, other: 0 }, { pool: 1, archived: [], recent: [] }, current(other.company), rng), 1000);
  await addCars(db, rows);
}
