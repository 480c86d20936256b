import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  CAR_FIELD_LABELS as L,
  CONTRACT_TYPE_LABELS,
  FUEL_LABELS,
  PAYMENT_TYPE_LABELS,
  USAGE_TYPE_LABELS,
  UTILITY_LABELS,
} from '../../src/shared/fleet/car-labels';
import { carOptions, type CarOptions } from '../../src/shared/fleet/car-rules';
import { carTotalCost, type CarListItem } from '../../src/shared/fleet/fleet.schema';
import { formatDate } from '../../src/shared/format';
import { formatMoney } from '../../src/shared/money';
import type { Viewer } from '../../src/shared/policy/viewer';
import { VALID_CAR_FIELDS } from '../helpers/valid-car-fields';

// The vehicle detail and life-cycle journeys' shared pieces: the server's view of a car, what its
// page should say, and the toasts.

export type Detail = { details: CarListItem; employee_details: { id: string; name: string | null; avatar: string | null } | null };

export async function carDetail(request: APIRequestContext, id: string): Promise<Detail> {
  const res = await request.get(`/api/cars/${id}/detail`);
  expect(res.ok(), `GET /api/cars/${id}/detail`).toBe(true);
  return (await res.json()) as Detail;
}

/** A plate no other test uses ('1-ABC-123' form). */
const randomPlate = () =>
  `1-${Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}-${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** A car of the calling test's own, made through the API: other specs change the demo cars while it runs. */
export async function newCar(request: APIRequestContext, plate = randomPlate()): Promise<string> {
  const res = await request.post('/api/cars/add', { data: { ...VALID_CAR_FIELDS, plate } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** As newCar, then archived (POST /api/cars/delete). */
export async function newArchivedCar(request: APIRequestContext): Promise<string> {
  const id = await newCar(request);
  const res = await request.post('/api/cars/delete', { data: { car_id: id, date_end: '2026-01-31' } });
  expect(res.ok(), await res.text()).toBe(true);
  return id;
}

/** The server's vehicles: active ones, or only the archived ones. */
export async function listCars(request: APIRequestContext, archived = false): Promise<CarListItem[]> {
  const res = await request.get(`/api/cars/list?per_page=2000${archived ? '&show_deleted_only=1' : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: CarListItem[] }).data;
}

export async function optionsOf(request: APIRequestContext): Promise<CarOptions> {
  const res = await request.get('/api/me');
  expect(res.ok()).toBe(true);
  return carOptions((await res.json()) as Viewer);
}

/** The status code of a car's detail call, for expect.poll (never throws). */
export const detailStatus = (request: APIRequestContext, id: string) =>
  request.get(`/api/cars/${id}/detail`).then(
    (r) => r.status(),
    () => 0,
  );

/** A section's facts as label -> text, as the page shows them. */
export async function factsOf(page: Page, title: string): Promise<Record<string, string>> {
  const section = page.getByRole('region', { name: title, exact: true });
  await expect(section).toBeVisible();
  return section
    .locator('dl')
    .evaluate((dl) =>
      Object.fromEntries(
        [...dl.querySelectorAll(':scope > div')].map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']),
      ),
    );
}

const or = (v: string) => v || '—';
const money = (v: string | number | null) => or(formatMoney(v));

/** What each section should say for a car, written from the server's answer (the owner is checked apart). */
export function expectedFacts(c: CarListItem, o: CarOptions): Record<string, Record<string, string>> {
  const motorised = c.type !== 'bicycle';
  const vehicle: Record<string, string> = { [L.brand]: c.brand, [L.model]: c.model };
  if (motorised) Object.assign(vehicle, { [L.plate]: or(c.plate ?? ''), [L.fuel]: c.fuel ? FUEL_LABELS[c.fuel] : '—' });
  Object.assign(vehicle, { [L.color]: or(c.color ?? ''), [L.chassis_number]: or(c.chassis_number ?? '') });
  if (motorised) vehicle[L.pk] = c.pk === null ? '—' : String(c.pk);
  if (o.usageType) vehicle[L.usage_type] = USAGE_TYPE_LABELS[c.usage_type];
  const payroll: Record<string, string> = { [L.date_first_registration]: or(formatDate(c.date_first_registration)) };
  if (o.belgianTax) payroll[L.date_commissioning] = or(formatDate(c.date_commissioning));
  if (o.orderDate) payroll[L.order_date] = or(formatDate(c.order_date));
  Object.assign(payroll, {
    [L.co2_g_km]: c.co2_g_km === null ? '—' : String(c.co2_g_km),
    [L.co2_g_km_wltp]: c.co2_g_km_wltp === null ? '—' : String(c.co2_g_km_wltp),
  });
  if (o.belgianTax) payroll[L.is_utility_vehicle] = UTILITY_LABELS[String(c.is_utility_vehicle) as '-1' | '0' | '1'];
  payroll[L.catalogue_value] = money(c.catalogue_value);
  return {
    Vehicle: vehicle,
    ...(c.type === 'car' ? { 'Payroll info': payroll } : {}),
    'Financial data': {
      [L.contract_type]: c.contract_type ? CONTRACT_TYPE_LABELS[c.contract_type] : '—',
      [L.cost_yearly]: money(c.cost_yearly),
      [L.operational_cost_yearly]: money(c.operational_cost_yearly),
      [L.total_cost]: money(carTotalCost(c)),
      [L.own_contribution]: money(c.own_contribution),
      [L.own_contribution_payment_type]: c.own_contribution_payment_type ? PAYMENT_TYPE_LABELS[c.own_contribution_payment_type] : '—',
    },
    'Extra specifics': { [L.supplier]: or(c.supplier ?? ''), [L.specifics]: or(c.specifics ?? '') },
  };
}

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Activity items of a car on the server, of one event type. */
export async function eventsOf(request: APIRequestContext, carId: string, type: string): Promise<number> {
  const res = await request.get(`/api/activity/car/${carId}`);
  if (!res.ok()) return -1;
  return ((await res.json()) as { data: { event_type: string }[] }).data.filter((i) => i.event_type === type).length;
}
