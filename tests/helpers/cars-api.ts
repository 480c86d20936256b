import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { payrollIntegrations } from '../../src/server/db/schema/calendar';
import { companies } from '../../src/server/db/schema/companies';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { FeatureFlag, IntegrationFeature } from '../../src/shared/policy/roles';
import { syncHeaders, type SyncHeaderValues } from './sync-api';
import { VALID_CAR_FIELDS } from './valid-car-fields';
import { type Client, type Query, type Response } from './test-app';

// Calls and fixtures of the vehicle API tests (tests/api/cars-*.test.ts).

/** A car row as the list answers it, every field at its empty default; tests name what matters. */
export function carListItem(over: Partial<CarListItem> & Pick<CarListItem, 'id'>): CarListItem {
  return {
    type: 'car',
    brand: 'B',
    model: 'M',
    plate: null,
    chassis_number: null,
    color: null,
    pk: null,
    specifics: null,
    supplier: null,
    fuel: null,
    related_employee_id: null,
    person_name: null,
    is_pool_vehicle: 0,
    catalogue_value: null,
    contract_type: null,
    cost_yearly: null,
    operational_cost_yearly: null,
    own_contribution: null,
    own_contribution_payment_type: null,
    date_first_registration: null,
    date_commissioning: null,
    order_date: null,
    date_end: null,
    co2_g_km: null,
    co2_g_km_wltp: null,
    is_utility_vehicle: -1,
    usage_type: 'private_and_commute',
    payroll_processed: 0,
    deleted: 0,
    created_at: '2024-01-01T00:00:00.000Z',
    version: 1,
    updated_at: '',
    ...over,
  };
}

export type CarsAnswer = { data: (CarListItem & { custom_fields?: Record<string, string | null> })[]; count: number; has_archived_vehicles: boolean };
export type ApiError = { code: string; message: string; fields?: Record<string, string> };

export const errorOf = (res: Response): ApiError => res.json<{ error: ApiError }>().error;

/** GET /api/cars/list, asserted to answer 200. */
export async function listCarsApi(c: Client, query: Query = {}): Promise<CarsAnswer> {
  const res = await c.get('/api/cars/list', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CarsAnswer>();
}

/** Every active and archived vehicle the client sees, in list shape. */
export async function allCarsApi(c: Client): Promise<CarListItem[]> {
  const active = await listCarsApi(c, { per_page: 2000 });
  const archived = await listCarsApi(c, { per_page: 2000, show_deleted_only: '1' });
  return [...active.data, ...archived.data];
}

export function postCar(
  c: Client,
  path: 'add' | 'edit' | 'delete' | 'undelete' | 'delete-permanently' | 'car_exists',
  body: Record<string, unknown>,
  h: SyncHeaderValues = {},
): Promise<Response> {
  return c.request({ method: 'POST', url: `/api/cars/${path}`, payload: body, headers: syncHeaders(h) });
}

/** A new car that passes every rule of Demo Company (all its fleet features on); a plate of its own. */
export function validCar(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: uuidv7(),
    ...VALID_CAR_FIELDS,
    plate: uniquePlate(),
    specifics: null,
    ...over,
  };
}

/**
 * Picks demo vehicles no earlier pick took, so the tests of a file change different ones.
 * `cars` is read at each pick (beforeAll fills the list). `take` throws when none is left; `takeIfAny` answers undefined.
 */
export function freshCars<C extends { id: string }>(cars: () => readonly C[]) {
  const used = new Set<string>();
  const takeIfAny = (where: (c: C) => boolean = () => true): C | undefined => {
    const car = cars().find((c) => !used.has(c.id) && where(c));
    if (car) used.add(car.id);
    return car;
  };
  const take = (where?: (c: C) => boolean): C => {
    const car = takeIfAny(where);
    if (!car) throw new Error('No demo vehicle left');
    return car;
  };
  return { take, takeIfAny };
}

let plates = 0;
/** A plate no demo vehicle has (demo plates look like 1-ABC-234). */
export const uniquePlate = () => `T-${String(process.pid % 1000).padStart(3, '0')}-${String(++plates).padStart(3, '0')}`;

/**
 * Sets a company's feature flags and integration features (the viewer is loaded per request, so
 * the next call sees them). The viewer's features are the company's and its payroll integrations'
 * (auth/viewer.repo.ts): the integrations' move onto the company, so `integrations` is all of them.
 */
export async function setCompanyFeatures(db: Db, companyId: string, f: { flags: FeatureFlag[]; integrations: IntegrationFeature[] }): Promise<void> {
  await db.update(payrollIntegrations).set({ features: [] }).where(eq(payrollIntegrations.company_id, companyId));
  await db.update(companies).set({ feature_flags: f.flags, integration_features: f.integrations }).where(eq(companies.id, companyId));
}

export async function companyFeatures(db: Db, companyId: string): Promise<{ flags: FeatureFlag[]; integrations: IntegrationFeature[] }> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`No company ${companyId}`);
  const integrations = await db
    .select({ features: payrollIntegrations.features })
    .from(payrollIntegrations)
    .where(eq(payrollIntegrations.company_id, companyId));
  return { flags: row.feature_flags, integrations: [...new Set([...row.integration_features, ...integrations.flatMap((i) => i.features)])] };
}
