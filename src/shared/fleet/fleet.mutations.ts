import { z } from 'zod';
import { defineMutation } from '../sync/mutation';
import { draftOf, normalizeCar, type CarDraft } from './car-rules';
import { CAR_FIELDS, carAddBodySchema, carDeleteBodySchema, carEditBodySchema, carIdBodySchema, type CarField, type CarListItem } from './fleet.schema';

// The fleet area's writes. Each one is replayed by the outbox as the documented call; `apply` is
// what the device shows until the server's row comes back.

export const describeCar = (c: Pick<CarListItem, 'plate' | 'brand' | 'model'> | null, id: string) =>
  `Vehicle ${c?.plate || [c?.brand, c?.model].filter(Boolean).join(' ') || id.slice(0, 8)}`;

const EMPTY_DRAFT: Omit<CarDraft, 'type'> = {
  brand: '', model: '', plate: null, chassis_number: null, color: null, pk: null, specifics: null, supplier: null, fuel: null,
  related_employee_id: null, is_pool_vehicle: 0, catalogue_value: null, contract_type: null, cost_yearly: null,
  operational_cost_yearly: null, own_contribution: null, own_contribution_payment_type: null, date_first_registration: null,
  date_commissioning: null, order_date: null, co2_g_km: null, co2_g_km_wltp: null, is_utility_vehicle: -1, usage_type: 'private_and_commute',
};

/** The fields of a car as normalised values, merged over what it had (or the defaults for a new one). */
function withFields(row: CarListItem | null, type: CarListItem['type'], sent: Partial<Record<CarField, unknown>>): CarListItem {
  const before: CarDraft = row ? draftOf(row) : { ...EMPTY_DRAFT, type };
  const merged = { ...before } as Record<string, unknown>;
  for (const f of CAR_FIELDS) if (sent[f] !== undefined) merged[f] = sent[f];
  const fields = normalizeCar(merged as CarDraft);
  return {
    id: row?.id ?? '',
    person_name: fields.related_employee_id === row?.related_employee_id ? (row?.person_name ?? null) : null,
    payroll_processed: row?.payroll_processed ?? 0,
    deleted: row?.deleted ?? 0,
    date_end: row?.date_end ?? null,
    created_at: row?.created_at ?? new Date().toISOString(),
    version: row?.version ?? 0,
    updated_at: new Date().toISOString(),
    ...fields,
    pk: fields.pk === null ? null : Number(fields.pk),
    co2_g_km: fields.co2_g_km === null ? null : Number(fields.co2_g_km),
    co2_g_km_wltp: fields.co2_g_km_wltp === null ? null : Number(fields.co2_g_km_wltp),
  } as CarListItem;
}

export const carAdd = defineMutation({
  name: 'car.add',
  title: 'Add vehicle',
  args: carAddBodySchema.extend({ id: z.uuid() }),
  table: 'cars',
  entityId: (a) => a.id,
  request: (a) => ({ method: 'POST', path: '/api/cars/add', body: a }),
  apply: (_row: CarListItem | null, a) => ({ ...withFields(null, a.type, a), id: a.id }),
  describe: (_row, a) => describeCar({ plate: a.plate ?? null, brand: a.brand ?? '', model: a.model ?? '' }, a.id),
});

const EDIT_ONLY = ['car_id', 'base', 'start_date_new_employee', 'end_date_previously_assigned_employee'];

export const carEdit = defineMutation({
  name: 'car.edit',
  title: 'Edit vehicle',
  args: carEditBodySchema.omit({ base: true }),
  table: 'cars',
  entityId: (a) => a.car_id,
  changedFields: (a) => Object.keys(a).filter((f) => !EDIT_ONLY.includes(f) && (a as Record<string, unknown>)[f] !== undefined),
  request: (a, base) => ({ method: 'POST', path: '/api/cars/edit', body: base ? { ...a, base } : a }),
  apply: (row: CarListItem | null, a) => (row ? withFields(row, a.type ?? row.type, a) : null),
  describe: (row, a) => describeCar(row, a.car_id),
});

export const carArchive = defineMutation({
  name: 'car.delete',
  title: 'Archive vehicle',
  args: carDeleteBodySchema,
  table: 'cars',
  entityId: (a) => a.car_id,
  request: (a) => ({ method: 'POST', path: '/api/cars/delete', body: a }),
  apply: (row: CarListItem | null, a) => (row ? { ...row, deleted: 1 as const, date_end: a.date_end ?? row.date_end } : null),
  describe: (row, a) => describeCar(row, a.car_id),
});

export const carUnarchive = defineMutation({
  name: 'car.undelete',
  title: 'Unarchive vehicle',
  args: carIdBodySchema,
  table: 'cars',
  entityId: (a) => a.car_id,
  request: (a) => ({ method: 'POST', path: '/api/cars/undelete', body: a }),
  apply: (row: CarListItem | null) => (row ? { ...row, deleted: 0 as const } : null),
  describe: (row, a) => describeCar(row, a.car_id),
});

export const carDeletePermanently = defineMutation({
  name: 'car.deletePermanently',
  title: 'Delete vehicle permanently',
  args: carIdBodySchema,
  table: 'cars',
  entityId: (a) => a.car_id,
  request: (a) => ({ method: 'POST', path: '/api/cars/delete-permanently', body: a }),
  apply: (): CarListItem | null => null,
  describe: (row, a) => describeCar(row, a.car_id),
});

export const fleetMutations = [carAdd, carEdit, carArchive, carUnarchive, carDeletePermanently];
