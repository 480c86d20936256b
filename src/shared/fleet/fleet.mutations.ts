import { z } from 'zod';
import { defineMutation } from '../sync/mutation';
import { CAR_EDIT_FIELDS, carEditFieldsSchema, type CarListItem } from './fleet.schema';

// The fleet area's writes. Each one is replayed by the outbox as the documented call.

export const carEdit = defineMutation({
  name: 'car.edit',
  title: 'Edit vehicle',
  args: carEditFieldsSchema.extend({ car_id: z.uuid() }),
  table: 'cars',
  entityId: (a) => a.car_id,
  changedFields: (a) => CAR_EDIT_FIELDS.filter((f) => a[f] !== undefined),
  request: (a, base) => ({ method: 'POST', path: '/api/cars/edit', body: base ? { ...a, base } : a }),
  apply: (row: CarListItem | null, a) => {
    if (!row) return null;
    const next = { ...row };
    for (const f of CAR_EDIT_FIELDS) if (a[f] !== undefined) (next as Record<string, unknown>)[f] = a[f];
    return next;
  },
  describe: (row, a) => `Vehicle ${row?.plate || [row?.brand, row?.model].filter(Boolean).join(' ') || a.car_id.slice(0, 8)}`,
});

export const fleetMutations = [carEdit];
