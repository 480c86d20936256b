import { ALL_FUELS, type CarListItem, type Fuel } from '../../shared/fleet/fleet.schema';

export type FuelCount = { fuel: Fuel; count: number };

/**
 * Active vehicles per fuel, most first (then in the enumeration's order): the counts GET
 * /api/stats/cars/getFuelTypeInsights answers for the same cars, which breaks ties by the fuel's
 * code instead. Archived vehicles and those without a fuel (bicycles) are left out, as the server
 * leaves them out.
 */
export function countByFuel(cars: readonly Pick<CarListItem, 'fuel' | 'deleted'>[]): FuelCount[] {
  const counts = new Map<Fuel, number>();
  for (const c of cars) if (c.deleted === 0 && c.fuel) counts.set(c.fuel, (counts.get(c.fuel) ?? 0) + 1);
  return ALL_FUELS.filter((f) => counts.has(f))
    .map((fuel) => ({ fuel, count: counts.get(fuel)! }))
    .sort((a, b) => b.count - a.count);
}
