import { z } from 'zod';
import { defineMutation } from '../sync/mutation';
import { draftOf, emptyCarDraft, normalizeCar, type CarDraft } from './car-rules';
import { CAR_FIELDS, carAddBodySchema, carDeleteBodySchema, carEditBodySchema, carIdBodySchema, type CarField, type CarListItem } from './fleet.schema';

// The fleet area's writes. Each one is replayed by the outbox as the documented call; `apply` is
// what the device shows until the server's row comes back.

export const describeCar = (c: Pick<CarListItem, 'plate' | 'brand' | 'model'> | null, id: string) =>
  `Vehicle ${c?.plate || [c?.brand, c?.model].filter(Boolean).join(' ') || id.slice(0, 8)}`;

/** The fields of a car as saved, merged over what it had (or a new car's defaults, as the server takes them). */
function withFields(row: CarListItem | null, type: CarListItem['type'], sent: Partial<Record<CarField, unknown>>): CarListItem {
  const merged = { ...(row ? draftOf(row) : emptyCarDraft(type)) } as Record<string, unknown>;
  for (const f of CAR_FIELDS) if (sent[f] !== undefined) merged[f] = sent[f];
  const fields = normalizeCar(merged as CarDraft);
  const now = new Date().toISOString();
  return {
    id: row?.id ?? '',
    person_name: fields.related_employee_id === row?.related_employee_id ? (row?.person_name ?? null) : null,
    payroll_processed: row?.payroll_processed ?? 0,
    deleted: row?.deleted ?? 0,
    date_end: row?.date_end ?? null,
    created_at: row?.created_at ?? now,
    version: row?.version ?? 0,
    updated_at: now,
    ...fields,
  };
}

export const carAdd = defineMutation({
  name: 'car.add',
  title: 'Add vehicle',
  args: carAddBodySchema.extend({ id: z.uuid() }),
  table: 'cars',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/cars/add',
  body: carAddBodySchema,
  apply: (_row: CarListItem | null, a) => ({ ...withFields(null, a.type, a), id: a.id }),
  describe: (_row, a) => describeCar({ plate: a.plate ?? null, brand: a.brand ?? '', model: a.model ?? '' }, a.id),
});

export const carEdit = defineMutation({
  name: 'car.edit',
  title: 'Edit vehicle',
  args: carEditBodySchema.omit({ base: true }),
  table: 'cars',
  entityId: (a) => a.car_id,
  changedFields: (a) => CAR_FIELDS.filter((f) => a[f] !== undefined),
  method: 'POST',
  path: '/api/cars/edit',
  body: carEditBodySchema,
  apply: (row: CarListItem | null, a) => (row ? withFields(row, a.type ?? row.type, a) : null),
  describe: (row, a) => describeCar(row, a.car_id),
});

export const carArchive = defineMutation({
  name: 'car.delete',
  title: 'Archive vehicle',
  args: carDeleteBodySchema,
  table: 'cars',
  entityId: (a) => a.car_id,
  method: 'POST',
  path: '/api/cars/delete',
  body: carDeleteBodySchema,
  apply: (row: CarListItem | null, a) => (row ? { ...row, deleted: 1 as const, date_end: a.date_end ?? row.date_end } : null),
  describe: (row, a) => describeCar(row, a.car_id),
});

export const carUnarchive = defineMutation({
  name: 'car.undelete',
  title: 'Unarchive vehicle',
  args: carIdBodySchema,
  table: 'cars',
  entityId: (a) => a.car_id,
  method: 'POST',
  path: '/api/cars/undelete',
  body: carIdBodySchema,
  apply: (row: CarListItem | null) => (row ? { ...row, deleted: 0 as const } : null),
  describe: (row, a) => describeCar(row, a.car_id),
});

export const carDeletePermanently = defineMutation({
  name: 'car.deletePermanently',
  title: 'Delete vehicle permanently',
  args: carIdBodySchema,
  table: 'cars',
  entityId: (a) => a.car_id,
  method: 'POST',
  path: '/api/cars/delete-permanently',
  body: carIdBodySchema,
  apply: (): CarListItem | null => null,
  describe: (row, a) => describeCar(row, a.car_id),
});

export const fleetMutations = [carAdd, carEdit, carArchive, carUnarchive, carDeletePermanently];
