import { carOptions, type CarFeatures } from '../../shared/fleet/car-rules';
import type { CarType, Fuel } from '../../shared/fleet/fleet.schema';
import { CAR_MODELS } from '../../shared/fleet/car-types';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { cars } from '../db/schema/fleet';
import { carExtraFields } from './car-fields-generator';
import { insertInChunks } from './company-builder';
import { mulberry32, pick, type Rng } from './random';

// Vehicles as a Belgian company has them: lease cars (many electric now), some motorbikes and a
// good share of (electric) bicycles, which carry no plate and no fuel.
const COLORS = ['Black', 'White', 'Grey', 'Silver', 'Dark blue', 'Blue', 'Red', 'Green', 'Anthracite', 'Beige'];

const PLATES = 2 * 26 ** 3 * 1000;
/**
 * A Belgian plate (1-ABC-234) for the n-th vehicle. Walking the plate space with a step coprime
 * to its size gives every vehicle its own plate, even 100,000 of them, yet they look random.
 */
export function belgianPlate(n: number): string {
  const k = (n * 7919 + 1_234_567) % PLATES;
  const letters = Math.floor(k / 1000) % 26 ** 3;
  const l = (i: number) => String.fromCharCode(65 + (Math.floor(letters / 26 ** i) % 26));
  return `${1 + Math.floor(k / (26 ** 3 * 1000))}-${l(2)}${l(1)}${l(0)}-${String(k % 1000).padStart(3, '0')}`;
}

export type CarRow = typeof cars.$inferInsert;

export interface CarPlan {
  type: CarType;
  /** The person driving it; null for a pool vehicle or an unassigned one. */
  personId: string | null;
  deleted?: boolean;
  /** How long ago it was added, in hours (default: 2 to 40 days ago). */
  addedHoursAgo?: number;
}

/** What the company's flags and integrations allow (payment types, extra fuels); none by default. */
export interface FleetSetting {
  features?: CarFeatures;
  /** Today as YYYY-MM-DD (registration dates stay before it). */
  today?: string;
}

const NO_FEATURES: CarFeatures = { feature_flags: [], integration_features: [] };

/** Plug-in hybrids become the 'fake' hybrids where an integration offers them. */
function fuelFor(fuel: Fuel, allowed: readonly Fuel[], rng: Rng): Fuel {
  if (fuel === 'hybrid_gas' && allowed.includes('fake_hybrid_gas') && rng() < 0.5) return 'fake_hybrid_gas';
  if (fuel === 'hybrid_diesel' && allowed.includes('fake_hybrid_diesel') && rng() < 0.5) return 'fake_hybrid_diesel';
  return fuel;
}

export function generateCar(rng: Rng, companyId: string, index: number, plan: CarPlan, setting: FleetSetting = {}): CarRow {
  const [brand, model, fuels] = pick(rng, CAR_MODELS[plan.type]);
  const bicycle = plan.type === 'bicycle';
  const plate = bicycle ? null : belgianPlate(index);
  const color = pick(rng, COLORS);
  const chosenFuel = bicycle ? null : pick(rng, fuels);
  // The fields added later draw from a stream of their own, so the vehicles above stay as they were.
  const more = mulberry32(index * 2_654_435_761 + 97);
  const options = carOptions(setting.features ?? NO_FEATURES);
  const fuel = chosenFuel && fuelFor(chosenFuel, options.fuels, more);
  const today = setting.today ?? new Date().toISOString().slice(0, 10);
  const hoursAgo = plan.addedHoursAgo ?? 48 + Math.floor(more() * 38 * 24);
  return {
    id: uuidv7(),
    company_id: companyId,
    type: plan.type,
    brand,
    model,
    plate,
    color,
    fuel,
    related_employee_id: plan.personId,
    is_pool_vehicle: plan.type === 'car' && plan.personId === null ? 1 : 0,
    deleted: plan.deleted ? 1 : 0,
    ...carExtraFields(more, { type: plan.type, fuel, options, today, archived: plan.deleted === true }),
    created_at: new Date(Date.now() - hoursAgo * 3_600_000),
  };
}

/** `count` vehicles, mostly cars, each with a person of `personIds` (a few pool cars). */
export function generateFleet(rng: Rng, p: { companyId: string; personIds: readonly string[]; count: number; firstIndex: number } & FleetSetting): CarRow[] {
  return Array.from({ length: p.count }, (_, i) => {
    const roll = rng();
    const type: CarType = roll < 0.75 ? 'car' : roll < 0.85 ? 'motorbike' : 'bicycle';
    const pool = type === 'car' && (rng() < 0.04 || p.personIds.length === 0);
    return generateCar(rng, p.companyId, p.firstIndex + i, { type, personId: pool ? null : pick(rng, p.personIds), deleted: rng() < 0.03 }, p);
  });
}

export async function addCars(db: Db, rows: CarRow[]): Promise<void> {
  await insertInChunks(rows, (chunk) => db.insert(cars).values(chunk));
}
