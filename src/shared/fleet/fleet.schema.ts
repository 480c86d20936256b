import { z } from 'zod';
import { messages } from '../messages';
import { segmentIdParamSchema } from '../segments/segments.schema';

// Vehicles (fleet-and-assets.md sections 3, 5 and 9). The offline engine needs the list fields and
// the edit of brand, model, plate and colour; the fleet area adds the rest.

export const CAR_TYPES = ['car', 'motorbike', 'bicycle'] as const;
export type CarType = (typeof CAR_TYPES)[number];
export const FUELS = ['gas', 'diesel', 'electric', 'fuel_cells', 'natural_gas', 'hybrid_diesel', 'hybrid_gas', 'lpg'] as const;
export const EXTRA_FUELS = ['fake_hybrid_diesel', 'fake_hybrid_gas'] as const;
export const ALL_FUELS = [...FUELS, ...EXTRA_FUELS] as const;
export type Fuel = (typeof ALL_FUELS)[number];

export const PLATE_MAX_LENGTH = 10;
export const CAR_TEXT_MAX_LENGTH = 240;

/** A row of GET /api/cars/list and of the mirror. */
export const carListItemSchema = z.object({
  id: z.string(),
  type: z.enum(CAR_TYPES),
  brand: z.string(),
  model: z.string(),
  plate: z.string().nullable(),
  color: z.string().nullable(),
  fuel: z.enum(ALL_FUELS).nullable(),
  related_employee_id: z.string().nullable(),
  person_name: z.string().nullable(),
  is_pool_vehicle: z.union([z.literal(0), z.literal(1)]),
  deleted: z.union([z.literal(0), z.literal(1)]),
  version: z.number(),
  updated_at: z.string(),
});
export type CarListItem = z.infer<typeof carListItemSchema>;

const brand = z.string().trim().min(1, messages.fleet.fillBrand).max(CAR_TEXT_MAX_LENGTH);
const model = z.string().trim().min(1, messages.fleet.fillModel).max(CAR_TEXT_MAX_LENGTH);
const plate = z.string().trim().min(1, messages.fleet.fillPlate).max(PLATE_MAX_LENGTH, messages.fleet.plateTooLong);
const color = z.string().trim().max(CAR_TEXT_MAX_LENGTH).nullable();

/** The fields of car.edit the engine handles now; each optional, only those sent change. */
export const carEditFieldsSchema = z.object({
  brand: brand.optional(),
  model: model.optional(),
  plate: plate.optional(),
  color: color.optional(),
});
export type CarEditFields = z.infer<typeof carEditFieldsSchema>;
export const CAR_EDIT_FIELDS = Object.keys(carEditFieldsSchema.shape) as (keyof CarEditFields)[];

/** POST /api/cars/edit. `base`: the changed fields' values as the client last saw them. */
export const carEditBodySchema = carEditFieldsSchema.extend({
  car_id: z.uuid(),
  base: z.record(z.string(), z.unknown()).optional(),
});
export type CarEditBody = z.infer<typeof carEditBodySchema>;

export const carsListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  per_page: z.coerce.number().int().min(1).max(2000).optional().default(10),
  show_deleted_only: z.union([z.literal('0'), z.literal('1')]).optional().default('0'),
  search_term: z.string().trim().max(200).optional().default(''),
  orderby_column: z.enum(['vehicle', 'person', 'plate', 'fuel', 'brand', 'model', 'color']).optional().default('vehicle'),
  orderby_direction: z.enum(['asc', 'desc']).optional().default('asc'),
  /** A built-in segment ('all', 'archived') or a custom one's id; rows as segments/segment-scope.ts says. */
  segment_id: segmentIdParamSchema.optional(),
});
