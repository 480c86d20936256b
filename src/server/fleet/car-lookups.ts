import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { CAR_MODELS } from '../../shared/fleet/car-types';
import { CAR_TYPES, type CarType, type Fuel } from '../../shared/fleet/fleet.schema';
import { foldText } from '../../shared/segments/segment-values';
import type { Db } from '../db/database';
import { cars } from '../db/schema/fleet';
import type { PeopleScope } from '../people/people-scope';
import { carScopeCondition } from './cars.repo';

// The small read calls of the fleet area: brand/model suggestions and fuel counts.

export const CAR_TYPES_LIMIT = 50;

export interface CarTypeItem {
  type: CarType;
  brand: string;
  model: string;
  fuels: Fuel[];
}

/**
 * GET /api/car_types/list: the catalogue (car-types.ts) and the company's own brand and model
 * pairs, one per type, brand and model (case folded), whose "brand model" contains the keyword.
 */
export async function carTypes(db: Db, companyId: string, keyword: string): Promise<CarTypeItem[]> {
  const own = await db
    .select({ type: cars.type, brand: cars.brand, model: cars.model, fuels: sql<(Fuel | null)[]>`array_agg(distinct ${cars.fuel})` })
    .from(cars)
    .where(eq(cars.company_id, companyId))
    .groupBy(cars.type, cars.brand, cars.model)
    // The first spelling entered names the pair ('Lynk & Co' before a later 'LYNK & CO').
    .orderBy(sql`min(${cars.created_at})`, cars.brand, cars.model);
  const items = new Map<string, CarTypeItem>();
  const add = (i: CarTypeItem) => {
    const key = `${i.type}\u0000${foldText(i.brand)}\u0000${foldText(i.model)}`;
    const known = items.get(key);
    if (known) known.fuels = [...new Set([...known.fuels, ...i.fuels])];
    else items.set(key, { ...i, fuels: [...i.fuels] });
  };
  for (const type of CAR_TYPES) for (const [brand, model, fuels] of CAR_MODELS[type]) add({ type, brand, model, fuels: [...fuels] });
  for (const o of own)
    if (o.brand.trim() && o.model.trim()) add({ type: o.type, brand: o.brand, model: o.model, fuels: o.fuels.filter((f): f is Fuel => f !== null) });
  const term = foldText(keyword);
  return [...items.values()]
    .filter((i) => foldText(`${i.brand} ${i.model}`).includes(term))
    .sort((a, b) => CAR_TYPES.indexOf(a.type) - CAR_TYPES.indexOf(b.type) || a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model))
    .slice(0, CAR_TYPES_LIMIT);
}

/** GET /api/stats/cars/getFuelTypeInsights: active vehicles the viewer may see, per fuel (bicycles have none). */
export async function fuelInsights(db: Db, scope: PeopleScope): Promise<{ fuel: Fuel; count: number }[]> {
  const rows = await db
    .select({ fuel: cars.fuel, count: sql<number>`count(*)::int` })
    .from(cars)
    .where(and(carScopeCondition(scope), eq(cars.deleted, 0), ne(cars.type, 'bicycle'), isNotNull(cars.fuel)))
    .groupBy(cars.fuel)
    .orderBy(sql`count(*) desc`, cars.fuel);
  return rows.map((r) => ({ fuel: r.fuel!, count: Number(r.count) }));
}
